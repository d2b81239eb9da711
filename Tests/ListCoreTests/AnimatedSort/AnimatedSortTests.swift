import Dispatch
import Testing
@testable import ListCore

@Suite struct AnimatedSortTests {
    typealias F = BatchAnimationFixture

    static let schema = ColumnSchema(columns: [.init(name: "name", kind: .text), .init(name: "score", kind: .number)])

    /// Names that need a person's order (case, accents, numbers inside text) and scores with ties.
    static let data: [(String, String)] = [
        ("banana", "10"), ("Apple", "2"), ("item 10", "7"), ("cherry", "2"), ("éclair", "10"),
        ("apple", "9"), ("Item 2", "2"), ("Eclair", "x"), ("date", ""), ("Zebra", "7"),
    ]

    func scene() -> (list: ListState, sort: AnimatedSort, log: BatchAnimationEventLog) {
        let rows = Self.data.enumerated().map { index, value in
            Row(id: RowID("s\(index)"), fields: [value.0, value.1], height: F.heightCycle[index % 3])
        }
        let list = ListState(rows: rows)
        list.viewportHeight = 600
        let animator = BatchAnimator()
        list.attach(animator)
        let log = BatchAnimationEventLog()
        list.onEvent = { name, fields in log.events.append((name, fields)) }
        return (list, AnimatedSort(animator: animator, schema: Self.schema), log)
    }

    func names(_ list: ListState) -> [String] { list.rows.map { $0.fields[0] } }

    @Test func sortsTextTheWayAPersonExpects() {
        let (list, sort, _) = scene()
        sort.sort(by: SortDescriptor(column: 0), at: 0)
        #expect(names(list) == ["apple", "Apple", "banana", "cherry", "date", "Eclair", "éclair", "Item 2",
                                "item 10", "Zebra"])
        #expect(sort.descriptor == SortDescriptor(column: 0))
    }

    @Test func numbersByValueAndTiesKeepTheirPreviousOrderInBothDirections() {
        let (list, sort, _) = scene()
        sort.sort(by: SortDescriptor(column: 1), at: 0)
        // Ties (2, 7, 10) in their previous order; "x" after the numbers; empty last.
        #expect(list.layout.ids == ["s1", "s3", "s6", "s2", "s9", "s5", "s0", "s4", "s7", "s8"])
        sort.sort(by: SortDescriptor(column: 1, ascending: false), at: 1)
        #expect(list.layout.ids == ["s0", "s4", "s5", "s2", "s9", "s1", "s3", "s6", "s7", "s8"],
                "descending is stable too (not the ascending order reversed)")
        #expect(list.rows.map { $0.fields[1] } == ["10", "10", "9", "7", "7", "2", "2", "2", "x", ""],
                "the rows themselves are in that order, numbers by value")
    }

    @Test func rowsSlideFromTheirOldSlotToTheNewOne() {
        let (list, sort, log) = scene()
        let old = list.rows
        sort.sort(by: SortDescriptor(column: 0), at: 0)
        let new = list.rows
        for id in ["s0", "s1", "s4"] as [RowID] {
            let oldY = F.top(of: id, in: old)!, newY = F.top(of: id, in: new)!
            #expect(oldY != newY)
            #expect(F.close(list.frame(at: 0.15).first { $0.id == id }?.y, (oldY + newY) / 2), "\(id)")
        }
        #expect(log.named("sort").first?["column"] == 0)
        #expect(log.named("batch").first?["moved"] != 0 && log.named("batch").first?["updated"] == 0)
    }

    @Test func sortingASortedListByTheSameKeyChangesNothing() {
        let (list, sort, log) = scene()
        sort.sort(by: SortDescriptor(column: 1), at: 0)
        _ = list.frame(at: 1)
        let rows = list.rows
        let batches = log.named("batch").count
        sort.sort(by: SortDescriptor(column: 1), at: 2)
        #expect(BatchSnapshot.sameStorage(list.rows, rows), "rows not even replaced")
        #expect(!sort.animator.isAnimating)
        #expect(log.named("batch").count == batches)
        #expect(sort.descriptor == SortDescriptor(column: 1))
    }

    @Test func backgroundSortEqualsSortingOnTheMainThread() async {
        let (list, sort, _) = scene()
        let (reference, referenceSort, _) = scene()
        let job = sort.job(by: SortDescriptor(column: 0, ascending: false))!
        let prepared = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: job.run()) }
        }
        #expect(list.layout.ids.first == "s0", "nothing happens before the commit")
        #expect(sort.commit(prepared, at: 0))
        referenceSort.sort(by: SortDescriptor(column: 0, ascending: false), at: 0)
        #expect(names(list) == ["Zebra", "item 10", "Item 2", "éclair", "Eclair", "date", "cherry", "banana",
                                "Apple", "apple"], "a person's order, descending")
        #expect(list.rows == reference.rows)
        #expect(sort.descriptor == referenceSort.descriptor)
        for time in [0.0, 0.1, 0.2, 0.3] { #expect(list.frame(at: time) == reference.frame(at: time)) }
    }

    @Test func aSortPreparedBeforeTheListChangedIsRejected() {
        let (list, sort, _) = scene()
        let job = sort.job(by: SortDescriptor(column: 0))!
        let prepared = job.run()
        sort.animator.apply(F.moving(list.rows, from: 4, to: 0), at: 0)
        let rows = list.rows
        #expect(!sort.commit(prepared, at: 0.1))
        #expect(list.rows == rows && sort.descriptor == nil)
        // A new job from the current rows goes through.
        #expect(sort.commit(sort.job(by: SortDescriptor(column: 0))!.run(), at: 0.2))
        #expect(names(list).first == "apple")
    }

    @Test func unanimatedSortForTheLaunchOption() {
        let (list, sort, _) = scene()
        sort.sort(by: SortDescriptor(column: 0), at: 0, animated: false)
        #expect(!sort.animator.isAnimating)
        #expect(list.frame(at: 0).first?.id == list.layout.ids.first)
    }
}

