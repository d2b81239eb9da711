/// An explicit batch of insertions, deletions, moves and reloads, in the spirit of UIKit's
/// `performBatchUpdates`, validated as a whole before anything changes.
///
/// Index rules as in UIKit: deletions, reloads and move sources name rows of the OLD list;
/// insertions and move destinations are indices in the NEW list. Rows can also be named by
/// identity. Unlike UIKit, moving and reloading the same row is allowed and is what the plan
/// animates as one move plus one content crossfade at the new position.
///
///     var batch = BatchUpdate()
///     batch.delete(at: 0)
///     batch.insert([Row(id: "new", fields: ["New"])], at: [2])
///     batch.move("c", to: 0)
///     batch.reload(Row(id: "c", fields: ["C, changed"]))
///     let (rows, plan) = try batch.applied(to: rows)   // throws BatchUpdateError
///
/// `applied(to:)` is a pure function: on error nothing is returned and the caller's rows are
/// untouched.
///
/// - Complexity: recording an operation is O(1) amortized; `applied(to:)` is O(n + k log k)
///   for n rows and k operations.
package struct BatchUpdate: Equatable, Sendable {
    /// How an operation names an old row.
    ///
    /// - Complexity: a value; O(1).
    package enum Target: Hashable, Sendable, CustomStringConvertible {
        case index(Int)
        case identity(RowID)

        package var description: String {
            switch self {
            case .index(let index): "row \(index)"
            case .identity(let id): "row \"\(id)\""
            }
        }
    }

    /// One recorded operation.
    ///
    /// - Complexity: a value; O(1).
    package enum Operation: Equatable, Sendable {
        /// Insert `row` so that it ends up at new index `at`.
        case insert(Row, at: Int)
        /// Delete an old row.
        case delete(Target)
        /// Move an old row so that it ends up at new index `to`.
        case move(Target, to: Int)
        /// Replace an old row's content (same identity); its version is bumped.
        case reload(Target, with: Row)
    }

    /// The operations in the order they were recorded (validation reports the first problem in
    /// this order).
    package private(set) var operations: [Operation] = []
    /// The row count the caller expects afterwards; when set, `applied(to:)` checks it like
    /// UIKit's "invalid number of rows".
    package var expectedCount: Int?
    /// `insert(_:at:)` calls whose counts did not match, reported by `applied(to:)`.
    private(set) var insertCountMismatch: BatchUpdateError?

    package init(expectedCount: Int? = nil) {
        self.expectedCount = expectedCount
    }

    package var isEmpty: Bool { operations.isEmpty && insertCountMismatch == nil }

    // MARK: Recording

    /// Inserts `rows[k]` at new index `indices[k]`; the counts must match.
    package mutating func insert(_ rows: [Row], at indices: [Int]) {
        if rows.count != indices.count, insertCountMismatch == nil {
            insertCountMismatch = .mismatchedInsertCount(rows: rows.count, indices: indices.count)
        }
        for (row, index) in zip(rows, indices) { operations.append(.insert(row, at: index)) }
    }

    package mutating func insert(_ row: Row, at index: Int) {
        operations.append(.insert(row, at: index))
    }

    package mutating func delete(at indices: [Int]) {
        for index in indices { operations.append(.delete(.index(index))) }
    }

    package mutating func delete(at index: Int) {
        operations.append(.delete(.index(index)))
    }

    package mutating func delete(_ ids: [RowID]) {
        for id in ids { operations.append(.delete(.identity(id))) }
    }

    package mutating func delete(_ id: RowID) {
        operations.append(.delete(.identity(id)))
    }

    /// Moves old row `from` to new index `to`.
    package mutating func move(from: Int, to: Int) {
        operations.append(.move(.index(from), to: to))
    }

    /// Moves the row with identity `id` to new index `to`.
    package mutating func move(_ id: RowID, to: Int) {
        operations.append(.move(.identity(id), to: to))
    }

    /// Replaces old row `index`'s content with `row`, which must have the same identity.
    package mutating func reload(at index: Int, with row: Row) {
        operations.append(.reload(.index(index), with: row))
    }

    /// Replaces the content of the row with `row`'s identity.
    package mutating func reload(_ row: Row) {
        operations.append(.reload(.identity(row.id), with: row))
    }

    // MARK: Applying

    /// The rows after the batch and the plan that animates it.
    ///
    /// The whole batch is validated first (`BatchUpdateError` names the first problem, in the
    /// order the operations were recorded); on success, `plan` lists exactly the recorded
    /// operations: deletions, insertions, moves (by their destinations) and the reloads as
    /// updates at the rows' new indices. A reloaded row's version becomes
    /// `max(row.version, old version + 1)`, so planning old against new rows by versions sees
    /// the change too.
    ///
    /// - Complexity: O(n + k log k) for n rows and k operations.
    package func applied(to rows: [Row]) throws(BatchUpdateError) -> (rows: [Row], plan: ChangePlan) {
        let resolved = try validated(against: rows)
        let newCount = resolved.newCount
        var result = [Row?](repeating: nil, count: newCount)
        var origins = [ChangePlan.RowOrigin?](repeating: nil, count: newCount)
        for (newIndex, row) in resolved.insertions {
            result[newIndex] = row
            origins[newIndex] = .inserted
        }
        for (oldIndex, newIndex) in resolved.moves {
            result[newIndex] = resolved.content(ofOld: oldIndex, in: rows)
            origins[newIndex] = .init(
                oldIndex: oldIndex, isMoved: true, contentChanged: resolved.reloads[oldIndex] != nil)
        }
        // The rows that stay fill the other slots in their old order.
        let leaving = resolved.leavingOldIndices
        var leavingCursor = 0
        var next = 0
        for slot in 0..<newCount where result[slot] == nil {
            while leavingCursor < leaving.count && leaving[leavingCursor] == next {
                leavingCursor += 1
                next += 1
            }
            result[slot] = resolved.content(ofOld: next, in: rows)
            origins[slot] = .init(oldIndex: next, contentChanged: resolved.reloads[next] != nil)
            next += 1
        }
        let origin = origins.map { $0! }
        var updates: [ChangePlan.Update] = []
        var moves: [ChangePlan.Move] = []
        for (newIndex, entry) in origin.enumerated() {
            guard let oldIndex = entry.oldIndex else { continue }
            if entry.isMoved { moves.append(.init(id: rows[oldIndex].id, from: oldIndex, to: newIndex)) }
            if entry.contentChanged { updates.append(.init(id: rows[oldIndex].id, oldIndex: oldIndex, newIndex: newIndex)) }
        }
        let plan = ChangePlan(
            oldCount: rows.count, newCount: newCount,
            deletions: resolved.deletions.sorted().map { .init(id: rows[$0].id, oldIndex: $0) },
            insertions: resolved.insertions.keys.sorted().map { .init(id: resolved.insertions[$0]!.id, newIndex: $0) },
            moves: moves, updates: updates, origins: origin)
        return (result.map { $0! }, plan)
    }
}
