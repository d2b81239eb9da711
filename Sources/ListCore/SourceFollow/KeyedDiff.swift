/// The rows a list shows after its source changed: a fresh snapshot of the source (a database
/// table re-read) merged into the rows shown, by identity. Rows the snapshot still has keep
/// their `Row` when their content is the same, and get the next `version` when it changed (so
/// the planner crossfades them); rows it lacks are gone; rows it adds come in. The order is the
/// list's sort (stable: equal rows keep their places, new ones follow them), or the snapshot's
/// own order when the list is not sorted.
///
///     let shown = [Row(id: "1", fields: ["a", "10"]), Row(id: "2", fields: ["b", "20"])]
///     let fresh = [Row(id: "2", fields: ["b", "30"]), Row(id: "3", fields: ["c", "5"])]
///     let diff = KeyedDiff.merge(shown: shown, snapshot: fresh,
///                                sort: SortDescriptor(column: 1, ascending: false), numeric: true)
///     diff.rows.map(\.id)     // ["2", "3"]  (2 changed to 30 and leads)
///     diff.summary            // inserted ["3"], deleted ["1"], changed ["2"]
///
/// `BatchAnimator.prepare(old: shown, new: diff.rows)` then plans the one animated batch:
/// insertions, deletions, moves and content crossfades.
///
/// - Complexity: O(n + m) expected to match identities and compare fields, plus the sort's
///   O(m log m) when sorted.
public enum KeyedDiff {
    /// What changed, by identity: in snapshot order (inserted, changed) and shown order (deleted).
    public struct Summary: Equatable, Sendable {
        public var inserted: [RowID] = []
        public var deleted: [RowID] = []
        public var changed: [RowID] = []

        public init(inserted: [RowID] = [], deleted: [RowID] = [], changed: [RowID] = []) {
            self.inserted = inserted
            self.deleted = deleted
            self.changed = changed
        }

        public var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && changed.isEmpty }
    }

    /// Merges `snapshot` into `shown` (see the type's documentation). Identities must be unique
    /// within each list. `numeric` compares the sort column as numbers. Content is the fields
    /// and the detail; a new or changed row gets its height from `metrics` (the measured font)
    /// when given, as every row shown has.
    public static func merge(shown: [Row], snapshot: [Row], sort: SortDescriptor?, numeric: Bool,
                             metrics: RowMetrics? = nil) -> (rows: [Row], summary: Summary) {
        var shownIndex = [RowID: Int](minimumCapacity: shown.count)
        for (index, row) in shown.enumerated() { shownIndex[row.id] = index }
        var summary = Summary()
        // The snapshot's rows, the shown ones replaced by their kept or changed `Row`.
        var fresh: [Row] = []
        fresh.reserveCapacity(snapshot.count)
        var kept = [Bool](repeating: false, count: shown.count)
        var isNew = [Bool](repeating: false, count: snapshot.count)
        for (position, row) in snapshot.enumerated() {
            guard let index = shownIndex[row.id] else {
                summary.inserted.append(row.id)
                isNew[position] = true
                var row = row
                if let metrics { row.height = metrics.height(of: row) }
                fresh.append(row)
                continue
            }
            kept[index] = true
            let old = shown[index]
            if old.fields == row.fields && old.detail == row.detail {
                fresh.append(old)
            } else {
                summary.changed.append(row.id)
                var changed = Row(id: row.id, fields: row.fields, detail: row.detail, height: row.height,
                                  version: old.version + 1)
                if let metrics { changed.height = metrics.height(of: changed) }
                fresh.append(changed)
            }
        }
        for index in shown.indices where !kept[index] { summary.deleted.append(shown[index].id) }
        guard let sort else { return (fresh, summary) }
        // Sorted: the rows that stay in their shown order, then the new ones, sorted stably.
        var freshIndex = [RowID: Int](minimumCapacity: fresh.count)
        for (position, row) in fresh.enumerated() where !isNew[position] { freshIndex[row.id] = position }
        var base: [Row] = []
        base.reserveCapacity(fresh.count)
        for row in shown { if let position = freshIndex[row.id] { base.append(fresh[position]) } }
        for (position, row) in fresh.enumerated() where isNew[position] { base.append(row) }
        return (RowSorter.sorted(base, by: sort, numeric: numeric), summary)
    }
}
