import Testing
@testable import ListCore
import ListData

/// Ctrl+0 after sorts puts each row back by its rank in the original order (`OriginalRanks`),
/// kept through the sorts this object commits; after any other change to the rows it looks the
/// original order's identities up, and both give the order the identities give.
@Suite struct OriginalRanksTests {
    static func scene(_ count: Int) -> (list: ListState, sort: AnimatedSort) {
        let (schema, rows) = RowSource.generated(count: count)
        let list = ListState(rows: rows)
        list.setViewportHeight(600)
        let animator = BatchAnimator()
        list.attach(animator)
        return (list, AnimatedSort(animator: animator, schema: schema))
    }

    /// Sorts by `keys` in turn, then restores; the restore's job and the list after it.
    static func restore(after keys: [SortDescriptor], in scene: (list: ListState, sort: AnimatedSort)) throws -> SortJob {
        for (step, key) in keys.enumerated() {
            scene.sort.sort(by: key, at: Double(step))
            scene.sort.animator.finish()
        }
        let job = try #require(scene.sort.job(by: nil))
        #expect(scene.sort.commit(job.run(), at: 10))
        scene.sort.animator.finish()
        return job
    }

    @Test(arguments: [[SortDescriptor(column: 2)], [SortDescriptor(column: 2), SortDescriptor(column: 0, ascending: false)],
                      [SortDescriptor(column: 1), SortDescriptor(column: 2, ascending: false), SortDescriptor(column: 0)]])
    func restoringAfterSortsPutsEachRowBackByItsRank(keys: [SortDescriptor]) throws {
        let scene = Self.scene(3_000)
        let original = scene.list.rows.map(\.id)
        let job = try Self.restore(after: keys, in: scene)
        #expect(job.ranks != nil, "the ranks came through the sorts")
        #expect(scene.list.rows.map(\.id) == original)
        #expect(scene.list.layout.ids == original)
    }

    @Test func afterAnotherChangeTheIdentitiesAreLookedUp() throws {
        let scene = Self.scene(500)
        let original = scene.list.rows.map(\.id)
        scene.sort.sort(by: SortDescriptor(column: 2), at: 0)
        scene.sort.animator.finish()
        // A delete, not a sort: the ranks are for rows the list no longer holds.
        var rows = scene.list.rows
        let gone = rows.remove(at: 7).id
        scene.list.setRows(rows)
        let job = try Self.restore(after: [], in: scene)
        #expect(job.ranks == nil)
        #expect(scene.list.rows.map(\.id) == original.filter { $0 != gone })
    }

    @Test func ranksReorderAndRestore() {
        let rows = RowSource.generated(count: 4).rows
        let once = OriginalRanks(rows: rows, ranks: OriginalRanks(rows: rows).reorderedRanks(by: [2, 0, 3, 1]))
        #expect(once.ranks == [2, 0, 3, 1])
        #expect(once.originalOrder == [1, 3, 0, 2])
        let twice = OriginalRanks(rows: rows, ranks: once.reorderedRanks(by: [3, 2, 1, 0]))
        #expect(twice.ranks == [1, 3, 0, 2])
        #expect(twice.originalOrder == [2, 0, 3, 1])
        #expect(OriginalRanks(rows: rows).originalOrder == [0, 1, 2, 3])
    }
}
