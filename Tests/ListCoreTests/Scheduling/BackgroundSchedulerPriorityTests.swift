import Testing
import Synchronization
@testable import ListCore

/// Issue 21: a user's sort never queues behind housekeeping (re-measuring heights, prefetching).
@Suite struct BackgroundSchedulerPriorityTests {
    typealias Manual = BackgroundSchedulerTests.ManualExecutor
    final class Log { var lines: [String] = [] }
    static let long = BackgroundScheduler.threshold + 1

    func job(_ kind: String, _ priority: BackgroundScheduler.Priority, log: Log) -> BackgroundScheduler.Job<String> {
        .init(kind: kind, priority: priority, prepare: {
            log.lines.append("prepare \(kind)")
            return { kind }
        }, commit: { result, _ in
            log.lines.append("commit \(result)")
            return true
        })
    }

    @Test func aSortStartsAtOnceBesideRunningHousekeepingWhichIsPreparedAgainAfter() {
        let executor = Manual(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        scheduler.submit(job("metrics", .housekeeping, log: log), rowCount: Self.long, at: 1)
        scheduler.submit(job("sort", .user, log: log), rowCount: Self.long, at: 1.1)
        #expect(executor.pending.count == 2, "the sort does not wait for the re-measure to land")
        #expect(scheduler.inFlight == "sort" && scheduler.housekeepingInFlight == "metrics")
        // The sort lands first; the re-measure's result (made from the rows before the sort) is
        // dropped and the re-measure prepared again from the sorted rows.
        executor.pending.remove(at: 1)(1.5)
        executor.deliverNext(at: 2)
        #expect(executor.pending.count == 1)
        executor.deliverNext(at: 3)
        #expect(log.lines == ["prepare metrics", "prepare sort", "commit sort", "prepare metrics", "commit metrics"])
        #expect(!scheduler.isBusy)
    }

    @Test func waitingUserWorkGoesBeforeWaitingHousekeeping() {
        let executor = Manual(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        scheduler.submit(job("delete", .user, log: log), rowCount: Self.long, at: 1)
        scheduler.submit(job("prefetch", .housekeeping, log: log), rowCount: Self.long, at: 1.1)
        scheduler.submit(job("sort", .user, log: log), rowCount: Self.long, at: 1.2)
        #expect(executor.pending.count == 1, "housekeeping never starts beside the user's work")
        while !executor.pending.isEmpty { executor.deliverNext(at: 2) }
        #expect(log.lines == ["prepare delete", "commit delete", "prepare sort", "commit sort",
                              "prepare prefetch", "commit prefetch"])
    }

    /// The scene's re-measure is housekeeping: a sort right after a font change lands first.
    @Test func theScenesSortOvertakesAReMeasure() {
        let scene = SceneFixture.scene(rows: Self.long + 100)
        let executor = Manual()
        scene.scheduler.executor = executor
        scene.setRowMetrics(RowMetrics(padding: 16, titleLine: 30, subtitleLine: 20, descriptionLine: 20), at: 1)
        scene.sort(by: SortDescriptor(column: 2), at: 1.1)
        #expect(executor.pending.count == 2 && scene.scheduler.inFlight == "sort")
    }
}

/// Issue 21: work that can wait (a column's ranks) passes the scheduler's gate, closed while
/// the scheduler's jobs run.
@Suite struct WorkGateTests {
    typealias Manual = BackgroundSchedulerTests.ManualExecutor

    @Test func theGateIsClosedWhileAJobRunsOnTheExecutor() {
        let executor = Manual()
        let scheduler = BackgroundScheduler(executor: executor)
        #expect(!scheduler.gate.isClosed)
        let job = { (kind: String, priority: BackgroundScheduler.Priority) in
            BackgroundScheduler.Job<Int>(kind: kind, priority: priority, prepare: { { 1 } }, commit: { _, _ in true })
        }
        scheduler.submit(job("metrics", .housekeeping), rowCount: BackgroundScheduler.threshold + 1, at: 1)
        scheduler.submit(job("sort", .user), rowCount: BackgroundScheduler.threshold + 1, at: 1)
        #expect(scheduler.gate.isClosed)
        executor.pending.remove(at: 1)(2)   // the sort lands; the re-measure still runs
        #expect(scheduler.gate.isClosed)
        while !executor.pending.isEmpty { executor.deliverNext(at: 3) }
        #expect(!scheduler.gate.isClosed && !scheduler.isBusy)
        scheduler.submit(job("sort", .user), rowCount: 10, at: 4)
        #expect(!scheduler.gate.isClosed, "short work at once never closes it")
    }

    @Test func passWaitsUntilTheGateOpens() async {
        let gate = WorkGate()
        gate.close()
        final class Flags: Sendable {
            let started = Atomic<Bool>(false), passed = Atomic<Bool>(false)
        }
        let flags = Flags()
        let task = Task.detached {
            flags.started.store(true, ordering: .releasing)
            gate.pass()
            flags.passed.store(true, ordering: .releasing)
        }
        while !flags.started.load(ordering: .acquiring) { await Task.yield() }
        for _ in 0..<1_000 {
            await Task.yield()
            let passed = flags.passed.load(ordering: .acquiring)
            #expect(!passed, "pass returned while the gate was closed")
        }
        gate.open()
        await task.value
        let passed = flags.passed.load(ordering: .acquiring)
        #expect(passed)
    }
}
