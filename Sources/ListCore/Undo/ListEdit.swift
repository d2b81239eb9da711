/// One step of the undo history: what a user's edit changed, so it can be taken back and done
/// again from the list as it is then.
///
///     let edit = ListEdit.delete(DeletedRows(removing: selected, from: rows))
///     let after = edit.redone(on: rows)      // the rows without the selected ones
///     let back = edit.undone(on: after)      // the rows as they were
///
/// Live updates are not edits: they go on underneath, and undo and redo work from the current
/// rows, so undoing a delete puts the rows back beside their old neighbours and undoing a sort
/// restores the old order of the rows that are still there.
///
/// - Complexity: a delete is undone or redone in O(n); a reorder in O(n + k log k), k the rows
///   it names that are still in the list (they are put back in its order by a sort).
public enum ListEdit: Sendable, Equatable {
    /// Rows deleted (and selected again when the delete is undone).
    case delete(DeletedRows)
    /// The order changed (a sort): the order before and after, by identity, and the sort keys
    /// the list had before and after (`nil`: unsorted or the original order).
    case reorder(before: RowIDs, after: RowIDs, label: String,
                 sortBefore: SortDescriptor? = nil, sortAfter: SortDescriptor? = nil)

    /// A name for the edit: "Delete 3 rows", "Sort by Name".
    public var label: String {
        switch self {
        case .delete(let rows): rows.count == 1 ? "Delete 1 row" : "Delete \(rows.count) rows"
        case .reorder(_, _, let label, _, _): label
        }
    }

    /// The sort key the list has once the edit is taken back (`undone: true`) or made again;
    /// `nil` for a delete, which leaves the key as it is.
    public func sortKey(undone: Bool) -> SortDescriptor?? {
        guard case .reorder(_, _, _, let before, let after) = self else { return nil }
        return .some(undone ? before : after)
    }

    /// The rows with the edit taken back.
    /// - Complexity: O(n) for a delete, O(n + k log k) for a reorder (k rows it names).
    public func undone(on rows: [Row]) -> [Row] {
        switch self {
        case .delete(let deleted): deleted.restored(into: rows)
        case .reorder(let before, _, _, _, _): Self.reordered(rows, like: before)
        }
    }

    /// The rows with the edit made again.
    /// - Complexity: O(n) for a delete, O(n + k log k) for a reorder (k rows it names).
    public func redone(on rows: [Row]) -> [Row] {
        switch self {
        case .delete(let deleted): deleted.remaining(from: rows)
        case .reorder(_, let after, _, _, _): Self.reordered(rows, like: after)
        }
    }

    /// `rows` with the rows that `order` names put in that order, in the places those rows hold
    /// now; rows `order` does not name (added since) keep their places.
    ///
    ///     reordered([c a x b], like: [a b c])   // a b x c
    static func reordered(_ rows: [Row], like order: RowIDs) -> [Row] {
        var rank = [RowID: Int](minimumCapacity: order.count)
        for (index, id) in order.enumerated() { rank[id] = index }
        let known = rows.filter { rank[$0.id] != nil }.sorted { rank[$0.id]! < rank[$1.id]! }
        var next = known.startIndex
        return rows.map { row in
            guard rank[row.id] != nil else { return row }
            defer { next += 1 }
            return known[next]
        }
    }
}
