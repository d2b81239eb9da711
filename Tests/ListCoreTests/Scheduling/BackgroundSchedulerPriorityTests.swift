import Testing
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
