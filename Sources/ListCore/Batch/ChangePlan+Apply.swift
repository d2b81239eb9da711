extension ChangePlan {
    /// Replays the plan on the old identities: removes deleted and moved rows, puts inserted and
    /// moved rows at their new indices and lets the remaining rows fill the other slots in their
    /// old order. Uses only `deletions`, `insertions` and `moves` (not `origins`), so it checks
    /// that those alone describe the change.
    ///
    ///     let plan = ChangePlanner.plan(fromIDs: ["a", "b", "c"], toIDs: ["c", "a", "d"])
    ///     plan.apply(to: ["a", "b", "c"])   // ["c", "a", "d"]
    ///
    /// Returns `nil` when the plan does not fit `oldIDs`: a different count, an index out of
    /// range, a row deleted or moved twice, or two rows for one new slot.
    ///
    /// - Complexity: O(old + new).
    package func apply(to oldIDs: [RowID]) -> [RowID]? {
        apply(to: oldIDs) { $0.id }
    }

    /// Replays the plan on any old elements; `inserted` makes the element for each insertion.
    ///
    ///     plan.apply(to: oldRows) { insertion in newRowsByID[insertion.id]! }
    ///
    /// - Complexity: O(old + new) plus one call of `inserted` per insertion.
    package func apply<Element>(
        to old: [Element], inserted: (Insertion) -> Element
    ) -> [Element]? {
        guard old.count == oldCount, newCount >= 0,
            newCount == oldCount - deletions.count + insertions.count
        else { return nil }
        var leaves = [Bool](repeating: false, count: oldCount)
        for index in deletions.lazy.map(\.oldIndex) + moves.lazy.map(\.from) {
            guard index >= 0, index < oldCount, !leaves[index] else { return nil }
            leaves[index] = true
        }
        var result = [Element?](repeating: nil, count: newCount)
        for insertion in insertions {
            guard insertion.newIndex >= 0, insertion.newIndex < newCount,
                result[insertion.newIndex] == nil
            else { return nil }
            result[insertion.newIndex] = inserted(insertion)
        }
        for move in moves {
            guard move.to >= 0, move.to < newCount, result[move.to] == nil else { return nil }
            result[move.to] = old[move.from]
        }
        var next = 0
        for slot in result.indices where result[slot] == nil {
            while next < oldCount && leaves[next] { next += 1 }
            guard next < oldCount else { return nil }
            result[slot] = old[next]
            next += 1
        }
        return result.map { $0! }
    }
}
