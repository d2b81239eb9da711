import CGtk

/// An embedder's `GtkScrollable`: the rows follow a container's vertical adjustment (a
/// `GtkScrolledWindow`'s) in place of the list's own scrollbar, and configure it every frame.
///
///     list.followAdjustment(scrolledWindowAdjustment)   // nil: the own scrollbar again
///     list.leavesScrollToContainer = { parentIsScrolledWindow }
///
/// - Complexity: O(1).
extension ListWidget {
    /// The own scrollbar's adjustment (the `GtkScrollable`'s when no container set one).
    @_spi(Embedding) public var ownAdjustment: UnsafeMutableRawPointer { canvas.scrollbar.adjustment }

    /// Follows `adjustment` (`nil`: the own scrollbar's, shown again): it is configured from the
    /// frame at once and its `value-changed` scrolls the rows.
    @_spi(Embedding) public func followAdjustment(_ adjustment: UnsafeMutableRawPointer?) {
        canvas.follow(adjustment: adjustment)
        showNow()
    }

    /// Whether wheel and touchpad scrolls over the list are left to a container (its kinetic
    /// scrolling applies), asked at each scroll.
    @_spi(Embedding) public var leavesScrollToContainer: () -> Bool {
        get { canvas.leavesScrollToContainer }
        set { canvas.leavesScrollToContainer = newValue }
    }
}
