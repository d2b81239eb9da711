extension HeightIndex {
    /// What is wrong with this index, one sentence per broken invariant; empty when it is sound.
    /// The invariants: one Fenwick node per height plus the unused node 0, every height finite
    /// and not negative (the search for a y needs growing prefix sums), and every node equal to
    /// the sum of the heights it covers (`tree[i] == heights[i - lowbit(i) ..< i].sum()`, to a
    /// rounding error, since `setHeight` adds differences).
    ///
    ///     var index = HeightIndex([40, 60, 50])
    ///     index.tree[2] += 1
    ///     index._invariantViolations()   // ["node 2 holds 101.0, its rows sum to 100.0"]
    ///
    /// - Complexity: O(n).
    func _invariantViolations() -> [String] {
        if let uniform {
            guard tree.isEmpty, varied.isEmpty else { return ["arrays kept beside a uniform height"] }
            return uniform.isFinite && uniform >= 0 ? [] : ["height \(uniform) for every row (want finite, not negative)"]
        }
        let heights = varied
        guard tree.count == heights.count + 1 else {
            return ["\(tree.count) Fenwick nodes for \(heights.count) heights (want one more)"]
        }
        var problems: [String] = []
        if let bad = heights.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
            problems.append("height \(heights[bad]) at row \(bad) (want finite, not negative)")
        }
        if let problem = Self.nodeViolation(tree: tree, heights: heights) { problems.append(problem) }
        return problems
    }

    /// The first node of the Fenwick `tree` over `heights` that does not hold the sum of the
    /// heights it covers (to a rounding error), as a sentence; `nil` when every node does. Also
    /// `WindowHeights`' check of its measured rows' tree.
    ///
    /// - Complexity: O(n).
    static func nodeViolation(tree: [Double], heights: [Double]) -> String? {
        var prefix = [Double](repeating: 0, count: heights.count + 1)
        for i in heights.indices { prefix[i + 1] = prefix[i] + heights[i] }
        for i in 1..<max(tree.count, 1) {
            let covered = prefix[i] - prefix[i - (i & -i)]
            if !roughlyEqual(tree[i], covered, scale: prefix[i]) {
                return "node \(i) holds \(tree[i]), its rows sum to \(covered)"
            }
        }
        return nil
    }

    /// Traps (debug builds only) when an invariant is broken; free in release builds.
    ///
    /// - Complexity: O(n) in debug builds, O(1) in release builds.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
        let problems = _invariantViolations()
        precondition(problems.isEmpty, "HeightIndex: " + problems.joined(separator: "; "))
        #endif
    }

    /// What is wrong at row `index` after a change of its height: the height is finite and not
    /// negative, and the prefix sums around it differ by it. Checks what `setHeight` touched
    /// without walking every row, so a debug build keeps its O(log n).
    ///
    /// - Complexity: O(log n).
    func _rowViolations(_ index: Int) -> [String] {
        let height = height(at: index)
        guard height.isFinite, height >= 0 else {
            return ["height \(height) at row \(index) (want finite, not negative)"]
        }
        let top = offset(of: index), bottom = offset(of: index + 1)
        guard Self.roughlyEqual(bottom - top, height, scale: bottom) else {
            return ["row \(index) spans \(bottom - top) between its prefix sums, its height is \(height)"]
        }
        return []
    }

    /// `_rowViolations(index)` as a trap in debug builds; free in release builds.
    @inline(__always)
    func _checkRow(_ index: Int) {
        #if DEBUG
        let problems = _rowViolations(index)
        precondition(problems.isEmpty, "HeightIndex: " + problems.joined(separator: "; "))
        #endif
    }

    /// Equal up to the rounding error that sums of `scale`'s size gather.
    private static func roughlyEqual(_ a: Double, _ b: Double, scale: Double) -> Bool {
        abs(a - b) <= 1e-9 * max(1, abs(scale))
    }
}
