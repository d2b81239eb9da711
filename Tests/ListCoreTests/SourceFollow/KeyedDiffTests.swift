import Testing
@testable import ListCore

/// A source's fresh snapshot merged into the rows shown by identity: exact batches for hand-made
/// cases, and seeded random snapshots against a plain reference.
@Suite struct KeyedDiffTests {
    static func row(_ id: String, _ title: String, _ time: Int, version: Int = 0) -> Row {
        Row(id: RowID(id), fields: [title, String(time)], detail: title, height: 56, version: version)
    }

    static let byTimeDescending = SortDescriptor(column: 1, ascending: false)

    @Test func anUpdatedRowMovesToTheTopAndChangesInOneBatch() {
        // Shown by time, most recent first; another program makes "c" the most recent.
        let shown = [Self.row("a", "A", 30), Self.row("b", "B", 20), Self.row("c", "C", 10)]
        let snapshot = [Self.row("a", "A", 30), Self.row("b", "B", 20), Self.row("c", "C edited", 40)]
        let diff = KeyedDiff.merge(shown: shown, snapshot: snapshot, sort: Self.byTimeDescending, numeric: true)
        #expect(diff.rows.map(\.id) == ["c", "a", "b"])
        #expect(diff.summary == .init(changed: ["c"]))
        #expect(diff.rows[0].version == 1 && diff.rows[0].fields == ["C edited", "40"])
        let plan = BatchAnimator.prepare(old: shown, new: diff.rows).plan
        #expect(plan.moves == [.init(id: "c", from: 2, to: 0)])
        #expect(plan.updates == [.init(id: "c", oldIndex: 2, newIndex: 0)])
        #expect(plan.insertions.isEmpty && plan.deletions.isEmpty)
    }

    @Test func insertsDeletesMovesAndChangesTogether() {
        let shown = [Self.row("a", "A", 50), Self.row("b", "B", 40), Self.row("c", "C", 30), Self.row("d", "D", 20)]
        // b deleted, e inserted (between a and c by time), d changed and now first, a unchanged.
        let snapshot = [Self.row("a", "A", 50), Self.row("c", "C", 30), Self.row("d", "D", 60), Self.row("e", "E", 35)]
        let diff = KeyedDiff.merge(shown: shown, snapshot: snapshot, sort: Self.byTimeDescending, numeric: true)
        #expect(diff.rows.map(\.id) == ["d", "a", "e", "c"])
        #expect(diff.summary == .init(inserted: ["e"], deleted: ["b"], changed: ["d"]))
        let plan = BatchAnimator.prepare(old: shown, new: diff.rows).plan
        #expect(plan.deletions == [.init(id: "b", oldIndex: 1)])
        #expect(plan.insertions == [.init(id: "e", newIndex: 2)])
        #expect(plan.moves == [.init(id: "d", from: 3, to: 0)])
        #expect(plan.updates == [.init(id: "d", oldIndex: 3, newIndex: 0)])
    }

    @Test func unchangedRowsKeepTheirRowAndNothingIsPlanned() {
        let shown = [Self.row("a", "A", 1, version: 4), Self.row("b", "B", 2)]
        let diff = KeyedDiff.merge(shown: shown, snapshot: [Self.row("a", "A", 1), Self.row("b", "B", 2)],
                                   sort: nil, numeric: false)
        #expect(diff.summary.isEmpty)
        #expect(diff.rows == shown, "the shown rows (version 4 kept), not the snapshot's")
        #expect(BatchAnimator.prepare(old: shown, new: diff.rows).isNoChange)
    }

