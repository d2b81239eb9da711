import Testing
@testable import ListCore

@Suite struct BatchChangePlannerTests {
    static let caseCount = 3_000

    /// Checks every property a plan must have for `old` → `new`; returns problems as text.
    static func problems(old: [RowStamp], new: [RowStamp], plan: ChangePlan) -> [String] {
        var problems: [String] = []
        if plan.apply(to: old.map(\.id)) != new.map(\.id) { problems.append("replaying the plan does not give the new list") }
        if plan.oldCount != old.count || plan.newCount != new.count { problems.append("counts") }
        // No row animated twice: each identity in at most one of deletions, insertions, moves.
        let deleted = plan.deletions.map(\.id)
        let inserted = plan.insertions.map(\.id)
        let moved = plan.moves.map(\.id)
        let all = deleted + inserted + moved
        if Set(all).count != all.count { problems.append("a row is in more than one of delete/insert/move: \(all)") }
        // Deletions and insertions are exactly the rows only in one list.
        let oldIDs = Set(old.map(\.id))
        let newIDs = Set(new.map(\.id))
        if Set(deleted) != oldIDs.subtracting(newIDs) { problems.append("deletions") }
        if Set(inserted) != newIDs.subtracting(oldIDs) { problems.append("insertions") }
        // Updates: exactly the kept rows whose version changed, once each, at their new index.
        let oldVersion = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0.version) })
        let changed = new.enumerated().filter { pair in
            oldVersion[pair.element.id].map { $0 != pair.element.version } ?? false
        }
        if plan.updates.map(\.id) != changed.map(\.element.id) || plan.updates.map(\.newIndex) != changed.map(\.offset) {
            problems.append("updates \(plan.updates) vs changed \(changed.map(\.element))")
        }
        for update in plan.updates where old[update.oldIndex].id != update.id { problems.append("update old index") }
        // Moves are minimal: kept rows minus a longest increasing subsequence.
        let kept = BatchPlanFixtures.keptOldIndices(old: old, new: new)
        let minimal = kept.count - BatchPlanFixtures.longestIncreasingLength(kept)
        if plan.moves.count != minimal { problems.append("\(plan.moves.count) moves, minimal is \(minimal)") }
        for move in plan.moves where old[move.from].id != move.id || new[move.to].id != move.id {
            problems.append("move indices \(move)")
        }
        // Origins describe every new index.
        if plan.origins.count != new.count { problems.append("origins count") }
        for (index, origin) in plan.origins.enumerated() where index < new.count {
            let expectedOld = old.firstIndex { $0.id == new[index].id }
            if origin.oldIndex != expectedOld { problems.append("origin \(index)") }
            if origin.isMoved != moved.contains(new[index].id) { problems.append("origin \(index) isMoved") }
            if origin.contentChanged != plan.updates.contains(where: { $0.newIndex == index }) {
                problems.append("origin \(index) contentChanged")
            }
        }
        // Sorted as documented.
        if plan.deletions.map(\.oldIndex) != plan.deletions.map(\.oldIndex).sorted() { problems.append("deletion order") }
        if plan.insertions.map(\.newIndex) != plan.insertions.map(\.newIndex).sorted() { problems.append("insertion order") }
        if plan.moves.map(\.to) != plan.moves.map(\.to).sorted() { problems.append("move order") }
        return problems
    }

    @Test func randomListsReplayToTheNewListWithMinimalMovesAndNoRowTwice() {
        for seed in TestSeed.seeds(Self.caseCount) {
            var random = BatchSeededRandom(seed: seed)
            let (old, new) = BatchPlanFixtures.randomPair(&random)
            let plan = ChangePlanner.plan(from: old, to: new)
            let problems = Self.problems(old: old, new: new, plan: plan)
            #expect(problems.isEmpty, "\(TestSeed.label(seed)): \(problems)\nold \(old)\nnew \(new)")
            if !problems.isEmpty { break }
        }
    }

    @Test func nonASCIIIdentitiesTakeTheDictionaryPathWithTheSameResults() {
        for seed in TestSeed.seeds(1_000) {
            var random = BatchSeededRandom(seed: 10_000 + seed)
            let (old, new) = BatchPlanFixtures.randomPair(&random, unicode: true)
            let plan = ChangePlanner.plan(from: old, to: new)
            let problems = Self.problems(old: old, new: new, plan: plan)
            #expect(problems.isEmpty, "\(TestSeed.label(seed)): \(problems)")
            if !problems.isEmpty { break }
        }
    }

    @Test func longListsExerciseTheHashTable() {
        for seed in TestSeed.seeds(20) {
            var random = BatchSeededRandom(seed: 20_000 + seed)
            let old = (0..<3_000).map { RowStamp(id: RowID("id-\($0 * 7919 % 100_003)")) }
            var new = old.filter { _ in !random.chance(0.1) }
            new[0..<200].shuffle(using: &random)
            new.insert(contentsOf: (0..<50).map { RowStamp(id: RowID("fresh-\($0)")) }, at: new.count / 2)
            for index in new.indices where random.chance(0.05) { new[index].version += 1 }
            let plan = ChangePlanner.plan(from: old, to: new)
            #expect(plan.apply(to: old.map(\.id)) == new.map(\.id), "\(TestSeed.label(seed))")
            let oldIndexByID = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let kept = new.compactMap { oldIndexByID[$0.id] }   // old indices of kept rows, in new order
            #expect(plan.moves.count == kept.count - BatchPlanFixtures.longestIncreasingLength(kept), "\(TestSeed.label(seed))")
            #expect(plan.insertions.count == 50 && plan.deletions.count == old.count - (new.count - 50))
        }
    }

    @Test func movedAndChangedRowGetsOneMoveAndOneUpdateNeverDeleteInsert() {
        for seed in TestSeed.seeds(1_000) {
            var random = BatchSeededRandom(seed: 30_000 + seed)
            let count = Int.random(in: 3...30, using: &random)
            let old = (0..<count).map { RowStamp(id: RowID("r\($0)")) }
            var new = old
            let from = Int.random(in: 0..<count, using: &random)
            var row = new.remove(at: from)
            row.version += 1
            var to = Int.random(in: 0..<count, using: &random)
            if to == from { to = (from + 2) % count }
            new.insert(row, at: to)
            let plan = ChangePlanner.plan(from: old, to: new)
            #expect(plan.deletions.isEmpty && plan.insertions.isEmpty, "\(TestSeed.label(seed))")
            #expect(plan.moves.count == 1, "\(TestSeed.label(seed)): \(plan.moves)")
            #expect(plan.updates == [ChangePlan.Update(id: row.id, oldIndex: from, newIndex: to)], "\(TestSeed.label(seed))")
            if abs(from - to) > 1 {
                #expect(plan.moves == [ChangePlan.Move(id: row.id, from: from, to: to)], "\(TestSeed.label(seed))")
            }
            #expect(plan.origins[to].oldIndex == from && plan.origins[to].contentChanged, "\(TestSeed.label(seed))")
            // The one row marked moved in the origins is the one row the moves list names; a row
            // carried more than one slot is always the moved one.
            let markedMoved = new.indices.filter { plan.origins[$0].isMoved }.map { new[$0].id }
            #expect(markedMoved.count == 1 && markedMoved == plan.moves.map(\.id), "\(TestSeed.label(seed)): \(markedMoved)")
            if abs(from - to) > 1 { #expect(plan.origins[to].isMoved, "\(TestSeed.label(seed))") }
        }
    }

    @Test func singleRowMoveIsExactlyOneMove() {
        for seed in TestSeed.seeds(2_000) {
            var random = BatchSeededRandom(seed: 40_000 + seed)
            let count = Int.random(in: 2...60, using: &random)
            let old = (0..<count).map { RowStamp(id: RowID("r\($0)")) }
            var new = old
            let from = Int.random(in: 0..<count, using: &random)
            let row = new.remove(at: from)
            var to = Int.random(in: 0..<count, using: &random)
            if to == from { to = from == 0 ? count - 1 : 0 }
            new.insert(row, at: to)
            let plan = ChangePlanner.plan(from: old, to: new)
            #expect(plan.moves.count == 1, "\(TestSeed.label(seed)): \(from) → \(to) gave \(plan.moves)")
            #expect(plan.deletions.isEmpty && plan.insertions.isEmpty && plan.updates.isEmpty)
            if abs(from - to) > 1 {
                #expect(plan.moves.first?.id == row.id, "\(TestSeed.label(seed))")
            }
        }
    }

    @Test func moveToTopIsOneMoveNotN() {
        let old = (0..<1_000).map { RowStamp(id: RowID("r\($0)")) }
        let new = [old[999]] + old[0..<999]
        let plan = ChangePlanner.plan(from: old, to: new)
        #expect(plan.moves == [ChangePlan.Move(id: "r999", from: 999, to: 0)])
        #expect(plan.deletions.isEmpty && plan.insertions.isEmpty && plan.updates.isEmpty)
    }

    @Test func identicalListsGiveEmptyPlans() {
        for seed in TestSeed.seeds(500) {
            var random = BatchSeededRandom(seed: 50_000 + seed)
            let (old, _) = BatchPlanFixtures.randomPair(&random, unicode: seed % 2 == 0)
            let plan = ChangePlanner.plan(from: old, to: old)
            #expect(plan.isEmpty, "\(TestSeed.label(seed))")
            #expect(plan == ChangePlan.unchanged(count: old.count), "\(TestSeed.label(seed))")
        }
        #expect(ChangePlanner.plan(fromIDs: [], toIDs: []).isEmpty)
    }

    @Test func onlyContentChangesAreUpdatesInPlace() {
        let old = ["a", "b", "c"].map { RowStamp(id: RowID($0)) }
        var new = old
        new[1].version = 5
        let plan = ChangePlanner.plan(from: old, to: new)
        #expect(plan.moves.isEmpty && plan.deletions.isEmpty && plan.insertions.isEmpty)
        #expect(plan.updates == [ChangePlan.Update(id: "b", oldIndex: 1, newIndex: 1)])
        #expect(plan.origins[1] == ChangePlan.RowOrigin(oldIndex: 1, isMoved: false, contentChanged: true))
    }

    @Test func documentedExample() {
        let old = ["a", "b", "c", "d"].map { RowStamp(id: RowID($0)) }
        let new = [RowStamp(id: "d", version: 1), RowStamp(id: "a"), RowStamp(id: "c"), RowStamp(id: "e")]
        let plan = ChangePlanner.plan(from: old, to: new)
        #expect(plan.deletions == [.init(id: "b", oldIndex: 1)])
        #expect(plan.insertions == [.init(id: "e", newIndex: 3)])
        #expect(plan.moves == [.init(id: "d", from: 3, to: 0)])
        #expect(plan.updates == [.init(id: "d", oldIndex: 3, newIndex: 0)])
        #expect(plan.origins == [
            .init(oldIndex: 3, isMoved: true, contentChanged: true), .init(oldIndex: 0), .init(oldIndex: 2), .inserted,
        ])
    }

    @Test func canonicallyEquivalentIdentitiesMatch() {
        // "é" precomposed and e + combining acute are equal RowIDs; so are KELVIN SIGN and "K".
        let old = [RowStamp(id: RowID("caf\u{E9}")), RowStamp(id: RowID("\u{212A}")), RowStamp(id: "x")]
        let new = [RowStamp(id: "x"), RowStamp(id: RowID("K")), RowStamp(id: RowID("cafe\u{301}"))]
        let plan = ChangePlanner.plan(from: old, to: new)
        #expect(plan.deletions.isEmpty && plan.insertions.isEmpty)
        #expect(plan.moves.count == 2)
    }

    @Test func rowsPlanLikeTheirStamps() {
        let old = [Row(id: "a", fields: ["A"]), Row(id: "b", fields: ["B"])]
        let new = [Row(id: "b", fields: ["B2"], version: 1), Row(id: "a", fields: ["A"])]
        let plan = ChangePlanner.plan(from: old, to: new)
        #expect(plan == ChangePlanner.plan(from: old.map { RowStamp(id: $0.id, version: $0.version) },
                                           to: new.map { RowStamp(id: $0.id, version: $0.version) }))
        #expect(plan.moves.count == 1 && plan.updates.map(\.id) == ["b"])
    }

    @Test func stayingMarksALongestIncreasingRun() {
        #expect(ChangePlanner.staying(newToOld: [4, 0, 1, -1, 2, 3]) == [false, true, true, false, true, true])
        #expect(ChangePlanner.staying(newToOld: []) == [])
        #expect(ChangePlanner.staying(newToOld: [-1, -1]) == [false, false])
        for seed in TestSeed.seeds(500) {
            var random = BatchSeededRandom(seed: 60_000 + seed)
            let values = Array(0..<Int.random(in: 0...30, using: &random)).shuffled(using: &random).map(Int32.init)
            let stays = ChangePlanner.staying(newToOld: values)
            let kept = zip(values, stays).filter(\.1).map { Int($0.0) }
            #expect(kept == kept.sorted(), "\(TestSeed.label(seed))")
            #expect(kept.count == BatchPlanFixtures.longestIncreasingLength(values.map(Int.init)), "\(TestSeed.label(seed))")
        }
    }
}

