import Testing
@testable import ListCore

/// Issue 21: a sort's plan counts the rows that move and stores nothing per row.
@Suite struct BatchReorderPlanTests {
    @Test func countsWhatTheFullPlanMovesAndStoresNoRow() {
        for seed in 0..<200 as Range<UInt64> {
            var random = BatchSeededRandom(seed: seed &* 17)
            let count = Int.random(in: 0...200, using: &random)
            let displaced: Int? = random.chance(0.5) ? nil : Int.random(in: 0...5, using: &random)
            let (_, new, newToOld) = BatchPermutationPlannerTests.reordering(seed: seed, count: count, displaced: displaced)
            let full = ChangePlanner.plan(permutation: newToOld, new: new)
            let counted = ChangePlanner.reorder(permutation: newToOld)
            #expect(counted.movedCount == full.moves.count, "seed \(seed)")
            #expect(counted.isEmpty == full.isEmpty, "seed \(seed)")
            #expect(counted.origins.isEmpty && counted.moves.isEmpty, "seed \(seed)")
        }
    }

    /// The length of a longest increasing run, searched with selects, is the fixture's (a plain
    /// quadratic count) on permutations shuffled, in order, reversed and in order but for a few.
    @Test func longestIncreasingLengthIsTheFixtures() {
        for seed in TestSeed.seeds(300) {
            var random = BatchSeededRandom(seed: 61_000 + seed)
            var values = Array(0..<Int.random(in: 0...300, using: &random))
            switch Int.random(in: 0..<4, using: &random) {
            case 0: values.shuffle(using: &random)
            case 1: values.reverse()
            case 2 where values.count > 1:
                for _ in 0..<3 { values.swapAt(Int.random(in: values.indices, using: &random), Int.random(in: values.indices, using: &random)) }
            default: break
            }
            #expect(ChangePlanner.longestIncreasingLength(of: values) == BatchPlanFixtures.longestIncreasingLength(values),
                    "\(TestSeed.label(seed)) \(values)")
        }
    }

    /// A sort of a long list keeps no per-row plan once it has landed, and says how many rows moved.
    @Test func aSortsBatchHoldsNoPerRowPlan() throws {
        let scene = SceneFixture.scene(rows: 50_000)
        var events: [(String, [(String, EventValue)])] = []
        scene.list.onEvent = { events.append(($0, $1)) }
        let job = try #require(scene.sorter.job(by: SortDescriptor(column: 2)))
        let prepared = job.run()
        #expect(prepared.batch.plan.origins.isEmpty && prepared.batch.plan.moves.isEmpty)
        #expect(prepared.batch.plan.movedCount > 40_000)
        #expect(scene.commitSort(prepared, at: 1))
        let sort = try #require(events.first { $0.0 == "sort" })
        let moved = sort.1.first { $0.0 == "moved" }?.1
        #expect(moved == .number(Double(prepared.batch.plan.movedCount)))
    }

    /// A sort that finds the list already in its order plans nothing per row either (it made one
    /// origin a row: 300 ms and 160 MB at 10M rows), lands as no change and moves nothing.
    @Test func aSortOfRowsAlreadyInOrderHoldsNoPerRowPlan() throws {
        let scene = SceneFixture.scene(rows: 5_000)
        let ascending = try #require(scene.sorter.job(by: SortDescriptor(column: 2)))
        #expect(scene.commitSort(ascending.run(), at: 1))
        let rowsBefore = scene.list.rows
        let again = try #require(scene.sorter.job(by: SortDescriptor(column: 2)))
        let prepared = again.run()
        #expect(prepared.batch.isNoChange)
        #expect(prepared.batch.plan.origins.isEmpty && prepared.batch.plan.isEmpty)
        #expect(prepared.batch.plan.oldCount == 5_000 && prepared.batch.plan.newCount == 5_000)
        #expect(scene.commitSort(prepared, at: 2))
        #expect(scene.list.rows == rowsBefore)
    }
}
