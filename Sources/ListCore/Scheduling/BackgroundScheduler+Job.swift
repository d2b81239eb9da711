extension BackgroundScheduler {
    /// One unit of work whose result is a `Result`: `prepare` (on the main thread) captures what
    /// it needs and returns the work to run anywhere, or nil when there is nothing to do; `commit`
    /// (main thread) applies the result at a time and returns false when the list changed
    /// meanwhile (then the job is prepared again); `done` runs once the job has landed or had
    /// nothing to do. The result reaches `commit` with its type: no cast.
    ///
    ///     let job = BackgroundScheduler.Job<PreparedSort>(kind: "sort", prepare: {
    ///         let sort = sorter.job(by: descriptor)
    ///         return sort.map { sort in { sort.run() } }
    ///     }, commit: { prepared, time in sorter.commit(prepared, at: time) })
    ///
    /// - Complexity: O(1) to make; the work is what `prepare` returns.
    package struct Job<Result: Sendable> {
        package var kind: String
        package var priority: Priority
        package var prepare: () -> (@Sendable () -> Result)?
        package var commit: (Result, Double) -> Bool
        package var done: () -> Void

        package init(kind: String, priority: Priority = .user, prepare: @escaping () -> (@Sendable () -> Result)?,
                    commit: @escaping (Result, Double) -> Bool, done: @escaping () -> Void = {}) {
            self.kind = kind
            self.priority = priority
            self.prepare = prepare
            self.commit = commit
            self.done = done
        }
    }
}
