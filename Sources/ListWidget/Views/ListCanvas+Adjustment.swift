import CGtk
import ListCore
import ListGtk

/// The vertical adjustment the rows follow: the canvas's own scrollbar's, or a container's (an
/// embedder's `GtkScrollable` in a `GtkScrolledWindow`). Each frame shown configures it (value,
/// upper = content height, page = viewport: `syncAdjustment`, never during an allocation), so
/// whoever watches it sees every offset; a `value-changed` from anyone else (the container's
/// scrollbar, its kinetic scrolling, an app) scrolls the rows. While a container's is followed
/// the own scrollbar hides, and the container's is referenced: it may outlive the list (an app's
/// own adjustment), so its handler and reference go when the canvas is destroyed.
///
///     canvas.follow(adjustment: scrolledWindowAdjustment)   // nil: the own scrollbar's again
///
/// - Complexity: O(1).
extension ListCanvas {
    func follow(adjustment external: UnsafeMutableRawPointer?) {
        let next = external ?? scrollbar.adjustment
        guard next != adjustment else { return }
        if adjustment == scrollbar.adjustment, adjustmentHandler != 0 {
            signals.disconnect(scrollbar.adjustment, adjustmentHandler)
        }
        unfollowContainer()
        if let external { g_object_ref(external) }
        adjustment = next
        scrollbar.widget.isVisible = external == nil
        adjustmentHandler = signals.on(next, "value-changed") { [weak self] in
            guard let self, !syncingAdjustment, let adjustment else { return }
            scene.scrollbar(to: gtk_adjustment_get_value(adjustment.assumingMemoryBound(to: GtkAdjustment.self)),
                            at: MainLoop.now)
            onInput()
        }
    }

    /// Lets go of a container's adjustment, when another is followed and when the canvas is
    /// destroyed: its handler is disconnected and its reference dropped. (The own scrollbar's
    /// goes with the scrollbar.)
    func unfollowContainer() {
        guard let adjustment, adjustment != scrollbar.adjustment else { return }
        signals.disconnect(adjustment, adjustmentHandler)
        g_object_unref(adjustment)
        self.adjustment = nil
        adjustmentHandler = 0
    }
}
