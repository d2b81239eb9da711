/// Why a `BatchUpdate` cannot be applied. The list is never changed when one is thrown.
///
/// Indices are old indices for deletions, reloads and move sources and new indices for
/// insertions and move destinations, as in UIKit's `performBatchUpdates`.
///
///     var batch = BatchUpdate()
///     batch.delete(at: 1)
///     batch.move(from: 1, to: 0)
///     do { _ = try batch.applied(to: rows) } catch {
///         error.description   // "row 1 is both deleted and moved; a deleted row cannot move"
///     }
///
/// - Complexity: `description` is O(1) apart from formatting identities.
package enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of operation an error is about.
    ///
    /// - Complexity: a value; O(1).
    package enum Operation: String, Hashable, Sendable, CustomStringConvertible {
        case insert
        case delete
        case moveFrom = "move from"
        case moveTo = "move to"
        case reload

        package var description: String { rawValue }

        /// `"an insertion"`, `"a move"`, …, for messages.
        package var phrase: String {
            switch self {
            case .insert: "an insertion"
            case .delete: "a deletion"
            case .moveFrom, .moveTo: "a move"
            case .reload: "a reload"
            }
        }

        /// True for operations whose index is an old index.
        package var usesOldIndex: Bool { self == .delete || self == .moveFrom || self == .reload }
    }

    /// An index outside the list: `count` is the old row count for deletions, reloads and move
    /// sources, and the new row count for insertions and move destinations.
    case indexOutOfRange(operation: Operation, index: Int, count: Int)
    /// The same operation twice on one index: two deletions of one row, two insertions at one
    /// new index, one row moved twice or reloaded twice, two rows moved to one index.
    case duplicateIndex(operation: Operation, index: Int)
    /// A row (old index) is deleted and also moved.
    case moveOfDeletedRow(index: Int)
    /// A row (old index) is deleted and also reloaded.
    case reloadOfDeletedRow(index: Int)
    /// Two operations claim one new index (an insertion and a move destination).
    case conflictingOperations(index: Int, first: Operation, second: Operation)
    /// An inserted row's identity is already in the list (and not deleted), or two inserted
    /// rows share it.
    case duplicateIdentity(RowID)
    /// An operation names an identity that is not in the list.
    case unknownIdentity(operation: Operation, id: RowID)
    /// A reload gives a row (old index) content with a different identity.
    case reloadChangesIdentity(index: Int, old: RowID, new: RowID)
    /// `insert(_:at:)` got a different number of rows and indices.
    case mismatchedInsertCount(rows: Int, indices: Int)
    /// The number of rows after the update is not the expected one (UIKit's "invalid number of
    /// rows"): `before - deleted + inserted` must equal `expected`.
    case invalidRowCount(expected: Int, before: Int, inserted: Int, deleted: Int)

    package var description: String {
        switch self {
        case let .indexOutOfRange(operation, index, count):
            let list = operation.usesOldIndex ? "before" : "after"
            return "\(operation) index \(index) is out of range: the list has \(count) rows \(list) the update"
        case let .duplicateIndex(operation, index):
            switch operation {
            case .insert: return "two rows are inserted at new index \(index)"
            case .delete: return "row \(index) is deleted twice"
            case .moveFrom: return "row \(index) is moved twice"
            case .moveTo: return "two rows are moved to new index \(index)"
            case .reload: return "row \(index) is reloaded twice"
            }
        case let .moveOfDeletedRow(index):
            return "row \(index) is both deleted and moved; a deleted row cannot move"
        case let .reloadOfDeletedRow(index):
            return "row \(index) is both deleted and reloaded; a deleted row cannot be reloaded"
        case let .conflictingOperations(index, first, second):
            return "new index \(index) is claimed by both \(first.phrase) and \(second.phrase)"
        case let .duplicateIdentity(id):
            return "inserted row \"\(id)\" has an identity that is already in the list (move or reload it instead)"
        case let .unknownIdentity(operation, id):
            return "\(operation) names row \"\(id)\", which is not in the list"
        case let .reloadChangesIdentity(index, old, new):
            return "reload of row \(index) (\"\(old)\") gives content with another identity (\"\(new)\")"
        case let .mismatchedInsertCount(rows, indices):
            return "insert got \(rows) rows for \(indices) indices"
        case let .invalidRowCount(expected, before, inserted, deleted):
            return "invalid number of rows: expected \(expected) after the update, but \(before) rows "
                + "before, \(inserted) inserted and \(deleted) deleted make \(before + inserted - deleted)"
        }
    }
}
