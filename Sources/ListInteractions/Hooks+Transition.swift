import CGtk
import ListCore

// The hooks of LiListView's back-transition API (li-list-view-transition.c) and of
// LiNavigationStack (li-navigation-stack.c), declared in li-list-view-hooks.h; the build checks
// each signature against it (`make lib`). GTK calls them on the main thread, the main actor's: each is `@MainActor`.

@MainActor private func listCore(_ pointer: UnsafeMutableRawPointer) -> ListViewCore {
    Unmanaged<ListViewCore>.fromOpaque(pointer).takeUnretainedValue()
}

@MainActor private func stackCore(_ pointer: UnsafeMutableRawPointer) -> NavigationStackCore {
    Unmanaged<NavigationStackCore>.fromOpaque(pointer).takeUnretainedValue()
}

@c(li_swift_core_open_item)
@MainActor public func coreOpenItem(_ pointer: UnsafeMutableRawPointer, _ item: UnsafeMutableRawPointer) {
    listCore(pointer).open(item)
}

@c(li_swift_core_opened_item)
@MainActor public func coreOpenedItem(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    listCore(pointer).openedItem
}

@c(li_swift_core_begin_back)
@MainActor public func coreBeginBack(_ pointer: UnsafeMutableRawPointer) {
    listCore(pointer).beginBack()
}

@c(li_swift_core_update_back)
@MainActor public func coreUpdateBack(_ pointer: UnsafeMutableRawPointer, _ progress: Double) {
    listCore(pointer).updateBack(progress)
}

@c(li_swift_core_end_back)
@MainActor public func coreEndBack(_ pointer: UnsafeMutableRawPointer, _ finished: Bool) {
    listCore(pointer).endBack(finished: finished)
}

@c(li_swift_core_animate_back)
@MainActor public func coreAnimateBack(_ pointer: UnsafeMutableRawPointer) {
    listCore(pointer).animateBack()
}

@c(li_swift_core_back_progress)
@MainActor public func coreBackProgress(_ pointer: UnsafeMutableRawPointer) -> Double {
    listCore(pointer).backProgress
}

@c(li_swift_stack_new)
@MainActor public func stackNew(_ stack: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
    Unmanaged.passRetained(NavigationStackCore(stack: stack)).toOpaque()
}

@c(li_swift_stack_free)
@MainActor public func stackFree(_ pointer: UnsafeMutableRawPointer) {
    Unmanaged<NavigationStackCore>.fromOpaque(pointer).release()
}

@c(li_swift_stack_dispose)
@MainActor public func stackDispose(_ pointer: UnsafeMutableRawPointer) {
    stackCore(pointer).dispose()
}

@c(li_swift_stack_set_list_view)
@MainActor public func stackSetListView(_ pointer: UnsafeMutableRawPointer, _ view: UnsafeMutableRawPointer?,
                             _ core: UnsafeMutableRawPointer?) {
    stackCore(pointer).setListView(view, core: core.map(listCore))
}

@c(li_swift_stack_push)
@MainActor public func stackPush(_ pointer: UnsafeMutableRawPointer, _ page: UnsafeMutableRawPointer) {
    stackCore(pointer).push(page.assumingMemoryBound(to: GtkWidget.self))
}

@c(li_swift_stack_pop)
@MainActor public func stackPop(_ pointer: UnsafeMutableRawPointer) {
    stackCore(pointer).pop()
}

@c(li_swift_stack_page)
@MainActor public func stackPage(_ pointer: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
    stackCore(pointer).page.map { UnsafeMutableRawPointer($0) }
}

@c(li_swift_stack_progress)
@MainActor public func stackProgress(_ pointer: UnsafeMutableRawPointer) -> Double {
    stackCore(pointer).shownProgress
}

@c(li_swift_stack_transition_running)
@MainActor public func stackTransitionRunning(_ pointer: UnsafeMutableRawPointer) -> Bool {
    stackCore(pointer).isTransitionRunning
}
