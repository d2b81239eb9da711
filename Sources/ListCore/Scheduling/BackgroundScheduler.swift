/// The one scheduler for long work (sorting, planning a delete or a live update; the core's only
/// offload path): short work is done at once; above `threshold` rows, or `textThreshold` bytes
/// of text to read, the work runs on the host's executor, one job in flight at a time, the
/// latest request of a kind replacing one still waiting, and a result that no longer fits the
/// list (it changed meanwhile) prepared again from the current rows.
///
/// The user's work never queues behind housekeeping: a `.user` job (a sort, a delete, a search)
/// waits before every `.housekeeping` job (re-measuring heights, prefetching), and one arriving
/// while housekeeping runs starts at once beside it; the housekeeping result is then dropped
/// and the job prepared again from the rows the user's work left.
///
///     let scheduler = BackgroundScheduler(executor: worker)
///     scheduler.submit(Job<PreparedSort>(kind: "sort", prepare: { { job.run() } },
///                                        commit: { sorter.commit($0, at: $1) }),
///                      rowCount: list.count, at: now)
///
/// Jobs are typed (`Job<Result>`, `BackgroundScheduler+Job.swift`); they wait together as
/// `ScheduledJob`s, whose results come back bound to their own commit, never cast.
///
/// - Complexity: O(1) per request besides the work itself.
package final class BackgroundScheduler {
    /// Above this many rows, work runs on the executor. Sorting 9 000 rows (text keys, then the
    /// plan) takes about 4 ms in a release build on the 2-core development machine, a quarter of
    /// a 60 Hz frame (planning alone stays under that up to about 30 000 rows).
    package static let threshold = 9_000

    /// Above this many bytes of text to read (UTF-8: the sorted column, the searched ones), work
    /// runs on the executor however few the rows: 256 KiB is about what 9 000 rows of ordinary
    /// names hold. Sorted at once, the 5.7 MiB of descriptions in a hostile file's 240 rows held
    /// the window for 0.4–1.1 s.
    package static let textThreshold = 1 << 18

    /// Whose work a job is: the user's goes first and pre-empts housekeeping.
    ///
    /// - Complexity: a value.
    package enum Priority: Sendable {
        case user, housekeeping
    }

    package var executor: BackgroundExecutor?
    /// Closed while a job runs on the executor: work that can wait passes it (`WorkGate`).
    let gate = WorkGate()
    /// The kind of the job running on the executor, if any (the user's, when both run).
    package var inFlight: String? { userRun?.kind ?? housekeepingRun?.kind }
    /// The housekeeping job running, if any (it may run beside the user's, pre-empted).
    package var housekeepingInFlight: String? { housekeepingRun?.kind }
    /// The job running in each lane; a pre-empted housekeeping run's result is dropped.
    private var userRun: ScheduledJob?
    private var housekeepingRun: ScheduledJob?
    private var isHousekeepingPreempted = false
    private var waiting: [ScheduledJob] = []
    /// Attempts of a job whose result kept coming back stale before it is run at once instead.
    static let maximumRetries = 3
    private var retries = 0

    package init(executor: BackgroundExecutor? = nil) {
        self.executor = executor
    }

    deinit {
        gate.open()   // nothing would open it again
    }

    /// True while a job runs or waits.
    package var isBusy: Bool { userRun != nil || housekeepingRun != nil || !waiting.isEmpty }

    /// Runs `job` now (short work, or no executor) or queues it for the executor; a waiting job
    /// of the same kind is replaced (the latest request wins, with its own `done`). `textBytes`:
    /// the text the work reads, as `textBytes(of:columns:)` counts it.
    package func submit<Result>(_ job: Job<Result>, rowCount: Int, textBytes: Int = 0, at time: Double) {
        let job = ScheduledJob(job)
        guard let executor, runsOnExecutor(rowCount: rowCount, textBytes: textBytes) else {
            runNow(job, at: time)
            return
        }
        waiting.removeAll { $0.kind == job.kind }
        enqueue(job)
        startNext(on: executor)
    }

    /// Whether work of this size goes to the executor (one is set, and the work is long).
    package func runsOnExecutor(rowCount: Int, textBytes: Int = 0) -> Bool {
        executor != nil && (rowCount > Self.threshold || textBytes > Self.textThreshold)
    }

    private func runNow(_ job: ScheduledJob, at time: Double) {
        for _ in 0...Self.maximumRetries {
            guard let work = job.prepare() else { break }
            if work.runHere()(time) { break }
        }
        job.done()
    }

    /// Queues `job` after the waiting jobs of its priority (`first`: before them) and before any
    /// of a lower priority.
    private func enqueue(_ job: ScheduledJob, first: Bool = false) {
        let rank = { (job: ScheduledJob) in job.priority == .user ? 0 : 1 }
        let index = first ? waiting.firstIndex { rank($0) >= rank(job) } ?? waiting.count
                          : waiting.lastIndex { rank($0) <= rank(job) }.map { $0 + 1 } ?? 0
        waiting.insert(job, at: index)
    }

    /// Starts what may start: the first waiting user job when no user job runs (pre-empting
    /// housekeeping), else a housekeeping job when nothing runs.
    private func startNext(on executor: BackgroundExecutor) {
        guard let next = waiting.first else { return }
        switch next.priority {
        case .user:
            guard userRun == nil else { return }
            if housekeepingRun != nil { isHousekeepingPreempted = true }
        case .housekeeping:
            guard userRun == nil, housekeepingRun == nil else { return }
        }
        let job = waiting.removeFirst()
        guard let work = job.prepare() else {
            job.done()
            startNext(on: executor)
            return
        }
        if job.priority == .user { userRun = job } else { housekeepingRun = job; isHousekeepingPreempted = false }
        gate.close()
        work.runOn(executor) { [weak self] commit, time in
            guard let self else { return }
            if job.priority == .user { userRun = nil } else { housekeepingRun = nil }
            if userRun == nil && housekeepingRun == nil { gate.open() }
            if job.priority == .housekeeping, isHousekeepingPreempted {
                isHousekeepingPreempted = false   // the user's work came first: prepare again after it
                if !waiting.contains(where: { $0.kind == job.kind }) { enqueue(job) }
            } else if commit(time) {
                retries = 0
                job.done()
            } else if waiting.contains(where: { $0.kind == job.kind }) {
                retries = 0   // stale, and a newer request of its kind waits: that one wins
            } else if retries < Self.maximumRetries {
                retries += 1
                enqueue(job, first: true)   // stale: prepare again from the current rows
            } else {
                retries = 0
                runNow(job, at: time)
            }
            if let executor = self.executor { startNext(on: executor) }
        }
    }
}

extension BackgroundScheduler {
    /// The UTF-8 bytes of `columns` in `rows`, for `submit(_:rowCount:textBytes:at:)`: counted up
    /// to one past `textThreshold` (enough to decide), and 0 for more than `threshold` rows
    /// (they go to the executor anyway).
    ///
    ///     scheduler.submit(job, rowCount: rows.count,
    ///                      textBytes: BackgroundScheduler.textBytes(of: rows, columns: [2]), at: now)
    ///
    /// - Complexity: O(min(n, `threshold`) × columns): a native string knows its UTF-8 count.
    package static func textBytes(of rows: some Collection<Row>, columns: [Int]) -> Int {
        guard rows.count <= threshold, !columns.isEmpty else { return 0 }
        var bytes = 0
        for row in rows {
            for column in columns { bytes += row.field(column)?.utf8.count ?? 0 }
            if bytes > textThreshold { return textThreshold + 1 }
        }
        return bytes
    }
}
