/// Following a source (`SourceFollower`): a look runs on the scheduler's executor (the worker),
/// reads the source, merges its rows by identity (`KeyedDiff`) in the list's sort order and plans
/// the batch there; the main thread commits it through the batch animator like any other batch
/// (a batch running retargets from where the rows are). Selection, focus and the open row
/// follow by identity, as for every batch.
extension ListScene {
    /// Starts a look at the source when one is due at `time`; does nothing otherwise.
    ///
    ///     if scene.follower.isDue(at: now) { scene.pollSource(at: now) }
    ///
    /// - Complexity: O(1) on the main thread; the look itself runs on the executor.
    public func pollSource(at time: Double) {
        guard follower.isDue(at: time), let read = follower.read else { return }
        look(with: read, forced: false, at: time)
    }

    /// Reads `read` once now (forced: all its rows), whether or not live follows a source, and
    /// merges what it gives by identity as one animated batch, as a look does: a file the app
    /// re-reads when the person asks (a CSV changed on disk, reloaded).
    ///
    ///     scene.reloadSource({ _ in .rows(reread()) }, at: now)
    ///
    /// - Complexity: O(1) on the main thread; the read, merge and plan run on the executor.
    public func reloadSource(_ read: @escaping @Sendable (_ force: Bool) -> SourceRead, at time: Double) {
        // A look in flight lands first; the reload runs right after it, never dropped.
        guard !follower.isLooking else { follower.pendingReload = read; return }
        look(with: read, forced: true, at: time)
    }

    private func look(with read: @escaping @Sendable (_ force: Bool) -> SourceRead, forced: Bool, at time: Double) {
        follower.looking(at: time)
        let job = BackgroundScheduler.Job<SourceLook>(kind: "source", prepare: { [weak self] in
            guard let self else { return nil }
            let force = follower.forceRead || forced
            follower.forceRead = false
            let shown = list.rows
            let layout = list.layout
            let sort = sorter.descriptor
            let numeric = sort.map { RowSorter.isNumeric($0.column, in: schema) } ?? false
            let metrics = rowMetrics
            // While searching, the source is merged into the full list and the search shows its
            // matches of the result: new matches come in, changed rows that stop matching go.
            var current = search?.session
            let query = current?.query   // what the search shows (restoring starts the session afresh)
            let full = current?.restored(from: shown) ?? shown
            let session = current
            return { () -> SourceLook in
                let result: KeyedDiff.Result
                switch read(force) {
                case .unchanged: return SourceLook.unchanged
                case .gone(let reason): return SourceLook.gone(reason)
                case .trouble(let trouble): return SourceLook.trouble(trouble)
                case .rows(let snapshot):
                    result = KeyedDiff.merge(shown: full, snapshot: snapshot, sort: sort, numeric: numeric, metrics: metrics)
                case .changes(let delta):
                    result = session == nil
                        ? KeyedDiff.apply(delta, shown: shown, layout: layout, sort: sort, numeric: numeric, metrics: metrics)
                        : KeyedDiff.apply(delta, shown: full, layout: RowLayout(rows: full), sort: sort, numeric: numeric,
                                          metrics: metrics)
                }
                guard let old = session, let query else {
                    return SourceLook.batch(KeyedDiff.prepare(result, shown: shown, layout: layout), result.summary, nil)
                }
                var next = SearchSession(all: result.rows, columns: old.columns)
                let matches = next.shown(for: query)
                return SourceLook.batch(BatchAnimator.prepare(old: shown, new: matches), result.summary,
                                        (next, result.rows.count - matches.count))
            }
        }, commit: { [weak self] look, time in
            guard let self else { return true }
            guard commitLook(look, at: time) else { return false }
            if let pending = follower.pendingReload, !follower.isLooking {
                follower.pendingReload = nil
                self.look(with: pending, forced: true, at: time)
            }
            return true
        })
        // Always on the executor when there is one: reading a file never blocks a frame.
        scheduler.submit(job, rowCount: Int.max, at: time)
    }

    /// Applies a look's result on the main thread; false when the list changed meanwhile (the
    /// scheduler then makes the look again, re-reading the source).
    private func commitLook(_ look: SourceLook, at time: Double) -> Bool {
        switch look {
        case .unchanged:
            follower.looked(at: time)
            recovered()
        case .trouble(let trouble):
            follower.looked(at: time, troubled: true)
            guard follower.trouble != trouble else { break }
            // Said once per trouble, not every look: the rows stay, marked stale.
            follower.trouble = trouble
            list.emit("source.trouble", [("kind", .string(trouble.kind.rawValue)), ("message", .string(trouble.message))])
            follower.onTrouble?(trouble)
        case .gone(let reason):
            follower.looked(at: time)
            follower.goneReason = reason
            follower.stop()
            list.emit("source.gone", [("reason", .string(reason))])
            list.emit("live", [("running", false), ("source", "database")])
            follower.onGone?(reason)
        case .batch(let prepared, let summary, let searched):
            guard !prepared.isNoChange else {
                follower.looked(at: time)
                recovered()
                return true
            }
            guard animator.commit(prepared, at: time) else {
                follower.forceRead = true
                return false
            }
            if let (session, hidden) = searched, search != nil {
                search?.session = session
                search?.hiddenCount = hidden
            }
            follower.looked(at: time)
            recovered()
            follower.batchCount += 1
            // The first ids of each kind (a huge change stays a short line) and the counts.
            func ids(_ ids: [RowID]) -> EventValue { .array(ids.prefix(50).map { .string($0.rawValue) }) }
            list.emit("source.batch", [
                ("inserted", ids(summary.inserted)), ("deleted", ids(summary.deleted)),
                ("changed", ids(summary.changed)),
                ("counts", [.number(Double(summary.inserted.count)), .number(Double(summary.deleted.count)),
                            .number(Double(summary.changed.count))]),
                ("moved", .number(Double(prepared.plan.moves.count))),
                ("rows", .number(Double(list.count))),
            ])
        }
        return true
    }

    /// A look read the source again: the trouble it had is over.
    private func recovered() {
        guard follower.trouble != nil else { return }
        follower.trouble = nil
        list.emit("source.trouble", [("kind", .string("none")), ("message", .string(""))])
        follower.onTrouble?(nil)
    }
}
