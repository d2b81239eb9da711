import Testing
@testable import ListCore

/// A living list: with `Options.feed`, updates also add and remove rows, each update one batch.
@Suite struct LiveUpdatesFeedTests {
    typealias F = BatchAnimationFixture

    func scene(feed: LiveUpdates.Feed) -> (ListState, LiveUpdates, BatchAnimationEventLog) {
        let (list, animator, log) = F.scene(count: 40)
        let live = LiveUpdates(animator: animator, schema: LiveUpdatesTests.schema,
                               options: .init(feed: feed))
        list.attach(live)
        return (list, live, log)
    }

    @Test func everySecondUpdateInsertsMovesChangesAndDeletesInOneBatch() {
        let (list, live, log) = scene(feed: .init(newRows: 1, removedRows: 1, every: 2))
        let count = list.count
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        var batches = log.named("batch")
        #expect(batches.count == 1 && batches[0]["inserted"] == 0 && batches[0]["deleted"] == 0)
        let before = list.rows
        _ = list.frame(at: 2.4)
        batches = log.named("batch")
        #expect(batches.count == 2)
        #expect(batches[1]["inserted"] == 1 && batches[1]["deleted"] == 1)
        #expect(batches[1]["moved"] == 1 && batches[1]["updated"] == 1)
        #expect(list.count == count, "one in, one out")
        // The new row is on top, the bumped one under it, the removed one gone.
        let new = live.lastInserted[0]
        #expect(list.layout.ids.first == new.id && !before.contains { $0.id == new.id })
        #expect(list.layout.ids[1] == live.lastBumped[0])
        #expect(live.lastRemoved.count == 1 && !list.layout.contains(live.lastRemoved[0]))
        #expect(new.fields.count == before[0].fields.count && new.fields[0] == "New item \(live.insertCount)")
    }

    @Test(arguments: 0..<20)
    func manyUpdatesNeverDuplicateOrRemoveTheTop(seed: Int) {
        var options = LiveUpdates.Options(seed: UInt64(seed), feed: .init(newRows: 2, removedRows: 3, every: 1))
        options.interval = 0.5
        let (list, animator, _) = F.scene(count: 30)
        let live = LiveUpdates(animator: animator, schema: LiveUpdatesTests.schema, options: options)
        list.attach(live)
        live.start(at: 0)
        var time = 0.0
        for _ in 0..<15 {
            time += 0.5
            _ = list.frame(at: time)
            let ids = list.layout.ids
            #expect(Set(ids).count == ids.count, "seed \(seed): duplicate ids")
            #expect(!live.lastRemoved.contains(where: { live.lastBumped.contains($0) }))
            #expect(live.lastInserted.allSatisfy { list.layout.contains($0.id) })
        }
        #expect(list.count == 30 - 15, "seed \(seed): two in, three out, fifteen times")
    }
}
