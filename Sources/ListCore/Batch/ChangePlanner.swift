/// Computes one `ChangePlan` from an old and a new list of identities with content versions.
///
/// - Rows only in the old list are deleted, rows only in the new list are inserted.
/// - Of the rows in both lists, the largest set that keeps its relative order stays (the longest
///   increasing subsequence of their old indices); every other row is one move. Moving one row to
///   the top is one move, and swapping two neighbours is one move.
/// - A row in both lists whose version changed is an update, whether it moved or not: a moved and
///   changed row is one move plus one update, never a deletion plus an insertion.
///
///     let old = ["a", "b", "c", "d"].map { RowStamp(id: RowID($0)) }
///     let new = [RowStamp(id: "d", version: 1), RowStamp(id: "a"), RowStamp(id: "c"),
///                RowStamp(id: "e")]
///     let plan = ChangePlanner.plan(from: old, to: new)
///     plan.deletions   // b (old 1)
///     plan.insertions  // e (new 3)
///     plan.moves       // d: 3 → 0
///     plan.updates     // d: 3 → 0
///
/// Identities must be unique within each list (a precondition, as for `RowLayout`).
///
/// Identities are matched in one pass over each list through an open-addressing table keyed by
/// a fast hash of the identity's UTF-8 bytes (ASCII identities; others fall back to
/// `Dictionary`); runs of rows that keep their neighbours are matched by direct comparison
/// without hashing. The plan is pure and `Sendable`, so long lists can be planned off the main
/// thread.
///
/// - Complexity: O(n + m) expected for matching plus O(k log k) for the longest increasing
///   subsequence of the k rows in both lists (O(k) when they keep their order).
package enum ChangePlanner {
    /// The plan from `old` to `new` rows, compared by identity and content version.
    ///
    /// - Complexity: O((n + m) + k log k); see the type's documentation.
    package static func plan(from old: [Row], to new: [Row]) -> ChangePlan {
        makePlan(from: old, to: new)
    }

    /// The plan from `old` to `new` stamps, compared by identity and content version.
    ///
    /// - Complexity: O((n + m) + k log k); see the type's documentation.
    package static func plan(from old: [RowStamp], to new: [RowStamp]) -> ChangePlan {
        makePlan(from: old, to: new)
    }

    /// The plan for any other `ChangeTrackable` elements. Across modules this generic entry point
    /// is not specialized, so prefer the `Row` and `RowStamp` overloads for long lists.
    ///
    /// - Complexity: O((n + m) + k log k); see the type's documentation.
    package static func plan<Element: ChangeTrackable>(from old: [Element], to new: [Element]) -> ChangePlan {
        makePlan(from: old, to: new)
    }

    static func makePlan<Element: ChangeTrackable>(from old: [Element], to new: [Element]) -> ChangePlan {
        precondition(old.count < Int(Int32.max) / 2 && new.count < Int(Int32.max) / 2, "list too long to plan")
        let match = IdentityMatch(old: old, new: new)
        let stays = staying(newToOld: match.newToOld)
        return assemble(old: old, new: new, match: match, stays: stays)
    }

    /// The plan between two lists of identities; no content changes.
    ///
    ///     ChangePlanner.plan(fromIDs: ["a", "b"], toIDs: ["b", "a"]).moves.count   // 1
    ///
    /// - Complexity: as `plan(from:to:)`.
    package static func plan(fromIDs old: [RowID], toIDs new: [RowID]) -> ChangePlan {
        plan(from: old.map { RowStamp(id: $0) }, to: new.map { RowStamp(id: $0) })
    }

    /// Builds the plan's arrays from matched indices and the staying rows.
    static func assemble<Element: ChangeTrackable>(
        old: [Element], new: [Element], match: IdentityMatch, stays: [Bool]
    ) -> ChangePlan {
        var deletions: [ChangePlan.Deletion] = []
        var insertions: [ChangePlan.Insertion] = []
        var moves: [ChangePlan.Move] = []
        var updates: [ChangePlan.Update] = []
        let origins = [ChangePlan.RowOrigin](unsafeUninitializedCapacity: new.count) { buffer, initialized in
            match.newToOld.withUnsafeBufferPointer { newToOld in
                for newIndex in 0..<new.count {
                    let oldIndex = Int(newToOld[newIndex])
                    guard oldIndex >= 0 else {
                        insertions.append(.init(id: new[newIndex].id, newIndex: newIndex))
                        (buffer.baseAddress! + newIndex).initialize(to: .inserted)
                        continue
                    }
                    let moved = !stays[newIndex]
                    let changed = old[oldIndex].version != new[newIndex].version
                    if moved { moves.append(.init(id: new[newIndex].id, from: oldIndex, to: newIndex)) }
                    if changed { updates.append(.init(id: new[newIndex].id, oldIndex: oldIndex, newIndex: newIndex)) }
                    (buffer.baseAddress! + newIndex).initialize(
                        to: .init(oldIndex: oldIndex, isMoved: moved, contentChanged: changed))
                }
            }
            initialized = new.count
        }
        if match.matched < old.count {
            deletions.reserveCapacity(old.count - match.matched)
            match.oldToNew.withUnsafeBufferPointer { oldToNew in
                for oldIndex in 0..<old.count where oldToNew[oldIndex] < 0 {
                    deletions.append(.init(id: old[oldIndex].id, oldIndex: oldIndex))
                }
            }
        }
        return ChangePlan(
            oldCount: old.count, newCount: new.count, deletions: deletions, insertions: insertions,
            moves: moves, updates: updates, origins: origins)
    }
}