extension BatchChangePlannerTests {
    @Test func documentedExamplesOfThePlanAndItsReplay() {
        let plan = ChangePlanner.plan(
            from: ["a", "b", "c"].map { RowStamp(id: RowID($0)) }, to: [RowStamp(id: "c", version: 1), RowStamp(id: "a")])
        #expect(plan.deletions == [.init(id: "b", oldIndex: 1)])
        #expect(plan.moves == [.init(id: "c", from: 2, to: 0)] && plan.updates == [.init(id: "c", oldIndex: 2, newIndex: 0)])
        #expect(plan.origins[0] == ChangePlan.RowOrigin(oldIndex: 2, isMoved: true, contentChanged: true))
        let replay = ChangePlanner.plan(fromIDs: ["a", "b", "c"], toIDs: ["c", "a", "d"])
        #expect(replay.apply(to: ["a", "b", "c"]) == ["c", "a", "d"])
        #expect(ChangePlanner.plan(fromIDs: ["a", "b"], toIDs: ["b", "a"]).moves.count == 1)
    }

    @Test func applyRejectsPlansThatDoNotFit() {
        let plan = ChangePlanner.plan(fromIDs: ["a", "b"], toIDs: ["b", "c"])
        #expect(plan.apply(to: ["a"]) == nil)
        var broken = plan
        broken.insertions.append(.init(id: "z", newIndex: 0))
        #expect(broken.apply(to: ["a", "b"]) == nil)
        var twice = ChangePlanner.plan(fromIDs: ["a", "b", "c"], toIDs: ["c", "a", "b"])
        twice.moves.append(twice.moves[0])
        #expect(twice.apply(to: ["a", "b", "c"]) == nil)
    }
}
