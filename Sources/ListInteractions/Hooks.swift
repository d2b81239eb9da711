import CGtk
import ListCore

// The functions LiListView's C code calls (Sources/CListInteractions/li-list-view-hooks.h). The
// build checks each signature against that header (`make lib`). `core` is the ListViewCore kept
// in the instance: retained at init (passRetained), released at finalize. GTK calls them on
// the main thread, the main actor's: each is `@MainActor`.

@MainActor func core(_ pointer: UnsafeMutableRawPointer) -> ListViewCore {
    Unmanaged<ListViewCore>.fromOpaque(pointer).takeUnretainedValue()
}

@c(li_swift_core_new)
@MainActor public func coreNew(_ widget: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(ListViewCore(widget: widget)).toOpaque()
}

@c(li_swift_core_child)
@MainActor public func coreChild(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    core(pointer).child.map { UnsafeMutableRawPointer($0) }
}

@c(li_swift_core_dispose)
@MainActor public func coreDispose(_ pointer: UnsafeMutableRawPointer) {
    core(pointer).dispose()
}

@c(li_swift_core_free)
@MainActor public func coreFree(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<ListViewCore>.fromOpaque(pointer).release()
}

@c(li_swift_core_set_model)
@MainActor public func coreSetModel(_ pointer: UnsafeMutableRawPointer, _ model: UnsafeMutableRawPointer?) {
    core(pointer).setModel(model)
}

@c(li_swift_core_items_changed)
@MainActor public func coreItemsChanged(_ pointer: UnsafeMutableRawPointer, _ model: UnsafeMutableRawPointer,
                      _ position: UInt32, _ removed: UInt32, _ added: UInt32) {
    core(pointer).itemsChanged(in: model, position: Int(position), removed: Int(removed), added: Int(added))
}

@c(li_swift_core_set_property_name)
@MainActor public func coreSetPropertyName(_ pointer: UnsafeMutableRawPointer, _ which: Int32, _ name: UnsafePointer<CChar>?) {
    core(pointer).setPropertyName(which, to: name.map { String(cString: $0) })
}

@c(li_swift_core_set_editing)
@MainActor public func coreSetEditing(_ pointer: UnsafeMutableRawPointer, _ editing: Bool) {
    core(pointer).setEditing(editing)
}

@c(li_swift_core_reload_item)
@MainActor public func coreReloadItem(_ pointer: UnsafeMutableRawPointer, _ item: UnsafeMutableRawPointer) {
    core(pointer).reload(item)
}

@c(li_swift_core_n_rows)
@MainActor public func coreRowCount(_ pointer: UnsafeMutableRawPointer) -> UInt32 {
    UInt32(core(pointer).rowCount)
}

@c(li_swift_core_row_item)
@MainActor public func coreRowItem(_ pointer: UnsafeMutableRawPointer, _ index: UInt32) -> UnsafeMutableRawPointer? {
    core(pointer).item(atRow: Int(index))
}

@c(li_swift_core_row_title)
@MainActor public func coreRowTitle(_ pointer: UnsafeMutableRawPointer, _ index: UInt32) -> UnsafeMutablePointer<CChar>? {
    core(pointer).title(atRow: Int(index)).map { g_strdup($0) }
}

@c(li_swift_core_own_vadjustment)
@MainActor public func coreOwnVAdjustment(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    core(pointer).ownAdjustment
}

@c(li_swift_core_set_vadjustment)
@MainActor public func coreSetVAdjustment(_ pointer: UnsafeMutableRawPointer, _ adjustment: UnsafeMutableRawPointer?) {
    core(pointer).setVAdjustment(adjustment)
}

@c(li_swift_core_content_height)
@MainActor public func coreContentHeight(_ pointer: UnsafeMutableRawPointer) -> Double {
    core(pointer).contentHeight
}

@c(li_swift_core_scroll_to)
@MainActor public func coreScrollTo(_ pointer: UnsafeMutableRawPointer, _ position: UInt32, _ alignment: Int32,
                                    _ focus: Bool, _ select: Bool) {
    let align: ScrollAlignment = switch alignment {
    case 1: .top
    case 2: .center
    case 3: .bottom
    default: .nearest
    }
    core(pointer).scrollTo(position: Int(position), alignment: align, focus: focus, select: select)
}
