extension RowLayout {
    /// The layout after a merge by identity (`KeyedDiff`): `newToOld[j]` is the current index of
    /// the row that goes to `j`, or -1 for a new row; `rows` are the new rows, whose heights are
    /// taken. Kept identities are not hashed again (their table is remapped); only new ones are.
    ///
    ///     layout.merged(newToOld: [1, -1, 0], rows: newRows)
    ///
    /// Equal to `RowLayout(rows: rows)`.
    ///
    /// - Complexity: O(n) plus O(1) expected per new row (a rebuild, O(n) hashing, when the
    ///   table fills up).
    package func merged(newToOld: [Int32], rows: [Row]) -> RowLayout {
        precondition(newToOld.count == rows.count, "one old index per new row")
        var oldToNew = [Int32](repeating: -1, count: count)
        var inserted: [Int] = []
        for (newIndex, oldIndex) in newToOld.enumerated() {
            if oldIndex >= 0 { oldToNew[Int(oldIndex)] = Int32(newIndex) } else { inserted.append(newIndex) }
        }
        return merged(newToOld: newToOld, oldToNew: oldToNew, inserted: inserted, rows: rows)
    }

    /// `merged(newToOld:rows:)` when the caller has the inverse too (`oldToNew[i]`: the new index
    /// of row `i`, -1 for a removed one) and the new rows' indices (`inserted`, ascending).
    ///
    /// - Complexity: O(n) plus O(1) expected per new row.
    func merged(newToOld: [Int32], oldToNew: [Int32], inserted: [Int], rows: [Row]) -> RowLayout {
        precondition(newToOld.count == rows.count && oldToNew.count == count, "one index per row")
        // Read from the new rows: only the new rows' identities are read, to be hashed.
        let newIDs = RowIDs(rows: rows)
        let heights = rows.map(\.height)
        guard let positions = positions.merged(oldToNew: oldToNew, inserted: inserted, ids: newIDs) else {
            return RowLayout(ids: newIDs, heights: heights)
        }
        var layout = self
        layout.ids = newIDs
        layout.heightIndex = HeightIndex(heights)
        layout.positions = positions
        layout._checkInvariants()
        return layout
    }
}
