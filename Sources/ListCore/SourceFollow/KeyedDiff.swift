/// The rows a list shows after its source changed, merged by identity: a fresh snapshot of the
/// source (`merge`) or only what changed (`apply`, a `SourceDelta`). Rows whose content is the
/// same keep their `Row`; a changed row gets the next `version` (so the planner crossfades it);
/// removed rows go; new rows come in.
///
/// Where rows go:
/// - sorted (`shown` is in that sort's order, as a sorted list is): the rows that did not
///   change keep their order; changed and new rows (in the source's order) take their places in
///   the sort, after rows with an equal value;
/// - unsorted: every row keeps its place (a changed row changes in place); new rows follow.
///
///     let shown = [Row(id: "1", fields: ["a", "10"]), Row(id: "2", fields: ["b", "20"])]
///     let fresh = [Row(id: "2", fields: ["b", "30"]), Row(id: "3", fields: ["c", "5"])]
///     let diff = KeyedDiff.merge(shown: shown, snapshot: fresh,
///                                sort: SortDescriptor(column: 1, ascending: false), numeric: true)
///     diff.rows.map(\.id)     // ["2", "3"]  (2 changed to 30 and leads)
///     diff.summary            // inserted ["3"], deleted ["1"], changed ["2"]
///
/// `prepare` then plans the one animated batch (insertions, deletions, moves, crossfades) from
/// the positions the merge knows, without matching identities again.
///
/// - Complexity: `merge` O(n + m) expected; `apply` O(n + k log n) for k changed rows, with
///   identities looked up in the shown layout (no row's text is read but the changed ones').
package enum KeyedDiff {
    /// What changed, by identity: inserted and changed in source order, deleted in shown order.
    ///
    /// - Complexity: a value; O(changed rows) to copy.
    package struct Summary: Equatable, Sendable {
        package var inserted: [RowID] = []
        package var deleted: [RowID] = []
        package var changed: [RowID] = []

        package init(inserted: [RowID] = [], deleted: [RowID] = [], changed: [RowID] = []) {
            self.inserted = inserted
            self.deleted = deleted
            self.changed = changed
        }

        /// Nothing was inserted, deleted or changed: no batch to animate.
        package var isEmpty: Bool { inserted.isEmpty && deleted.isEmpty && changed.isEmpty }
    }

    /// The merged rows, what changed, and the shown index each new row came from (-1: new).
    ///
    /// - Complexity: a value; its arrays are copy-on-write, so passing it is O(1).
    package struct Result: Sendable {
        /// The rows in the list's order after the merge.
        package var rows: [Row]
        /// The identities inserted, deleted and changed.
        package var summary: Summary
        /// For each of `rows`, its index in the shown rows, or -1 for a new row.
        package var newToOld: [Int32]
    }

    /// Merges a full `snapshot` of the source into `shown`. Identities must be unique within
    /// each list. `numeric` compares the sort column as numbers; a new or changed row gets its
    /// height from `metrics` (the measured font) when given, as every row shown has.
    package static func merge(shown: [Row], snapshot: [Row], sort: SortDescriptor?, numeric: Bool,
                             metrics: RowMetrics? = nil) -> Result {
        var shownIndex = [RowID: Int](minimumCapacity: shown.count)
        for (index, row) in shown.enumerated() { shownIndex[row.id] = index }
        var present = [Bool](repeating: false, count: shown.count)
        for row in snapshot { if let index = shownIndex[row.id] { present[index] = true } }
        let deleted = shown.indices.filter { !present[$0] }.map { shown[$0].id }
        return place(shown: shown, index: { shownIndex[$0] }, upserted: snapshot, deleted: deleted,
                     sort: sort, numeric: numeric, metrics: metrics)
    }

    /// Applies only what changed (`delta`) to `shown`, whose layout is `layout` (identities are
    /// looked up there, no table of all identities is built).
    package static func apply(_ delta: SourceDelta, shown: [Row], layout: RowLayout, sort: SortDescriptor?,
                             numeric: Bool, metrics: RowMetrics? = nil) -> Result {
        place(shown: shown, index: { layout.index(of: $0) }, upserted: delta.upserted, deleted: delta.deleted,
              sort: sort, numeric: numeric, metrics: metrics)
    }

    /// The one batch from `shown` to `result.rows`, planned from the merge's positions;
    /// `layout` is the layout of `shown` (its identities and heights are reused).
    package static func prepare(_ result: Result, shown: [Row], layout: RowLayout) -> PreparedBatch {
        guard !result.summary.isEmpty else {
            return PreparedBatch.noChange(oldRows: shown, newRows: shown)
        }
        let plan = ChangePlanner.plan(old: shown, new: result.rows, newToOld: result.newToOld)
        return PreparedBatch(oldRows: shown, newRows: result.rows,
                             newLayout: layout.merged(newToOld: result.newToOld, rows: result.rows), plan: plan)
    }

    /// Both entry points: `upserted` rows new or maybe changed (source order), `deleted` ids.
    private static func place(shown: [Row], index: (RowID) -> Int?, upserted: [Row], deleted: [RowID],
                              sort: SortDescriptor?, numeric: Bool, metrics: RowMetrics?) -> Result {
        var summary = Summary()
        var removed = [Bool](repeating: false, count: shown.count)
        var deletedAt: [Int] = []
        for id in deleted { if let at = index(id), !removed[at] { removed[at] = true; deletedAt.append(at) } }
        summary.deleted = deletedAt.sorted().map { shown[$0].id }
        var changedInPlace: [Int: Row] = [:]
        var moving: [(row: Row, old: Int32)] = []
        for row in upserted {
            // Stored on its own: a row kept from the source's table would keep the whole table.
            var fresh = Row(id: row.id, fields: row.fields, detail: row.detail, height: row.height)
            guard let at = index(row.id) else {
                if let metrics { fresh.height = metrics.height(of: fresh) }
                summary.inserted.append(row.id)
                moving.append((fresh, -1))
                continue
            }
            let old = shown[at]
            guard old.fields != row.fields || old.detail != row.detail else { continue }
            fresh.version = old.version + 1
            fresh.height = metrics?.height(of: fresh) ?? row.height
            summary.changed.append(row.id)
            if sort == nil {
                changedInPlace[at] = fresh
            } else {
                removed[at] = true
                moving.append((fresh, Int32(at)))
            }
        }
        var rows: [Row] = []
        var newToOld: [Int32] = []
        rows.reserveCapacity(shown.count + moving.count)
        newToOld.reserveCapacity(shown.count + moving.count)
        guard let sort else {
            for at in shown.indices where !removed[at] {
                rows.append(changedInPlace[at] ?? shown[at])
                newToOld.append(Int32(at))
            }
            for (row, old) in moving {
                rows.append(row)
                newToOld.append(old)
            }
            return Result(rows: rows, summary: summary, newToOld: newToOld)
        }
        // The rows that stay, in their order (sorted already), then the moving ones stably
        // sorted, each going in after the rows of the base that do not sort after it.
        let base = shown.indices.filter { !removed[$0] }
        if moving.count > max(64, base.count / 16) {
            // Many rows move: one stable sort of them all is cheaper than a search for each.
            let all = base.map { shown[$0] } + moving.map(\.row)
            for k in RowSorter.order(of: all, by: sort, numeric: numeric) {
                rows.append(all[k])
                newToOld.append(k < base.count ? Int32(base[k]) : moving[k - base.count].old)
            }
            return Result(rows: rows, summary: summary, newToOld: newToOld)
        }
        let order = RowSorter.order(of: moving.map(\.row), by: sort, numeric: numeric)
        var next = 0
        for k in order {
            let row = moving[k].row
            // First base position whose row sorts strictly after `row` (upper bound).
            var low = next
            var high = base.count
            while low < high {
                let mid = (low + high) / 2
                if RowSorter.order(of: [shown[base[mid]], row], by: sort, numeric: numeric) == [1, 0] {
                    high = mid
                } else {
                    low = mid + 1
                }
            }
            while next < low {
                rows.append(shown[base[next]])
                newToOld.append(Int32(base[next]))
                next += 1
            }
            rows.append(row)
            newToOld.append(moving[k].old)
        }
        while next < base.count {
            rows.append(shown[base[next]])
            newToOld.append(Int32(base[next]))
            next += 1
        }
        return Result(rows: rows, summary: summary, newToOld: newToOld)
    }
}
