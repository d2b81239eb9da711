import Testing
@testable import ListCore
import ListData

/// Search in the scene: the rows shown are exactly a reference filter of the full list, the
/// filter is one batch of deletes and inserts (rows that stay never move), ending restores the
/// full list with what happened meanwhile, selection is kept by identity.
@Suite struct SceneSearchTests {
    static let words = ["paris", "Pará", "lima", "PARMA", "oslo", "São Paulo", "ulm", "porto", "Zürich"]

    func scene(_ count: Int, _ random: inout SplitMix64) -> ListScene {
        let schema = ColumnSchema(columns: [.init(name: "name", kind: .text), .init(name: "group", kind: .text),
                                            .init(name: "value", kind: .number)])
        let rows = (0..<count).map { n in
            Row(id: RowID("r\(n)"), fields: [Self.words[random.next(below: Self.words.count)],
                                             Self.words[random.next(below: Self.words.count)], "\(random.next(below: 1000) * 1000 + n)"],   // unique: no ties
                height: 44)
        }
        let scene = ListScene(rows: rows, schema: schema, configuration: .demo)
        scene.list.setViewportHeight(600)
        scene.advance(to: 0)
        return scene
    }

    /// The reference: fold by hand (lowercase, the few accents these words have) and filter.
    func reference(_ rows: [Row], _ query: String) -> [RowID] {
        func fold(_ s: String) -> String {
            String(s.lowercased().map { ["á": "a", "ã": "a", "ü": "u"][$0] ?? $0 })
        }
        let needle = fold(query).trimmingCharacters(in: .whitespaces)
        return rows.filter { row in needle.isEmpty || row.fields.prefix(2).contains { fold($0).contains(needle) } }.map(\.id)
    }

    func batches(_ scene: ListScene) -> () -> [[String: Double]] {
        var log: [[String: Double]] = []
        scene.list.onEvent = { name, fields in
            guard name == "batch" else { return }
            var entry: [String: Double] = [:]
            for (key, value) in fields { if case .number(let n) = value { entry[key] = n } }
            log.append(entry)
        }
        return { log }
    }

    @Test(arguments: 0..<40)
    func filteringShowsTheReferenceRowsAsDeletesAndInsertsOnly(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let scene = scene(80 + random.next(below: 60), &random)
        let all = scene.list.rows
        let log = batches(scene)
        let queries = ["p", "pa", "par", "PARA", "pá", "", "ulm", " sao ", "zur", "o", "xyz", "pa"]
        var time = 0.0
        var before = scene.list.layout.ids
        for _ in 0..<8 {
            let query = queries[random.next(below: queries.count)]
            time += 0.05 + Double(random.next(below: 40)) / 100   // sometimes mid-animation
            scene.search(text: query, at: time)
            scene.advance(to: time)
            let shown = scene.list.layout.ids
            #expect(shown == reference(all, query), "seed \(seed) query '\(query)'")
            if shown != before, let batch = log().last {
                #expect(batch["moved"] == 0, "rows that stay must not move (seed \(seed))")
                #expect(Int(batch["deleted"]!) == Set(before).subtracting(shown).count)
                #expect(Int(batch["inserted"]!) == Set(shown).subtracting(before).count)
            }
            let frame = scene.frame(listWidth: 400, pageWidth: 400, hasFocus: true)
            #expect(frame.header.search?.total == (scene.search == nil ? nil : all.count))
            #expect(frame.header.rowCount == shown.count)
            before = shown
        }
        scene.endSearch(at: time + 1)
        #expect(scene.list.rows == all)
        #expect(scene.search == nil)
    }

    @Test func selectionHiddenByTheFilterComesBackSelected() {
        var random = SplitMix64(seed: 7)
        let scene = scene(60, &random)
        scene.setEditing(true, at: 0)
        let hidden = scene.list.rows.first { !$0.fields[0].lowercased().contains("ulm") && !$0.fields[1].lowercased().contains("ulm") }!.id
        let kept = scene.list.rows.first { $0.fields[0] == "ulm" }!.id
        scene.list.setSelection([hidden, kept])
        scene.search(text: "ulm", at: 1)
        #expect(scene.list.selection == [kept])
        scene.search(text: "", at: 2)
        #expect(scene.list.selection == [hidden, kept])
        scene.search(text: "ul", at: 3)
        scene.endSearch(at: 4)
        #expect(scene.list.selection == [hidden, kept])
    }

