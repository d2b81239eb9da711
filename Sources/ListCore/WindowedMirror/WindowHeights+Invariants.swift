extension WindowHeights {
    /// What is wrong with these heights, one sentence per broken invariant; empty when sound.
    /// The invariants: nothing stored per row while uniform; measured positions ascending and
    /// inside `0..<count`; every height finite and not negative; one age per measured row; the
    /// sorted heights (the median's) the same multiset as the measured ones; and every Fenwick
    /// node the sum of the heights it covers.
    ///
    ///     var heights = WindowHeights.estimating(count: 10, defaultHeight: 40)
    ///     heights.setHeights([(position: 1, height: 30)])
    ///     heights.tree[1] += 1
    ///     heights._invariantViolations()   // ["node 1 holds 31.0, its rows sum to 30.0"]
    ///
    /// - Complexity: O(m log m) for m measured rows.
    func _invariantViolations() -> [String] {
        if isUniform {
            return positions.isEmpty && heights.isEmpty && tree == [0] ? [] : ["measured rows kept beside a uniform height"]
        }
        var problems: [String] = []
        if positions.count != heights.count || ages.count != heights.count || tree.count != heights.count + 1 {
            return ["\(positions.count) positions, \(heights.count) heights, \(ages.count) ages, \(tree.count) nodes"]
        }
        if let bad = positions.indices.first(where: { positions[$0] < 0 || positions[$0] >= count
                                                       || ($0 > 0 && positions[$0 - 1] >= positions[$0]) }) {
            problems.append("measured position \(positions[bad]) at slot \(bad) (want ascending, in 0..<\(count))")
        }
        if let bad = heights.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
            problems.append("height \(heights[bad]) at slot \(bad) (want finite, not negative)")
        }
        if sortedHeights != heights.sorted() { problems.append("the median's heights differ from the measured ones") }
        if let problem = HeightIndex.nodeViolation(tree: tree, heights: heights) { problems.append(problem) }
        return problems
    }

    /// Traps (debug builds only) when an invariant is broken; free in release builds.
    ///
    /// - Complexity: O(m log m) in debug builds, O(1) in release builds.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
        let problems = _invariantViolations()
        precondition(problems.isEmpty, "WindowHeights: " + problems.joined(separator: "; "))
        #endif
    }
}
