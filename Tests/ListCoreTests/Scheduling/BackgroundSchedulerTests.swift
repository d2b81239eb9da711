import Testing
@testable import ListCore

/// The one background scheduler: at once for short lists, otherwise one job in flight, the
/// latest request of a kind winning, a stale result prepared again.
@Suite struct BackgroundSchedulerTests {
    /// Holds the work it is given until the test delivers it.
    final class ManualExecutor: BackgroundExecutor {
        /// Each job handed over: running it runs the work and delivers its result at a time.
        var pending: [(Double) -> Void] = []
        func execute<Result: Sendable>(_ work: @escaping @Sendable () -> Result,
                                       deliver: @escaping (Result, Double) -> Void) {
            pending.append { deliver(work(), $0) }
        }
        func deliverNext(at time: Double) {
            pending.removeFirst()(time)
        }
    }

    final class Log { var lines: [String] = [] }

    func job(_ name: String, log: Log, stale: @escaping () -> Bool = { false }) -> BackgroundScheduler.Job<String> {
        .init(kind: "sort", prepare: {
            log.lines.append("prepare \(name)")
            return { name }
        }, commit: { result, time in
            if stale() { log.lines.append("stale \(result)"); return false }
            log.lines.append("commit \(result) at \(time)")
            return true
        }, done: { log.lines.append("done \(name)") })
    }

    @Test func shortListsRunAtOnce() {
        let executor = ManualExecutor(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        scheduler.submit(job("a", log: log), rowCount: 10, at: 1)
        #expect(log.lines == ["prepare a", "commit a at 1.0", "done a"])
        #expect(executor.pending.isEmpty && !scheduler.isBusy)
    }

    @Test func oneInFlightAndTheLatestWaitingRequestWins() {
        let executor = ManualExecutor(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        let long = BackgroundScheduler.threshold + 1
        scheduler.submit(job("a", log: log), rowCount: long, at: 1)
        scheduler.submit(job("b", log: log), rowCount: long, at: 1.1)
        scheduler.submit(job("c", log: log), rowCount: long, at: 1.2)
        #expect(executor.pending.count == 1 && scheduler.inFlight == "sort")
        executor.deliverNext(at: 2)
        #expect(executor.pending.count == 1, "c starts once a has landed; b was replaced")
        executor.deliverNext(at: 3)
        #expect(log.lines == ["prepare a", "commit a at 2.0", "done a", "prepare c", "commit c at 3.0", "done c"])
        #expect(!scheduler.isBusy)
    }

    @Test func aStaleResultIsPreparedAgain() {
        let executor = ManualExecutor(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        var staleOnce = true
        scheduler.submit(job("a", log: log, stale: { defer { staleOnce = false }; return staleOnce }),
                         rowCount: BackgroundScheduler.threshold + 1, at: 1)
        executor.deliverNext(at: 2)
        #expect(executor.pending.count == 1, "prepared again from the current rows")
        executor.deliverNext(at: 3)
        #expect(log.lines == ["prepare a", "stale a", "prepare a", "commit a at 3.0", "done a"])
    }

    /// The scene's sorts, deletes and live updates all go through it.
    @Test func theSceneSortsLongListsOnTheExecutor() {
        let scene = SceneFixture.scene(rows: BackgroundScheduler.threshold + 100)
        let executor = ManualExecutor()
        scene.scheduler.executor = executor
        let before = scene.list.layout.ids
        var landed = false
        scene.sort(by: SortDescriptor(column: 2), at: 1) { landed = true }
        #expect(scene.list.layout.ids == before && !landed, "nothing changes until the sort lands")
        executor.deliverNext(at: 1.5)
        #expect(landed && scene.list.layout.ids != before && scene.animator.isAnimating)
    }
}