/// The original order a Ctrl+0 restores, against a sort by rank: rows `original` knows in its
/// order, then the others in their order.
@Suite struct SortJobOriginalOrderTests {
    @Test func rowsFollowTheOriginalOrderAndUnknownRowsFollowInTheirOrder() {
        for seed in TestSeed.seeds(200) {
            var generator = BatchSeededRandom(seed: seed)
            let known = (0..<Int.random(in: 0...30, using: &generator)).map { RowID("k\($0)") }
            let original = known.shuffled(using: &generator) + [RowID("gone")]
            let present = known.filter { _ in Bool.random(using: &generator) }
            let unknown = (0..<Int.random(in: 0...5, using: &generator)).map { RowID("u\($0)") }
            let rows = (present + unknown).shuffled(using: &generator).map { Row(id: $0, fields: [$0.description]) }
            let rank = Dictionary(uniqueKeysWithValues: original.enumerated().map { ($1, $0) })
            let reference = rows.indices.sorted { (rank[rows[$0].id] ?? Int.max, $0) < (rank[rows[$1].id] ?? Int.max, $1) }
            #expect(SortJob.originalOrder(of: rows, layout: nil, original: original) == reference, "\(TestSeed.label(seed))")
            #expect(SortJob.originalOrder(of: rows, layout: RowLayout(rows: rows), original: original) == reference,
                    "\(TestSeed.label(seed))")
        }
    }

    @Test func theOrderIsAPermutationOfTheRows() {
        let rows = ["b", "a", "c", "z"].map { Row(id: RowID($0), fields: [$0]) }
        for layout in [nil, RowLayout(rows: rows)] {
            #expect(SortJob.originalOrder(of: rows, layout: layout, original: ["a", "b", "c"].map { RowID($0) }) == [1, 0, 2, 3])
            #expect(SortJob.originalOrder(of: rows, layout: layout, original: []) == [0, 1, 2, 3])
        }
    }
}
