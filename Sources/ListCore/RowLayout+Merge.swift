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
    public func merged(newToOld: [Int32], rows: [Row]) -> RowLayout {
        precondition(newToOld.count == rows.count, "one old index per new row")
        var oldToNew = [Int32](repeating: -1, count: count)
        var inserted: [Int] = []
        var newIDs: [RowID] = []
        newIDs.reserveCapacity(rows.count)
        for (newIndex, oldIndex) in newToOld.enumerated() {
            if oldIndex >= 0 {
                oldToNew[Int(oldIndex)] = Int32(newIndex)
                newIDs.append(ids[Int(oldIndex)])   // the identity the layout has: no row text read
            } else {
                inserted.append(newIndex)
                newIDs.append(rows[newIndex].id)
            }
        }
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
