extension ListState {
    /// How much of the viewport's top the stuck section header covers when row `index` is
    /// scrolled to the top: its section's header height, or 0 without sections, for a header
    /// row, or for a row before the first header. A row scrolled to or revealed lands below it,
    /// not under it.
    ///
    ///     let top = list.headerHeight + list.layout.top(of: index) - list.stuckHeaderInset(aboveRow: index)
    ///
    /// - Complexity: O(s log n) for s section headers.
    package func stuckHeaderInset(aboveRow index: Int) -> Double {
        guard !sectionHeaders.isEmpty else { return 0 }
        var above: Int?
        for id in sectionHeaders {
            guard let row = layout.index(of: id) else { continue }
            if row == index { return 0 }
            if index > row, (above ?? -1) < row { above = row }
        }
        return above.map { layout.height(at: $0) } ?? 0
    }
}
