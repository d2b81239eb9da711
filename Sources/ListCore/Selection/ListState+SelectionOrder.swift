extension ListState {
    /// The first `limit` selected identities in display order, for a report that stays small
    /// however many rows are selected.
    ///
    ///     list.selection = ["c", "a"]                 // rows a, b, c
    ///     list.selectedIDsInDisplayOrder(limit: 1)    // ["a"]
    ///
    /// Walks the display order and stops once `limit` selected rows are found, so a selection
    /// of every row costs O(limit), and no sort over the selection is ever needed.
    ///
    /// - Complexity: O(rows walked) set lookups; at most O(n), O(limit) when the first rows
    ///   are selected.
    public func selectedIDsInDisplayOrder(limit: Int) -> [RowID] {
        guard limit > 0, !selection.isEmpty else { return [] }
        let wanted = min(limit, selection.count)
        var result: [RowID] = []
        result.reserveCapacity(wanted)
        for id in layout.ids where selection.contains(id) {
            result.append(id)
            if result.count == wanted { break }
        }
        return result
    }
}
