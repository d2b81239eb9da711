extension IdentityIndex {
    /// At most this many identities are looked up by a check; a longer list has an even spread
    /// of them looked up, so a debug build stays usable at a million rows.
    static var checkedLookups: Int { 1 << 16 }

    /// What is wrong with this table as the index of `ids`, one sentence per broken invariant;
    /// empty when it is sound. The invariants: a power-of-two capacity of at least 8 with
    /// `mask == capacity - 1`; each slot empty (-1), removed (-2) or an index into `ids`; the
    /// indices a bijection with `ids` (each row in exactly one slot); at most half the slots
    /// taken, removed ones counted, so every probe ends; and each identity found at its own
    /// index (every identity up to `checkedLookups`, else an even spread of that many; with
    /// duplicates allowed, among the indices found).
    ///
    ///     let ids: [RowID] = ["a", "b", "c"]
    ///     var index = IdentityIndex(ids)!
    ///     index.slots[index.slots.firstIndex(of: 2)!] = 0
    ///     index._invariantViolations(for: ids)   // ["row 0 is in 2 slots", "row 2 is in no slot", …]
    ///
    /// - Complexity: O(capacity) plus O(min(n, `checkedLookups`)) expected lookups.
    func _invariantViolations<C: RandomAccessCollection<Element>>(for ids: C) -> [String] where C.Index == Int {
        let capacity = slots.count
        guard capacity >= 8, capacity & (capacity - 1) == 0, mask == capacity - 1 else {
            return ["capacity \(capacity) with mask \(mask) (want a power of two ≥ 8 and capacity - 1)"]
        }
        var problems: [String] = []
        var seen = [UInt8](repeating: 0, count: ids.count)
        var taken = 0
        for slot in slots where slot != -1 {
            taken += 1
            guard slot != Self.removedSlot else { continue }
            guard slot >= 0, Int(slot) < ids.count else {
                problems.append("slot value \(slot) is no row of \(ids.count)")
                return problems
            }
            seen[Int(slot)] &+= 1
        }
        if let twice = seen.firstIndex(where: { $0 > 1 }) { problems.append("row \(twice) is in \(seen[twice]) slots") }
        if let missing = seen.firstIndex(of: 0) { problems.append("row \(missing) is in no slot") }
        if taken * 2 > capacity { problems.append("\(taken) of \(capacity) slots taken (want at most half)") }
        guard problems.isEmpty else { return problems }
        let stride = max(1, ids.count / Self.checkedLookups)
        for row in Swift.stride(from: 0, to: ids.count, by: stride) {
            let found = allowsDuplicates ? (indices(of: ids[row], in: ids).contains(row) ? row : nil) : index(of: ids[row], in: ids)
            if found != row {
                problems.append("row \(row) (\(ids[row])) is found at \(found.map(String.init) ?? "nil")")
                break
            }
        }
        return problems
    }

    /// Traps (debug builds only) when an invariant is broken; free in release builds.
    ///
    /// - Complexity: that of `_invariantViolations(for:)` in debug builds, O(1) in release builds.
    @inline(__always)
    func _checkInvariants<C: RandomAccessCollection<Element>>(for ids: C) where C.Index == Int {
        #if DEBUG
        let problems = _invariantViolations(for: ids)
        precondition(problems.isEmpty, "IdentityIndex: " + problems.joined(separator: "; "))
        #endif
    }
}