    @Test func deletesAndSortsWhileFilteredCarryOverToTheFullList() {
        var random = SplitMix64(seed: 3)
        let scene = scene(90, &random)
        let all = scene.list.rows
        scene.setEditing(true, at: 0)
        scene.search(text: "par", at: 1)
        let doomed = Array(scene.list.layout.ids.prefix(2))
        scene.list.setSelection(Set(doomed))
        scene.deleteSelected(at: 2)
        scene.sort(by: SortDescriptor(column: 2, ascending: true), at: 3)
        scene.search(text: "pa", at: 4)   // broadens: hidden rows come back, sorted too
        let broadened = all.filter { !doomed.contains($0.id) }
        let sortedAll = RowSorter.order(of: broadened, by: SortDescriptor(column: 2, ascending: true), numeric: true)
            .map { broadened[$0] }
        #expect(scene.list.layout.ids == reference(sortedAll, "pa"))
        scene.endSearch(at: 5)
        #expect(scene.list.layout.ids == sortedAll.map(\.id))
        // Undo the delete made while filtered: the rows are back in the full list.
        scene.undo(at: 6)   // the sort
        scene.undo(at: 7)   // the delete
        #expect(Set(scene.list.layout.ids) == Set(all.map(\.id)))
        #expect(scene.list.selection == Set(doomed))
    }

    @Test func onTheExecutorTheLatestQueryWinsAndFramesGoOn() {
        var random = SplitMix64(seed: 11)
        let scene = scene(BackgroundScheduler.threshold + 500, &random)
        let all = scene.list.rows
        let executor = BackgroundSchedulerTests.ManualExecutor()
        scene.scheduler.executor = executor
        scene.search(text: "p", at: 1)
        scene.search(text: "pa", at: 1.01)
        scene.search(text: "ulm", at: 1.02)
        #expect(scene.list.rows == all)   // nothing shown yet: the main thread is free
        _ = SceneFixture.frame(scene, at: 1.03)
        executor.deliverNext(at: 1.05)    // "p" lands; "pa" was replaced by "ulm"
        #expect(scene.list.layout.ids == reference(all, "p"))
        #expect(executor.pending.count == 1)
        executor.deliverNext(at: 1.1)
        #expect(scene.list.layout.ids == reference(all, "ulm"))
        #expect(executor.pending.isEmpty)
        scene.endSearch(at: 2)
        executor.deliverNext(at: 2.1)
        #expect(scene.list.rows == all)
        // A query typed while the end is on the worker opens a new search once the end landed.
        scene.search(text: "oslo", at: 3)
        scene.endSearch(at: 3.01)
        scene.search(text: "lima", at: 3.02)
        executor.deliverNext(at: 3.1)   // "oslo"; the end was replaced by "lima"
        executor.deliverNext(at: 3.2)
        #expect(scene.list.layout.ids == reference(all, "lima"))
        #expect(scene.search?.text == "lima")
        scene.endSearch(at: 4)
        scene.search(text: "ulm", at: 4.01)   // waits while the end runs
        executor.deliverNext(at: 4.1)
        #expect(executor.pending.count == 1, "the query waiting behind the end was dropped")
        if !executor.pending.isEmpty { executor.deliverNext(at: 4.2) }
        #expect(scene.list.layout.ids == reference(all, "ulm"))
    }

    @Test func liveUpdatesWhileFilteredStayInTheFullList() {
        var random = SplitMix64(seed: 5)
        let scene = scene(100, &random)
        scene.search(text: "o", at: 1)
        let shownBefore = scene.list.count
        scene.live.bump([], inserting: [Row(id: "new", fields: ["New", "x", "1"], height: 44)],
                        removing: [scene.list.layout.ids[3]], at: 2)
        let removed = scene.live.lastRemoved
        #expect(scene.list.count == shownBefore)
        scene.endSearch(at: 3)
        #expect(scene.list.layout.contains("new"))
        #expect(!removed.contains { scene.list.layout.contains($0) })
        #expect(scene.list.count == 100)
    }
}
