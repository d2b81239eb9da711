import CGtk
import CListInteractions
import ListCore
import ListGtk
@_spi(Embedding) import ListWidget

/// LiListView as a `GtkScrollable` and its `scroll_to` (li-list-view-scroll.c): in a
/// `GtkScrolledWindow` the rows follow the window's vertical adjustment and configure it each
/// frame (upper: the rows' height, page: the viewport), the own scrollbar hides and wheel and
/// touchpad scrolls are the window's (its kinetic scrolling); the view's natural height is the
/// rows' there, re-measured when it changes. A scroll to an item finds its row by identity in
/// the model's order (`mirror`) and hands it to the scene, which glides to it, waiting for a row
/// a batch is still bringing in.
///
///     core.setVAdjustment(windowAdjustment)                 // nil: the own scrollbar's
///     core.scrollTo(position: 1500, alignment: .center, focus: true, select: false)
///
/// - Complexity: O(1) per call, O(log n) per frame while a scroll to a row runs.
extension ListViewCore {
    /// Follows a container's vertical adjustment (`nil`: the own scrollbar's).
    func setVAdjustment(_ adjustment: UnsafeMutableRawPointer?) {
        containerAdjustment = adjustment
        measuredContentHeight = -1
        list?.followAdjustment(adjustment)
    }

    /// Whether wheel and touchpad scrolls are the container's: the view is in a scrolled window
    /// whose adjustment it follows.
    var leavesScrollToContainer: Bool {
        guard containerAdjustment != nil,
              let parent = gtk_widget_get_parent(widget.assumingMemoryBound(to: GtkWidget.self)) else { return false }
        return g_type_check_instance_is_a(UnsafeMutableRawPointer(parent).assumingMemoryBound(to: GTypeInstance.self),
                                          gtk_scrolled_window_get_type()) != 0
    }

    /// The rows' height with the header's (px): the view's natural height in a container.
    var contentHeight: Double { list?.frame.scroll.contentHeight ?? 0 }

    /// In a container, a new content height re-measures the view (the window's scrollbar shows
    /// or hides by it); a frame is shown outside any allocation, so the resize is queued here.
    func followContentHeight(_ frame: ListFrame) {
        guard containerAdjustment != nil, frame.scroll.contentHeight != measuredContentHeight else { return }
        measuredContentHeight = frame.scroll.contentHeight
        gtk_widget_queue_resize(widget.assumingMemoryBound(to: GtkWidget.self))
    }

    /// Scrolls to the item at `position` in the model (checked by the caller), animated.
    func scrollTo(position: Int, alignment: ScrollAlignment, focus: Bool, select: Bool) {
        guard position >= 0, position < itemCount else { return }
        guard let row = windowedRowID(showing: position, alignment: alignment) else { return }
        var actions: ListScene.ScrollActions = []
        if focus { actions.insert(.focus) }
        if select { actions.insert(.select) }
        scene.scroll(toRow: row, alignment: alignment, actions: actions, at: list?.frameTime ?? now)
        if focus { list?.listArea.grabFocus() }
        list?.showNow()
    }
}
