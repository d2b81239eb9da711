import CGtk
import ListCore
import ListGtk

/// The vertical adjustment the rows follow: the canvas's own scrollbar's, or a container's (an
/// embedder's `GtkScrollable` in a `GtkScrolledWindow`). Each frame shown configures it (value,
/// upper = content height, page = viewport: `syncAdjustment`, never during an allocation), so
/// whoever watches it sees every offset; a `value-changed` from anyone else (the container's
/// scrollbar, its kinetic scrolling, an app) scrolls the rows. While a container's is followed
/// the own scrollbar hides.
///
///     canvas.follow(adjustment: scrolledWindowAdjustment)   // nil: the own scrollbar's again
///
/// - Complexity: O(1).
extension ListCanvas {
    func follow(adjustment external: UnsafeMutableRawPointer?) {
        let next = external ?? scrollbar.adjustment
        guard next != adjustment else { return }
        if let adjustment, adjustmentHandler != 0 { signals.disconnect(adjustment, adjustmentHandler) }
        adjustment = next
        scrollbar.widget.isVisible = external == nil
        adjustmentHandler = signals.on(next, "value-changed") { [weak self] in
            guard let self, !syncingAdjustment, let adjustment else { return }
            scene.scrollbar(to: gtk_adjustment_get_value(adjustment.assumingMemoryBound(to: GtkAdjustment.self)),
                            at: MainLoop.now)
            onInput()
        }
    }
}
