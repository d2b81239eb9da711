import CGtk

// LiListView's header property (li_list_view_set_header in li-list-view.c).

@c(li_swift_core_set_header)
@MainActor public func coreSetHeader(_ pointer: UnsafeMutableRawPointer, _ header: UnsafeMutableRawPointer?) {
    core(pointer).setHeader(header?.assumingMemoryBound(to: GtkWidget.self))
}
