import Testing
@testable import ListCore
import ListData

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

    /// Work grows with the text it reads, not only with the rows: a few rows holding megabytes
    /// are sorted off the main thread (a hostile CSV's sort by description held the window for
    /// 0.4–1.1 s).
    @Test func fewRowsWithMuchTextRunOnTheExecutor() {
        let executor = ManualExecutor(), log = Log()
        let scheduler = BackgroundScheduler(executor: executor)
        scheduler.submit(job("a", log: log), rowCount: 10, textBytes: BackgroundScheduler.textThreshold, at: 1)
        #expect(log.lines == ["prepare a", "commit a at 1.0", "done a"], "up to the threshold: at once")
        scheduler.submit(job("b", log: log), rowCount: 10, textBytes: BackgroundScheduler.textThreshold + 1, at: 2)
        #expect(executor.pending.count == 1 && scheduler.inFlight == "sort", "above it: on the executor")
    }

    /// What the scene counts: the sorted column's bytes, or the searched columns', up to one past
    /// the threshold; nothing for a list long enough to go to the executor anyway.
    @Test func textBytesCountTheColumnsReadAndStopOnceDecided() {
        let rows = (0..<10).map { Row(id: RowID("r\($0)"), fields: ["ab", String(repeating: "é", count: 100_000)]) }
        #expect(BackgroundScheduler.textBytes(of: rows, columns: [0]) == 20)
        #expect(BackgroundScheduler.textBytes(of: rows, columns: [0, 1]) == BackgroundScheduler.textThreshold + 1)
        #expect(BackgroundScheduler.textBytes(of: rows, columns: []) == 0)
        let long = Array(repeating: rows[1], count: BackgroundScheduler.threshold + 1)
        #expect(BackgroundScheduler.textBytes(of: long, columns: [1]) == 0)
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

    /// A short list whose sorted or searched column holds megabytes goes to the executor too;
    /// its other columns stay cheap and sort at once.
    @Test func theSceneSortsAndSearchesLongTextOnTheExecutor() {
        let big = String(repeating: "lorem ipsum ", count: 30_000)
        let rows = (0..<24).map { Row(id: RowID("r\($0)"), fields: ["row \(23 - $0)", big + String(UnicodeScalar(UInt8(97 + $0)))]) }
        let scene = ListScene(rows: rows, schema: ColumnSchema(columns: [.init(name: "name", kind: .text),
                                                                       .init(name: "description", kind: .text)]),
                               configuration: .demo)
        scene.list.setViewportHeight(600)
        scene.advance(to: 0)
        let executor = ManualExecutor()
        scene.scheduler.executor = executor
        var started = 0
        scene.list.onEvent = { name, _ in if name == "sort.started" { started += 1 } }
        scene.sort(by: SortDescriptor(column: 0), at: 1)
        #expect(executor.pending.isEmpty && scene.list.rows.first?.id == "r23", "short names: sorted at once")
        #expect(started == 0)
        scene.sort(by: SortDescriptor(column: 1), at: 2)
        #expect(executor.pending.count == 1 && scene.list.rows.first?.id == "r23", "descriptions: on the executor")
        #expect(started == 1, "and the app is told (`sort.started`)")
        executor.deliverNext(at: 2.5)
        #expect(scene.list.rows.first?.id == "r0", "landed: \(scene.list.rows.prefix(3).map(\.id))")
        scene.search(text: "ipsum h", at: 3)
        #expect(executor.pending.count == 1 && scene.list.count == 24, "the search reads the descriptions too")
        executor.deliverNext(at: 3.5)
        #expect(scene.list.rows.map(\.id) == ["r7"], "only r7's description has 'ipsum h'")
    }
}
