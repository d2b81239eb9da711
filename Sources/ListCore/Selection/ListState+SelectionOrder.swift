extension ListState {
    /// The first `limit` selected identities in display order, for a report that stays small
    /// however many rows are selected.
    ///
    ///     list.selection = ["c", "a"]                 // rows a, b, c
    ///     list.selectedIDsInDisplayOrder(limit: 1)    // ["a"]
    ///
    /// A selection of few rows among many is placed by the layout's index (each selected row's
    /// position, sorted); otherwise the display order is walked until `limit` selected rows are
    /// found, so a selection of every row costs O(limit), never a sort over the selection. (The
    /// report's snapshot asks four times a second: one selected row near the end of a million
    /// rows cost a walk of the whole order each time.)
    ///
    /// A windowed list places each selected row by its model position (its host tracks them all).
    ///
    /// - Complexity: O(k log k) for k selected rows when k × `sparseFactor` < n, or in a windowed
    ///   list; otherwise
    ///   O(rows walked) set lookups, at most O(n), O(limit) when the first rows are selected.
    package func selectedIDsInDisplayOrder(limit: Int) -> [RowID] {
        guard limit > 0, !selection.isEmpty else { return [] }
        let wanted = min(limit, selection.count)
        if isWindowed {
            // The host tracks every selected row with its model position.
            return selection.compactMap { id in position(of: id).map { ($0, id) } }.sorted { $0.0 < $1.0 }
                .prefix(wanted).map(\.1)
        }
        if selection.count * Self.sparseFactor < layout.ids.count {
            // Selected rows not in the layout (none shown) have no index and are left out, as
            // the walk leaves them out.
            let positions = selection.compactMap { layout.index(of: $0) }.sorted()
            return positions.prefix(wanted).map { layout.ids[$0] }
        }
        var result: [RowID] = []
        result.reserveCapacity(wanted)
        for id in layout.ids where selection.contains(id) {
            result.append(id)
            if result.count == wanted { break }
        }
        return result
    }

    /// A selection is sparse below one selected row in `sparseFactor`: sorting its positions then
    /// costs less than walking the order (a sort step against a set lookup per row walked).
    static let sparseFactor = 32
}
