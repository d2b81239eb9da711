import CGtk

// The hooks of LiListView's activation and context (li-list-view-activate.c →
// ListViewCore+Activation.swift); signatures checked against li-list-view-hooks.h by `make lib`.

@c(li_swift_core_set_single_click_activate)
@MainActor public func coreSetSingleClickActivate(_ pointer: UnsafeMutableRawPointer, _ single: Bool) {
    core(pointer).singleClickActivate = single
}

@c(li_swift_core_single_click_activate)
@MainActor public func coreSingleClickActivate(_ pointer: UnsafeMutableRawPointer) -> Bool {
    core(pointer).singleClickActivate
}

@c(li_swift_core_set_show_separators)
@MainActor public func coreSetShowSeparators(_ pointer: UnsafeMutableRawPointer, _ show: Bool) {
    core(pointer).setShowsSeparators(show)
}

@c(li_swift_core_activate_item)
@MainActor public func coreActivateItem(_ pointer: UnsafeMutableRawPointer, _ position: UInt32) {
    core(pointer).activateItem(at: Int(position))
}

@c(li_swift_core_row_context)
@MainActor public func coreRowContext(_ pointer: UnsafeMutableRawPointer, _ x: Double, _ y: Double,
                                      _ keyboard: Bool) -> Bool {
    core(pointer).rowContext(x: x, y: y, keyboard: keyboard)
}

@c(li_swift_core_row_widget)
@MainActor public func coreRowWidget(_ pointer: UnsafeMutableRawPointer, _ position: UInt32) -> UnsafeMutableRawPointer? {
    core(pointer).rowWidget(at: Int(position)).map { UnsafeMutableRawPointer($0) }
}
