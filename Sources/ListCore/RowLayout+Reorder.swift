extension RowLayout {
    /// The same rows in a new order: `newToOld[j]` is the current index of the row that goes to
    /// `j` (a permutation of `0 ..< count`, e.g. the order a sort computed).
    ///
    ///     let layout = RowLayout(ids: ["a", "b", "c"], heights: [40, 60, 50])
    ///     layout.reordered(by: [2, 0, 1]).ids     // ["c", "a", "b"]
    ///
    /// Equal to `RowLayout(ids:heights:)` of the reordered rows, but the identity index keeps its
    /// hash table and only its values change (`IdentityIndex.remapped`), so no identity is hashed: at a
    /// million rows this is what keeps a sort's new layout off the critical path.
    ///
    /// - Complexity: O(n), no hashing; in two pieces at once from `RowSorter.rowsInParts` rows.
    package func reordered(by newToOld: [Int]) -> RowLayout {
        precondition(newToOld.count == count, "one old index per row")
        // The identity index on one thread, identities and heights on another (`Parallel`).
        let inParts = count >= RowSorter.rowsInParts
        var positions = self.positions
        var ids: RowIDs = []
        var heightIndex = self.heightIndex
        Parallel.forEach(inParts ? 2 : 1) { piece in
            if piece == 0 {
                var oldToNew = [Int32](repeating: 0, count: count)
                for (newIndex, oldIndex) in newToOld.enumerated() { oldToNew[oldIndex] = Int32(truncatingIfNeeded: newIndex) }
                positions = positions.remapped(oldToNew: oldToNew)
            }
            if piece == 1 || !inParts {
                ids = self.ids.reordered(by: newToOld)
                heightIndex = heightIndex.reordered(by: newToOld)
            }
        }
        var layout = self
        layout.ids = ids
        layout.heightIndex = heightIndex
        layout.positions = positions
        layout._checkInvariants()
        return layout
    }
}
