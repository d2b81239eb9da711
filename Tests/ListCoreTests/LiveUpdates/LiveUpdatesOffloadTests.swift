import Testing
@testable import ListCore

/// Live updates of long lists take the one offload path: the scheduler's executor.
@Suite struct LiveUpdatesOffloadTests {
    typealias F = BatchAnimationFixture
    typealias Manual = BackgroundSchedulerTests.ManualExecutor

    /// A list longer than `BackgroundScheduler.threshold`, its jobs held by the executor.
    func scene(count: Int = BackgroundScheduler.threshold + 1_000) -> (ListState, LiveUpdates, Manual) {
        let (list, animator, _) = F.scene(count: count)
        let live = LiveUpdates(animator: animator, schema: LiveUpdatesTests.schema)
        let executor = Manual()
        live.scheduler = BackgroundScheduler(executor: executor)
        list.attach(live)
        return (list, live, executor)
    }

    @Test func longListsPrepareOnTheSchedulersExecutorAndLandWhenDelivered() {
        let (list, live, executor) = scene()
        let before = list.rows
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        #expect(executor.pending.count == 1)
        #expect(live.isPreparing)
        #expect(list.rows == before, "nothing changes until the batch lands")
        _ = list.frame(at: 2.5)
        #expect(executor.pending.count == 1, "no second update while one is being prepared")

        executor.deliverNext(at: 2.5)
        #expect(!live.isPreparing)
        #expect(list.layout.ids.first == live.lastBumped.first)
        #expect(list.rows[0].version == before.first { $0.id == live.lastBumped[0] }!.version + 1)
        #expect(list.count == before.count)
        _ = list.frame(at: 2.5)
        #expect(executor.pending.count == 1, "the update that fell due meanwhile goes next")
    }

    @Test func aBatchPreparedFromStaleRowsIsDroppedWholeAndRedone() {
        let (list, live, executor) = scene()
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        let bumped = live.lastBumped
        let count = live.updateCount
        // Someone else changes the list while the worker prepares.
        var changed = list.rows
        changed.removeLast()
        list.setRows(changed)
        executor.deliverNext(at: 1.3)
        #expect(list.rows == changed, "the stale batch is not applied, not even in part")
        #expect(executor.pending.count == 1, "the same items are bumped again from the current rows")
        #expect(live.lastBumped == bumped && live.updateCount == count && live.isPreparing)
        executor.deliverNext(at: 1.4)
        #expect(list.layout.ids.first == bumped.first)
        #expect(list.rows[0].fields != changed.first { $0.id == bumped[0] }!.fields, "its new content")
        #expect(list.count == changed.count && !live.isPreparing)
    }

    @Test func aBatchLandingAfterDetachIsDropped() {
        let (list, live, executor) = scene()
        let before = list.rows
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        list.detach(live)
        executor.deliverNext(at: 1.3)
        #expect(list.rows == before)
    }

    @Test func shortListsNeverOffload() {
        let (list, live, executor) = scene(count: 40)
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        #expect(executor.pending.isEmpty && !live.isPreparing)
        #expect(list.layout.ids.first == live.lastBumped.first)
    }
}

@Suite struct BatchAnimationDiscardTests {
    typealias F = BatchAnimationFixture

    @Test func finishedBatchesAreHandedToDiscard() {
        let (list, animator, _) = F.scene(count: 60)
        nonisolated(unsafe) var discarded = 0
        animator.discard = { _ in discarded += 1 }
        animator.apply(F.moving(list.rows, from: 0, to: 10), at: 0)
        _ = list.frame(at: F.duration / 2)
        #expect(discarded == 0, "nothing has finished yet")
        animator.apply(F.moving(list.rows, from: 0, to: 5), at: F.duration / 2)
        #expect(discarded == 1, "the chain a second batch replaces")
        _ = list.frame(at: F.duration * 2)
        #expect(!animator.isAnimating)
        #expect(discarded == 2, "the finished chain goes to discard, not freed here")
    }
}
