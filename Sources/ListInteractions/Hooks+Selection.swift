import CGtk
import ListCore

// The functions LiListSelection's C code calls (Sources/CListInteractions/li-list-view-hooks.h,
// li-list-selection.c): the model's items and their selection by position. Checked against the
// header by `make lib` like the other hooks; GTK calls them on the main thread.

@c(li_swift_core_n_items)
@MainActor public func coreItemCount(_ pointer: UnsafeMutableRawPointer) -> UInt32 {
    UInt32(core(pointer).itemCount)
}

@c(li_swift_core_item)
@MainActor public func coreItem(_ pointer: UnsafeMutableRawPointer, _ position: UInt32) -> UnsafeMutableRawPointer? {
    core(pointer).item(atPosition: Int(position))
}

@c(li_swift_core_is_selected)
@MainActor public func coreIsSelected(_ pointer: UnsafeMutableRawPointer, _ position: UInt32) -> Bool {
    core(pointer).isSelected(Int(position))
}

@c(li_swift_core_selection_in_range)
@MainActor public func coreSelectionInRange(_ pointer: UnsafeMutableRawPointer, _ position: UInt32, _ count: UInt32,
                                 _ bitset: UnsafeMutableRawPointer) {
    core(pointer).addSelection(in: Int(position)..<Int(position) + Int(count), to: OpaquePointer(bitset))
}

@c(li_swift_core_set_selection)
@MainActor public func coreSetSelection(_ pointer: UnsafeMutableRawPointer, _ selected: UnsafeMutableRawPointer,
                             _ mask: UnsafeMutableRawPointer) {
    core(pointer).setSelection(selected: OpaquePointer(selected), mask: OpaquePointer(mask))
}
