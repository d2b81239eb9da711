import Dispatch
import Testing
@testable import ListCore

@Suite struct LiveUpdatesOffloadTests {
    typealias F = BatchAnimationFixture

    /// A list longer than `BatchAnimator.backgroundThreshold`, with jobs captured, not run.
    func scene() -> (ListState, LiveUpdates, Box) {
        let (list, animator, _) = F.scene(count: BatchAnimator.backgroundThreshold + 1_000)
        let live = LiveUpdates(animator: animator, schema: LiveUpdatesTests.schema)
        let box = Box()
        live.offload = { box.jobs.append($0) }
        list.attach(live)
        return (list, live, box)
    }

    final class Box { var jobs: [LiveBatchJob] = [] }

    /// Runs `job` on another thread, as the host does.
    func runOnWorker(_ job: LiveBatchJob) -> PreparedBatch {
        nonisolated(unsafe) var result: PreparedBatch?
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            result = job.run()
            done.signal()
        }
        done.wait()
        return result!
    }

    @Test func longListsPrepareElsewhereAndLandWhenFinished() {
        let (list, live, box) = scene()
        let before = list.rows
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        #expect(box.jobs.count == 1)
        #expect(live.isPreparing)
        #expect(list.rows == before, "nothing changes until the batch lands")
        _ = list.frame(at: 2.5)
        #expect(box.jobs.count == 1, "no second update while one is being prepared")

        live.finish(runOnWorker(box.jobs[0]), at: 2.5)
        #expect(!live.isPreparing)
        #expect(list.layout.ids.first == live.lastBumped.first)
        #expect(list.rows[0].version == before.first { $0.id == live.lastBumped[0] }!.version + 1)
        #expect(list.count == before.count)
        _ = list.frame(at: 2.5)
        #expect(box.jobs.count == 2, "the update that fell due meanwhile goes next")
    }

    @Test func aBatchPreparedFromStaleRowsIsDroppedWholeAndRedone() {
        let (list, live, box) = scene()
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        let bumped = live.lastBumped
        let count = live.updateCount
        // Someone else changes the list while the worker prepares.
        var changed = list.rows
        changed.removeLast()
        list.setRows(changed)
        live.finish(runOnWorker(box.jobs[0]), at: 1.3)
        #expect(list.rows == changed, "the stale batch is not applied, not even in part")
        #expect(box.jobs.count == 2, "the same items are bumped again from the current rows")
        #expect(live.lastBumped == bumped && live.updateCount == count)
        live.finish(runOnWorker(box.jobs[1]), at: 1.4)
        #expect(list.layout.ids.first == bumped.first)
        #expect(list.count == changed.count)
    }

    @Test func shortListsNeverOffload() {
        let (list, animator, _) = F.scene(count: 40)
        let live = LiveUpdates(animator: animator, schema: LiveUpdatesTests.schema)
        let box = Box()
        live.offload = { box.jobs.append($0) }
        list.attach(live)
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        #expect(box.jobs.isEmpty)
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
