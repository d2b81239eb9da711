/// One batch of changes that turns an old list into a new one: deletions, insertions, moves and
/// content updates, each row in at most one of deletions, insertions and moves.
///
/// Indices follow UIKit's batch-update rules: deletions and move sources are old indices,
/// insertions and move destinations are new indices. Rows that are neither deleted, inserted nor
/// moved keep their relative order; they only shift. A row whose content changed is in `updates`
/// whether or not it also moved: a moved and changed row gets exactly one move and one update
/// (slide to its new slot, crossfade its content there), never a deletion plus an insertion.
///
/// `origins` is what a layout animation reads: for every new index, where the row came from.
///
///     let plan = ChangePlanner.plan(from: ["a", "b", "c"].map { RowStamp(id: $0) },
///                                   to: [RowStamp(id: "c", version: 1), RowStamp(id: "a")])
///     plan.deletions   // [b at 1]
///     plan.moves       // [c 2 → 0]
///     plan.updates     // [c 2 → 0]
///     plan.origins[0]  // RowOrigin(oldIndex: 2, isMoved: true, contentChanged: true)
///
/// - Complexity: the plan stores O(old + new) values; `isEmpty` is O(1).
package struct ChangePlan: Equatable, Sendable {
    /// A row that leaves the list.
    ///
    /// - Complexity: a value; O(1).
    package struct Deletion: Hashable, Sendable {
        package var id: RowID
        package var oldIndex: Int

        package init(id: RowID, oldIndex: Int) {
            self.id = id
            self.oldIndex = oldIndex
        }
    }

    /// A row that enters the list.
    ///
    /// - Complexity: a value; O(1).
    package struct Insertion: Hashable, Sendable {
        package var id: RowID
        package var newIndex: Int

        package init(id: RowID, newIndex: Int) {
            self.id = id
            self.newIndex = newIndex
        }
    }

    /// A row that changes its place relative to the rows that stay.
    ///
    /// - Complexity: a value; O(1).
    package struct Move: Hashable, Sendable {
        package var id: RowID
        /// Old index.
        package var from: Int
        /// New index.
        package var to: Int

        package init(id: RowID, from: Int, to: Int) {
            self.id = id
            self.from = from
            self.to = to
        }
    }

    /// A row that is in both lists and whose content changed: crossfade it at `newIndex`.
    ///
    /// - Complexity: a value; O(1).
    package struct Update: Hashable, Sendable {
        package var id: RowID
        package var oldIndex: Int
        package var newIndex: Int

        package init(id: RowID, oldIndex: Int, newIndex: Int) {
            self.id = id
            self.oldIndex = oldIndex
            self.newIndex = newIndex
        }
    }

    /// Where the row at one new index came from.
    ///
    /// - Complexity: a value; O(1).
    package struct RowOrigin: Hashable, Sendable {
        /// The row's old index; `nil` when it was inserted.
        package var oldIndex: Int?
        /// True when the row is one of the plan's moves.
        package var isMoved: Bool
        /// True when the row's content changed (it is one of the plan's updates).
        package var contentChanged: Bool

        package init(oldIndex: Int?, isMoved: Bool = false, contentChanged: Bool = false) {
            self.oldIndex = oldIndex
            self.isMoved = isMoved
            self.contentChanged = contentChanged
        }

        /// The origin of an inserted row.
        package static let inserted = RowOrigin(oldIndex: nil)
    }

    /// Number of rows before the change.
    package var oldCount: Int
    /// Number of rows after the change: `oldCount - deletions.count + insertions.count`.
    package var newCount: Int
    /// Ascending by `oldIndex`.
    package var deletions: [Deletion]
    /// Ascending by `newIndex`.
    package var insertions: [Insertion]
    /// Ascending by destination (`to`).
    package var moves: [Move]
    /// Ascending by `newIndex`.
    package var updates: [Update]
    /// One entry per new index (`origins.count == newCount`); empty for a plan that keeps every
    /// row in its place (`inPlace(count:)`).
    package var origins: [RowOrigin]

    /// How many rows move: `moves.count`, or, for a reorder planned by count only
    /// (`ChangePlanner.reorder(permutation:)`, a sort), the rows that leave their relative order.
    package var movedCount: Int

    package init(
        oldCount: Int, newCount: Int, deletions: [Deletion] = [], insertions: [Insertion] = [],
        moves: [Move] = [], updates: [Update] = [], origins: [RowOrigin], movedCount: Int? = nil
    ) {
        self.movedCount = movedCount ?? moves.count
        self.oldCount = oldCount
        self.newCount = newCount
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.updates = updates
        self.origins = origins
    }

    /// The plan for a list that does not change: every row stays where it is.
    /// - Complexity: O(n).
    package static func unchanged(count: Int) -> ChangePlan {
        ChangePlan(
            oldCount: count, newCount: count,
            origins: (0..<count).map { RowOrigin(oldIndex: $0) })
    }

    /// Every row stays in its place and only its height changes (a font change): nothing is
    /// stored per row.
    ///
    ///     ChangePlan.inPlace(count: 1_000_000).origins.isEmpty   // true
    ///
    /// - Complexity: O(1).
    package static func inPlace(count: Int) -> ChangePlan {
        ChangePlan(oldCount: count, newCount: count, origins: [])
    }

    /// True when the row at `newIndex` moves: `origins` says so; without origins, none moves in
    /// a plan that keeps every row in place and every one counts as moved in a reorder planned
    /// by count only.
    /// - Complexity: O(1).
    package func isMoved(at newIndex: Int) -> Bool {
        origins.isEmpty ? movedCount > 0 : origins[newIndex].isMoved
    }

    /// True when nothing is deleted, inserted, moved or updated.
    package var isEmpty: Bool {
        deletions.isEmpty && insertions.isEmpty && movedCount == 0 && updates.isEmpty
    }
}
