extension RowLayout {
    /// The same rows in the same order with new heights: the identities and their index are
    /// shared with this layout (copy-on-write), only the height index is built again.
    ///
    ///     let layout = RowLayout(ids: ["a", "b"], heights: [40, 60])
    ///     layout.withHeights([56, 56]).top(of: 1)   // 56
    ///
    /// - Complexity: O(n), no hashing and no identity copied.
    package func withHeights(_ heights: [Double]) -> RowLayout {
        precondition(heights.count == count, "one height per row")
        var layout = self
        layout.heightIndex = HeightIndex(heights)
        layout._checkInvariants()
        return layout
    }
}
