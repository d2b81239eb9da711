extension ChangePlanner {
    /// The plan for a reordering whose permutation is already known — a sort knows where every
    /// row came from, so nothing is matched by identity and no identity is hashed.
    ///
    /// `newToOld[j]` is the old index of the row now at `j`; it must be a permutation of
    /// `0 ..< newToOld.count`. The rows that stay are one longest increasing subsequence of the
    /// old indices (`staying(newToOld:)`), every other row is one move: the same minimal plan
    /// `plan(from:to:)` makes for the same two lists, without its identity matching.
    ///
    ///     let new = [Row(id: "c", fields: []), Row(id: "a", fields: []), Row(id: "b", fields: [])]
    ///     let plan = ChangePlanner.plan(permutation: [2, 0, 1], new: new)
    ///     plan.moves      // c: 2 → 0
    ///
    /// - Complexity: O(n log n) for the longest increasing subsequence (O(n) when the order is
    ///   mostly kept), O(n) for the rest; no hashing.
    package static func plan(permutation newToOld: [Int], new: [Row]) -> ChangePlan {
        let count = newToOld.count
        precondition(new.count == count, "one new row per position of the permutation")
        precondition(count < Int(Int32.max), "list too long to plan")
        let oldIndices = newToOld.map { Int32(truncatingIfNeeded: $0) }
        assert(isPermutation(oldIndices), "newToOld must be a permutation of 0..<count")
        let stays = staying(newToOld: oldIndices)
        var moves: [ChangePlan.Move] = []
        let origins = [ChangePlan.RowOrigin](unsafeUninitializedCapacity: count) { buffer, initialized in
            for newIndex in 0..<count {
                let oldIndex = newToOld[newIndex]
                let moved = !stays[newIndex]
                if moved { moves.append(.init(id: new[newIndex].id, from: oldIndex, to: newIndex)) }
                (buffer.baseAddress! + newIndex).initialize(to: .init(oldIndex: oldIndex, isMoved: moved))
            }
            initialized = count
        }
        return ChangePlan(oldCount: count, newCount: count, moves: moves, origins: origins)
    }

    /// The plan of a reordering that records only how many rows move, not which: what a sort
    /// needs (it never anchors the scroll position and animates from the layouts, not from
    /// the plan). Saves the per-row origins and moves `plan(permutation:new:)` stores, 16 and
    /// 32 bytes a row: 480 MB at ten million rows.
    ///
    ///     ChangePlanner.reorder(permutation: [2, 0, 1]).movedCount   // 1
    ///
    /// - Complexity: O(n log n) for the length of a longest increasing subsequence (O(n) when the
    ///   order is mostly kept), with the run's tails as the only temporary: not which rows stay,
    ///   only how many (a million rows reversed: 3.5–4.4 ms, 13–16 with `staying(newToOld:)`).
    package static func reorder(permutation newToOld: [Int]) -> ChangePlan {
        reorder(newToOld: newToOld)
    }

    /// `reorder(permutation:)` of any integer old indices (`ModelMirror` builds 32-bit ones).
    static func reorder<Index: BinaryInteger>(newToOld: [Index]) -> ChangePlan {
        let count = newToOld.count
        let moved = count - longestIncreasingLength(of: newToOld)
        return ChangePlan(oldCount: count, newCount: count, origins: [], movedCount: moved)
    }

    /// The length of a longest increasing subsequence of `values` (distinct), by patience
    /// sorting: `tails[k]` is the smallest last value of an increasing run of length k + 1.
    ///
    ///     ChangePlanner.longestIncreasingLength(of: [4, 0, 1, 2, 3])   // 4
    ///
    /// - Complexity: O(n log n); O(n) while the values only increase or only decrease.
    static func longestIncreasingLength<Index: BinaryInteger>(of values: [Index]) -> Int {
        var tails: [Index] = []
        values.withUnsafeBufferPointer { values in
            for value in values {
                guard let last = tails.last, value <= last else {
                    tails.append(value)   // extends the longest run: rows that keep their order
                    continue
                }
                // First tail not less than `value`.
                var low = 0, high = tails.count - 1
                while low < high {
                    let mid = (low + high) >> 1
                    if tails[mid] < value { low = mid + 1 } else { high = mid }
                }
                tails[low] = value
            }
        }
        return tails.count
    }

    /// True when `values` holds every index `0 ..< values.count` once (debug builds check it).
    private static func isPermutation(_ values: [Int32]) -> Bool {
        var seen = [Bool](repeating: false, count: values.count)
        for value in values {
            guard value >= 0, Int(value) < values.count, !seen[Int(value)] else { return false }
            seen[Int(value)] = true
        }
        return true
    }
}
