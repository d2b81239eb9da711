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
    /// - Complexity: O(n), no hashing.
    public func reordered(by newToOld: [Int]) -> RowLayout {
        precondition(newToOld.count == count, "one old index per row")
        var oldToNew = [Int](repeating: 0, count: count)
        for (newIndex, oldIndex) in newToOld.enumerated() { oldToNew[oldIndex] = newIndex }
        var layout = self
        layout.ids = newToOld.map { ids[$0] }
        layout.heightIndex = heightIndex.reordered(by: newToOld)
        layout.positions = positions.remapped(oldToNew: oldToNew)
        layout._checkInvariants()
        return layout
    }
}
