/// Rows a delete removed, with what is needed to put them back where they were: each row, its
/// index before the delete, and the row it followed that the delete kept (its anchor).
///
///     let deleted = DeletedRows(removing: ["b", "d"], from: rows)   // rows a b c d e
///     deleted.remaining(from: rows).map(\.id)                     // a c e
///     deleted.restored(into: remaining).map(\.id)                  // a b c d e
///
/// Restoring goes by anchor, so the rows come back beside the same neighbours even when other
/// rows moved meanwhile; a row whose anchor is gone goes back to its old index (clamped), and a
/// row that is already in the list again is not added twice.
///
/// - Complexity: building and restoring are O(n).
public struct DeletedRows: Sendable, Equatable {
    /// One deleted row and the index it had in the list before the delete.
    ///
    /// - Complexity: a value; O(1).
    package struct Entry: Sendable, Equatable {
        package var row: Row
        /// Index in the list before the delete.
        package var index: Int
        /// The nearest row before it that the delete kept; `nil` at the top.
        package var anchor: RowID?
    }

    /// In the order they stood in the list.
    package let entries: [Entry]

    /// Records the rows of `rows` whose ids are in `ids`.
    package init(removing ids: Set<RowID>, from rows: [Row]) {
        var entries: [Entry] = []
        var anchor: RowID?
        for (index, row) in rows.enumerated() {
            if ids.contains(row.id) {
                entries.append(Entry(row: row, index: index, anchor: anchor))
            } else {
                anchor = row.id
            }
        }
        self.entries = entries
    }

    package var ids: [RowID] { entries.map(\.row.id) }
    /// How many rows were deleted.
    public var count: Int { entries.count }

    /// `rows` without the recorded rows.
    package func remaining(from rows: [Row]) -> [Row] {
        let removed = Set(ids)
        return rows.filter { !removed.contains($0.id) }
    }

    /// `rows` with the recorded rows put back.
    package func restored(into rows: [Row]) -> [Row] {
        var present = Set<RowID>(minimumCapacity: rows.count)
        for row in rows { present.insert(row.id) }
        var atTop: [Row] = []
        var after: [RowID: [Row]] = [:]
        var orphans: [Entry] = []
        for entry in entries where !present.contains(entry.row.id) {
            guard let anchor = entry.anchor else { atTop.append(entry.row); continue }
            if present.contains(anchor) {
                after[anchor, default: []].append(entry.row)
            } else {
                orphans.append(entry)
            }
        }
        var result = atTop
        result.reserveCapacity(rows.count + entries.count)
        for row in rows {
            result.append(row)
            if let following = after[row.id] { result.append(contentsOf: following) }
        }
        for orphan in orphans {
            result.insert(orphan.row, at: min(orphan.index, result.count))
        }
        return result
    }
}
