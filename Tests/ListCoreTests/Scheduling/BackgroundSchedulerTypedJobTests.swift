import Testing
@testable import ListCore

/// Issue 17: jobs are typed (`Job<Result>`): jobs of different result types wait in one queue,
/// each commit gets its own job's result with its type, and a dropped result reaches no commit.
@Suite struct BackgroundSchedulerTypedJobTests {
    typealias Manual = BackgroundSchedulerTests.ManualExecutor
    static let long = BackgroundScheduler.threshold + 1

    final class Log { var lines: [String] = [] }

    @Test func aPreemptedResultIsDroppedAndEachCommitGetsItsOwnType() throws {
        let executor = Manual(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        var preparations = 0
        scheduler.submit(BackgroundScheduler.Job<[Int]>(kind: "metrics", priority: .housekeeping, prepare: {
            preparations += 1
            let n = preparations
            return { [n, n, n] }
        }, commit: { heights, _ in
            log.lines.append("heights \(heights.reduce(0, +))")
            return true
        }), rowCount: Self.long, at: 1)
        scheduler.submit(BackgroundScheduler.Job<String>(kind: "sort", prepare: { { "sorted" } }, commit: { text, time in
            log.lines.append("\(text) at \(time)")
            return true
        }), rowCount: Self.long, at: 1.1)
        #expect(executor.pending.count == 2)
        executor.deliverNext(at: 2)   // the re-measure lands first, but the sort pre-empted it
        #expect(log.lines.isEmpty, "a pre-empted result reaches no commit")
        executor.deliverNext(at: 2.5)
        try #require(executor.pending.count == 1, "the re-measure is made again once the sort landed")
        executor.deliverNext(at: 3)
        #expect(log.lines == ["sorted at 2.5", "heights 6"], "the re-measure made again (2 + 2 + 2) lands after")
        #expect(!scheduler.isBusy)
    }

    @Test func aStaleTypedResultIsMadeAgainFromTheCurrentState() throws {
        let executor = Manual()
        let scheduler = BackgroundScheduler(executor: executor)
        var rows = [1, 2, 3]
        var landed: [Int]?
        scheduler.submit(BackgroundScheduler.Job<(count: Int, sorted: [Int])>(kind: "sort", prepare: {
            let snapshot = rows
            return { (snapshot.count, snapshot.sorted(by: >)) }
        }, commit: { result, _ in
            guard result.count == rows.count else { return false }   // the rows changed meanwhile
            landed = result.sorted
            return true
        }), rowCount: Self.long, at: 1)
        rows.append(7)
        executor.deliverNext(at: 2)
        #expect(landed == nil)
        try #require(executor.pending.count == 1, "made again from the current rows")
        executor.deliverNext(at: 3)
        #expect(landed == [7, 3, 2, 1])
    }
}
