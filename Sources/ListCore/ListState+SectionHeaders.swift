extension ListState {
    /// The layout rows of `sectionHeaders` still in the list, ascending: what the stuck header
    /// and the inset below it are found in by binary search, each frame.
    ///
    ///     list.sectionHeaderRows      // [0, 13, 15]: headers at rows 0, 13 and 15
    ///
    /// - Complexity: O(1) until the rows or the headers change; then O(s log s) once, for s headers.
    package var sectionHeaderRows: [Int] {
        if let cache = sectionHeaderRowsCache, cache.generation == rowsGeneration { return cache.rows }
        let rows = sectionHeaders.compactMap { index(of: $0) }.sorted()
        sectionHeaderRowsCache = (rowsGeneration, rows)
        return rows
    }

    /// How much of the viewport's top the stuck section header covers when row `index` is
    /// scrolled to the top: its section's header height, or 0 without sections, for a header
    /// row, or for a row before the first header. A row scrolled to or revealed lands below it,
    /// not under it. A windowed list's `index` is an item's slot (`WindowedSnapshot.stuckHeaderInset`).
    ///
    ///     let top = list.headerHeight + list.layout.top(of: index) - list.stuckHeaderInset(aboveRow: index)
    ///
    /// - Complexity: O(log s) for s section headers (as `sectionHeaderRows`).
    package func stuckHeaderInset(aboveRow index: Int) -> Double {
        if isWindowed, let windowed { return windowed.stuckHeaderInset(aboveSlot: index) }
        let rows = sectionHeaderRows
        let below = rows.partitioningIndex { $0 > index }   // the first header below `index`
        guard below > 0, rows[below - 1] != index else { return 0 }
        return height(at: rows[below - 1])
    }
}
