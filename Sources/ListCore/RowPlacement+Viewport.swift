extension RowPlacement {
    /// The positions whose rows intersect the viewport of a list scrolled to `scrollOffset`,
    /// with a header of `headerHeight` above the rows (content coordinates, as `ListState`).
    ///
    ///     layout.visibleRange(scrollOffset: 0, headerHeight: 44, viewportHeight: 600)
    ///
    /// - Complexity: the placement's `visibleRange(offset:viewportHeight:)`.
    func visibleRange(scrollOffset: Double, headerHeight: Double, viewportHeight: Double) -> Range<Int> {
        let rowsTop = scrollOffset - headerHeight
        let visibleTop = max(0, rowsTop)
        let height = viewportHeight - max(0, -rowsTop)
        return visibleRange(offset: visibleTop, viewportHeight: height)
    }

    /// The first row whose top is in the viewport (the header may be above it), else the first
    /// row cut by the top edge; `nil` when no row is shown. What a reader is reading
    /// (`ScrollAnchor.firstFullyVisibleRow(in:)`).
    ///
    /// - Complexity: as `visibleRange(scrollOffset:headerHeight:viewportHeight:)`.
    func firstFullyVisibleIndex(scrollOffset: Double, headerHeight: Double, viewportHeight: Double) -> Int? {
        let range = visibleRange(scrollOffset: scrollOffset, headerHeight: headerHeight, viewportHeight: viewportHeight)
        guard let first = range.first else { return nil }
        return top(of: first) >= scrollOffset - headerHeight - 1e-9 || range.count == 1 ? first : first + 1
    }
}
