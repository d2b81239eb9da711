extension RowLayout {
    /// What is wrong with this layout, one sentence per broken invariant; empty when it is sound.
    /// The invariants: one height per identity, the height index sound (its prefix sums are the
    /// heights' offsets, `HeightIndex._invariantViolations`), and the identity index a
    /// bijection with `ids` (`IdentityIndex._invariantViolations(for:)`).
    ///
    ///     var layout = RowLayout(ids: ["a", "b"], heights: [40, 60])
    ///     layout.heightIndex.tree[1] = 41
    ///     layout._invariantViolations()   // ["HeightIndex: node 1 holds 41.0, its rows sum to 40.0"]
    ///
    /// - Complexity: O(n) (see the two indices' checks).
    func _invariantViolations() -> [String] {
        guard ids.count == heightIndex.count else {
            return ["\(ids.count) identities and \(heightIndex.count) heights"]
        }
        return heightIndex._invariantViolations().map { "HeightIndex: " + $0 }
            + positions._invariantViolations(for: ids).map { "IdentityIndex: " + $0 }
    }

    /// Traps (debug builds only) when an invariant is broken; free in release builds. Called at
    /// the end of every operation that builds a new layout (each of them O(n) already).
    ///
    /// - Complexity: O(n) in debug builds, O(1) in release builds.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
        let problems = _invariantViolations()
        precondition(problems.isEmpty, "RowLayout: " + problems.joined(separator: "; "))
        #endif
    }
}
