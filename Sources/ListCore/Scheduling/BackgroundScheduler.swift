/// The one scheduler for long work (sorting, planning a delete or a live update): short lists
/// are done at once; above `threshold` rows the work runs on the host's executor, one job in
/// flight at a time, the latest request of a kind replacing one still waiting, and a result
/// that no longer fits the list (it changed meanwhile) prepared again from the current rows.
///
///     let scheduler = BackgroundScheduler(executor: worker)
///     scheduler.submit(.init(kind: "sort", prepare: { job.run }, commit: { sorter.commit($0, at: $1) }),
///                      rowCount: list.count, at: now)
///
/// - Complexity: O(1) per request besides the work itself.
public final class BackgroundScheduler {
    /// One unit of work: `prepare` (on the main thread) captures what it needs and returns the
    /// work to run anywhere, or nil when there is nothing to do; `commit` (main thread) applies
    /// the result at a time and returns false when the list changed meanwhile (then the job
    /// is prepared again); `done` runs once the job has landed or had nothing to do.
    public struct Job {
        public var kind: String
        public var prepare: () -> (@Sendable () -> any Sendable)?
        public var commit: (any Sendable, Double) -> Bool
        public var done: () -> Void

        public init(kind: String, prepare: @escaping () -> (@Sendable () -> any Sendable)?,
                    commit: @escaping (any Sendable, Double) -> Bool, done: @escaping () -> Void = {}) {
            self.kind = kind
            self.prepare = prepare
            self.commit = commit
            self.done = done
        }
    }

    /// Above this many rows, work runs on the executor. Sorting 9 000 rows (text keys, then the
    /// plan) takes about 4 ms in a release build on the 2-core development machine, a quarter of
    /// a 60 Hz frame; planning alone stays under that up to `BatchAnimator.backgroundThreshold`.
    public static let threshold = 9_000

    public var executor: BackgroundExecutor?
    /// The kind of the job running on the executor, if any.
    public private(set) var inFlight: String?
    private var waiting: [Job] = []
    /// Attempts of a job whose result kept coming back stale before it is run at once instead.
    static let maximumRetries = 3
    private var retries = 0

    public init(executor: BackgroundExecutor? = nil) {
        self.executor = executor
    }

    /// True while a job runs or waits.
    public var isBusy: Bool { inFlight != nil || !waiting.isEmpty }

    /// Runs `job` now (short lists, or no executor) or queues it for the executor; a waiting job
    /// of the same kind is replaced (the latest request wins, with its own `done`).
    public func submit(_ job: Job, rowCount: Int, at time: Double) {
        guard let executor, rowCount > Self.threshold else {
            runNow(job, at: time)
            return
        }
        waiting.removeAll { $0.kind == job.kind }
        waiting.append(job)
        startNext(on: executor)
    }

    private func runNow(_ job: Job, at time: Double) {
        for _ in 0...Self.maximumRetries {
            guard let work = job.prepare() else { break }
            if job.commit(work(), time) { break }
        }
        job.done()
    }

    private func startNext(on executor: BackgroundExecutor) {
        guard inFlight == nil, !waiting.isEmpty else { return }
        let job = waiting.removeFirst()
        guard let work = job.prepare() else {
            job.done()
            startNext(on: executor)
            return
        }
        inFlight = job.kind
        executor.execute(work) { [weak self] result, time in
            guard let self else { return }
            inFlight = nil
            if job.commit(result, time) {
                retries = 0
                job.done()
            } else if waiting.contains(where: { $0.kind == job.kind }) {
                retries = 0   // stale, and a newer request of its kind waits: that one wins
            } else if retries < Self.maximumRetries {
                retries += 1
                waiting.insert(job, at: 0)   // stale: prepare again from the current rows
            } else {
                retries = 0
                runNow(job, at: time)
            }
            if let executor = self.executor { startNext(on: executor) }
        }
    }
}
