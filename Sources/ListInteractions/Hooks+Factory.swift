// LiListView:factory (li-list-view.c → ListViewCore+Factory.swift), checked against li-list-view-hooks.h.

@c(li_swift_core_set_factory)
@MainActor public func coreSetFactory(_ pointer: UnsafeMutableRawPointer, _ factory: UnsafeMutableRawPointer?) {
    core(pointer).setFactory(factory)
}

@c(li_swift_row_flags_changed)
@MainActor public func rowFlagsChanged(_ rowCore: UnsafeMutableRawPointer) {
    Unmanaged<FactoryRow>.fromOpaque(rowCore).takeUnretainedValue().flagsChanged()
}
