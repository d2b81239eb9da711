/// A `BackgroundScheduler.Job` with its result type hidden, so jobs of every kind wait in one
/// queue. The result never leaves the closures made here: the work's result comes back bound
/// to its own `commit`, which the scheduler makes or drops (a pre-empted housekeeping result).
///
///     let queued = ScheduledJob(job)                  // any Job<Result>
///     if let work = queued.prepare() { _ = work.runHere()(now) }
///
/// - Complexity: O(1) besides the job's own closures.
struct ScheduledJob {
    /// Work prepared on the main thread, to run here or on an executor.
    struct Work {
        /// Runs the work on this thread; returns its commit (true when it landed).
        let runHere: () -> (Double) -> Bool
        /// Runs the work on `executor`; `land` gets its commit and the delivery time.
        let runOn: (BackgroundExecutor, @escaping (_ commit: @escaping (Double) -> Bool, Double) -> Void) -> Void
    }

    let kind: String
    let priority: BackgroundScheduler.Priority
    let prepare: () -> Work?
    let done: () -> Void

    init<Result: Sendable>(_ job: BackgroundScheduler.Job<Result>) {
        kind = job.kind
        priority = job.priority
        done = job.done
        prepare = {
            guard let work = job.prepare() else { return nil }
            return Work(runHere: {
                let result = work()
                return { job.commit(result, $0) }
            }, runOn: { executor, land in
                executor.execute(work) { result, time in land({ job.commit(result, $0) }, time) }
            })
        }
    }
}
