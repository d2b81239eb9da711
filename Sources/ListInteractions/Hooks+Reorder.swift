import CGtk

// The hooks of LiListView's drag to reorder (li-list-view-reorder.c → ListViewCore+Reorder.swift);
// signatures checked against li-list-view-hooks.h by `make lib`.

@c(li_swift_core_set_reorderable)
@MainActor public func coreSetReorderable(_ pointer: UnsafeMutableRawPointer, _ reorderable: Bool) {
    core(pointer).isReorderable = reorderable
}

@c(li_swift_core_reorderable)
@MainActor public func coreReorderable(_ pointer: UnsafeMutableRawPointer) -> Bool {
    core(pointer).isReorderable
}
