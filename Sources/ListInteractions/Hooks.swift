import CGtk
import ListCore

// The functions LiListView's C code calls (Sources/CListInteractions/li-list-view-hooks.h). The
// build checks each signature against that header (`make lib`). `core` is the ListViewCore kept
// in the instance: retained at init (passRetained), released at finalize.

func core(_ pointer: UnsafeMutableRawPointer) -> ListViewCore {
    Unmanaged<ListViewCore>.fromOpaque(pointer).takeUnretainedValue()
}

@c(li_swift_core_new)
public func coreNew(_ widget: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(ListViewCore(widget: widget)).toOpaque()
}

@c(li_swift_core_free)
public func coreFree(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<ListViewCore>.fromOpaque(pointer).release()
}

@c(li_swift_core_set_model)
public func coreSetModel(_ pointer: UnsafeMutableRawPointer, _ model: UnsafeMutableRawPointer?) {
    core(pointer).setModel(model)
}

@c(li_swift_core_items_changed)
public func coreItemsChanged(_ pointer: UnsafeMutableRawPointer, _ model: UnsafeMutableRawPointer,
                      _ position: UInt32, _ removed: UInt32, _ added: UInt32) {
    core(pointer).itemsChanged(in: model, position: Int(position), removed: Int(removed), added: Int(added))
}

@c(li_swift_core_set_property_name)
public func coreSetPropertyName(_ pointer: UnsafeMutableRawPointer, _ which: Int32, _ name: UnsafePointer<CChar>?) {
    core(pointer).setPropertyName(which, to: name.map { String(cString: $0) })
}

@c(li_swift_core_set_editing)
public func coreSetEditing(_ pointer: UnsafeMutableRawPointer, _ editing: Bool) {
    core(pointer).setEditing(editing)
}

@c(li_swift_core_reload_item)
public func coreReloadItem(_ pointer: UnsafeMutableRawPointer, _ item: UnsafeMutableRawPointer) {
    core(pointer).reload(item)
}

@c(li_swift_core_n_rows)
public func coreRowCount(_ pointer: UnsafeMutableRawPointer) -> UInt32 {
    UInt32(core(pointer).scene.list.rows.count)
}

@c(li_swift_core_row_item)
public func coreRowItem(_ pointer: UnsafeMutableRawPointer, _ index: UInt32) -> UnsafeMutableRawPointer? {
    core(pointer).item(atRow: Int(index))
}

@c(li_swift_core_row_title)
public func coreRowTitle(_ pointer: UnsafeMutableRawPointer, _ index: UInt32) -> UnsafeMutablePointer<CChar>? {
    core(pointer).title(atRow: Int(index)).map { g_strdup($0) }
}
