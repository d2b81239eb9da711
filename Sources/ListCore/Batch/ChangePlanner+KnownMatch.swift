extension ChangePlanner {
    /// The plan when the caller already knows which old row each new row is (`newToOld[j]`: the
    /// old index of the row now at `j`, -1 for an inserted row) — a merge by identity that looked
    /// every identity up once already (`KeyedDiff`). Nothing is hashed again; the plan is the one
    /// `plan(from:to:)` makes for the same lists.
    ///
    ///     let plan = ChangePlanner.plan(old: old, new: new, newToOld: [2, 0, -1])
    ///
    /// - Complexity: O(n + m) plus the longest increasing subsequence, O(k log k).
    static func plan(old: [Row], new: [Row], newToOld: [Int32]) -> ChangePlan {
        precondition(newToOld.count == new.count, "one old index per new row")
        var oldToNew = [Int32](repeating: -1, count: old.count)
        var matched = 0
        for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
            oldToNew[Int(oldIndex)] = Int32(newIndex)
            matched += 1
        }
        return plan(old: old, new: new, newToOld: newToOld, oldToNew: oldToNew, matched: matched)
    }

    /// `plan(old:new:newToOld:)` when the caller has the inverse too (`oldToNew[i]`: the new
    /// index of old row `i`, -1 for a deleted row) and the number of rows in both lists.
    ///
    /// - Complexity: O(n + m) plus the longest increasing subsequence, O(k log k).
    static func plan(old: [Row], new: [Row], newToOld: [Int32], oldToNew: [Int32], matched: Int) -> ChangePlan {
        precondition(newToOld.count == new.count && oldToNew.count == old.count, "one index per row")
        let match = IdentityMatch(newToOld: newToOld, oldToNew: oldToNew, matched: matched)
        return assemble(old: old, new: new, match: match, stays: staying(newToOld: newToOld))
    }
}

extension ChangePlanner.IdentityMatch {
    /// A match already known.
    init(newToOld: [Int32], oldToNew: [Int32], matched: Int) {
        self.newToOld = newToOld
        self.oldToNew = oldToNew
        self.matched = matched
    }
}