    @Test func unsortedRowsKeepTheirPlacesAndNewOnesFollow() {
        let shown = [Self.row("a", "A", 1), Self.row("b", "B", 1), Self.row("c", "C", 1)]
        let snapshot = [Self.row("c", "C", 1), Self.row("n", "N", 1), Self.row("a", "A", 1), Self.row("b", "B2", 1)]
        let unsorted = KeyedDiff.merge(shown: shown, snapshot: snapshot, sort: nil, numeric: false)
        #expect(unsorted.rows.map(\.id) == ["a", "b", "c", "n"])
        #expect(unsorted.rows[1].fields == ["B2", "1"], "changed in place")
        // Sorted by a column where all are equal: unchanged rows keep their order, the changed
        // and new ones follow them in the source's order.
        #expect(KeyedDiff.merge(shown: shown, snapshot: snapshot, sort: Self.byTimeDescending, numeric: true)
                .rows.map(\.id) == ["a", "c", "n", "b"])
    }

    @Test func newAndChangedRowsTakeTheMeasuredHeight() {
        let metrics = RowMetrics(padding: 9, titleLine: 21, subtitleLine: 17, descriptionLine: 15)
        let shown = [Self.row("a", "A", 1)]
        let diff = KeyedDiff.merge(shown: shown, snapshot: [Self.row("a", "A2", 1), Self.row("b", "B", 2)],
                                   sort: nil, numeric: false, metrics: metrics)
        #expect(diff.rows.map(\.height) == diff.rows.map { metrics.height(of: $0) })
        #expect(diff.rows[0].height != 56)
    }

    /// The reference: the same contract written plainly, with linear searches and a stable
    /// insertion sort — too slow for long lists, easy to check by eye.
    static func reference(shown: [Row], snapshot: [Row], sort: SortDescriptor?) -> (ids: [RowID], summary: KeyedDiff.Summary) {
        var summary = KeyedDiff.Summary()
        var moving: [Row] = []   // changed and new rows, in snapshot order
        for row in snapshot {
            if let old = shown.first(where: { $0.id == row.id }) {
                if old.fields != row.fields || old.detail != row.detail {
                    summary.changed.append(row.id)
                    moving.append(row)
                }
            } else {
                summary.inserted.append(row.id)
                moving.append(row)
            }
        }
        summary.deleted = shown.filter { old in !snapshot.contains { $0.id == old.id } }.map(\.id)
        let survivors = shown.filter { old in snapshot.contains { $0.id == old.id } }
        guard let sort else {
            return (survivors.map(\.id) + moving.filter { new in !shown.contains { $0.id == new.id } }.map(\.id), summary)
        }
        let base = survivors.filter { old in !moving.contains { $0.id == old.id } } + moving
        func value(_ row: Row) -> Double { Double(row.fields[sort.column])! }
        var sorted: [Row] = []
        for row in base {   // stable: after every row that does not come later
            var index = sorted.count
            while index > 0, sort.ascending ? value(sorted[index - 1]) > value(row) : value(sorted[index - 1]) < value(row) {
                index -= 1
            }
            sorted.insert(row, at: index)
        }
        return (sorted.map(\.id), summary)
    }

    @Test func seededRandomSnapshotsMatchTheReference() {
        for seed in TestSeed.seeds(300) {
            var random = SplitMix64(seed: seed)
            func pick(_ n: Int) -> Int { random.next(below: n) }
            let ids = (0..<pick(seed % 10 == 0 ? 300 : 25)).map { "k\($0)" }   // long ones: many rows move
            let shownIDs = ids.filter { _ in pick(3) > 0 }
            let sort: SortDescriptor? = [nil, SortDescriptor(column: 1), Self.byTimeDescending][pick(3)]
            // A sorted list shows its rows in that order (the merge relies on it).
            let unsortedShown = shownIDs.map { Self.row($0, "T\(pick(3))", pick(8), version: pick(2)) }
            let shown = sort.map { RowSorter.sorted(unsortedShown, by: $0, numeric: true) } ?? unsortedShown
            var snapshot = ids.filter { _ in pick(3) > 0 }.map { Self.row($0, "T\(pick(3))", pick(8)) }
            for i in snapshot.indices.reversed() where pick(4) == 0 { snapshot.swapAt(i, pick(i + 1)) }
            let diff = KeyedDiff.merge(shown: shown, snapshot: snapshot, sort: sort, numeric: true)
            let expected = Self.reference(shown: shown, snapshot: snapshot, sort: sort)
            #expect(diff.rows.map(\.id) == expected.ids, "\(TestSeed.label(seed))")
            #expect(diff.summary == expected.summary, "\(TestSeed.label(seed))")
            // Every row shows the snapshot's content; a changed row has a newer version.
            for row in diff.rows {
                let fresh = snapshot.first { $0.id == row.id }!
                #expect(row.fields == fresh.fields, "\(TestSeed.label(seed))")
                if let old = shown.first(where: { $0.id == row.id }) {
                    #expect(row.version == old.version + (expected.summary.changed.contains(row.id) ? 1 : 0))
                }
            }
            // Only what changed (plus some unchanged rows), applied through the shown layout: the
            // same rows; its batch is the one the identity planner makes, with the same layout.
            var random2 = SplitMix64(seed: seed &+ 77)
            let changedOrNew = snapshot.filter { row in
                shown.first { $0.id == row.id }.map { $0.fields != row.fields } ?? true || random2.next(below: 4) == 0
            }
            let delta = SourceDelta(upserted: changedOrNew, deleted: expected.summary.deleted + ["not-there"])
            let layout = RowLayout(rows: shown)
            let applied = KeyedDiff.apply(delta, shown: shown, layout: layout, sort: sort, numeric: true)
            #expect(applied.rows == diff.rows, "\(TestSeed.label(seed))")
            #expect(applied.summary == expected.summary, "\(TestSeed.label(seed))")
            let prepared = KeyedDiff.prepare(applied, shown: shown, layout: layout)
            let reference = BatchAnimator.prepare(old: shown, new: diff.rows)
            #expect(prepared.plan == reference.plan, "\(TestSeed.label(seed))")
            #expect(prepared.isNoChange == reference.isNoChange, "\(TestSeed.label(seed))")
            if !prepared.isNoChange {
                #expect(prepared.newLayout.ids == diff.rows.map(\.id) && prepared.newLayout.heights == diff.rows.map(\.height))
                for (index, row) in diff.rows.enumerated() {
                    #expect(prepared.newLayout.index(of: row.id) == index, "\(TestSeed.label(seed))")
                }
                for id in expected.summary.deleted { #expect(!prepared.newLayout.contains(id), "\(TestSeed.label(seed))") }
            }
            // The batch's plan says the same: its insertions, deletions and updates are these.
            let plan = reference.plan
            #expect(Set(plan.insertions.map(\.id)) == Set(expected.summary.inserted), "\(TestSeed.label(seed))")
            #expect(Set(plan.deletions.map(\.id)) == Set(expected.summary.deleted), "\(TestSeed.label(seed))")
            #expect(Set(plan.updates.map(\.id)) == Set(expected.summary.changed), "\(TestSeed.label(seed))")
            #expect(plan.apply(to: shown.map(\.id)) == diff.rows.map(\.id), "\(TestSeed.label(seed))")
        }
    }

    /// Merge after merge, the layout's identity table (removed identities left as tombstones,
    /// new ones added, a rebuild when it fills up) finds every row where `RowLayout(rows:)` does.
    @Test func aLayoutMergedManyTimesFindsEveryRow() {
        var random = SplitMix64(seed: TestSeed.base &+ 5)
        var rows = (0..<40).map { Self.row("r\($0)", "R", $0) }
        var layout = RowLayout(rows: rows)
        var next = 40
        for round in 0..<200 {
            var newToOld: [Int32] = []
            var newRows: [Row] = []
            for (index, row) in rows.enumerated() where random.next(below: 5) > 0 {
                newRows.append(row)
                newToOld.append(Int32(index))
            }
            for _ in 0..<random.next(below: 12) {
                let at = random.next(below: newRows.count + 1)
                newRows.insert(Self.row("r\(next)", "R", next), at: at)
                newToOld.insert(-1, at: at)
                next += 1
            }
            let kept = Set(newRows.map(\.id))
            let removed = rows.map(\.id).filter { !kept.contains($0) }
            layout = layout.merged(newToOld: newToOld, rows: newRows)
            rows = newRows
            #expect(layout.ids == rows.map(\.id), "round \(round)")
            for (index, row) in rows.enumerated() { #expect(layout.index(of: row.id) == index, "round \(round)") }
            #expect(removed.allSatisfy { !layout.contains($0) } && !layout.contains("r-none"), "round \(round)")
        }
    }
}
