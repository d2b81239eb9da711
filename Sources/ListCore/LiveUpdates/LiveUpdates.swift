/// "Most recent on top": while running, every `interval` seconds an item gets new content (its
/// next version, one field updated) and moves to the top of the list — one move plus one
/// content crossfade through `BatchAnimator`. Updates due at the same step go in one batch.
///
///     let live = LiveUpdates(animator: animator, schema: schema)
///     list.attach(animator)
///     list.attach(live)
///     live.start(at: now)          // first update at now + 1.2 s
///     _ = list.frame(at: now + 1.2)   // "row-42" slides to the top and crossfades
///     live.stop()
///
/// Items are chosen with a seeded generator (`Options.seed`) from the rows below the top, so
/// runs repeat exactly; time is injected through `advance(to:)` like every behavior.
///
/// - Complexity: per update O(n) to build the new order plus the batch (`BatchAnimator.apply`);
///   O(1) per frame otherwise.
public final class LiveUpdates: ListBehavior {
    package let animator: BatchAnimator
    /// Tells which column is a number (the one live updates increment).
    package var schema: ColumnSchema?
    package var options: Options
    package private(set) var isRunning = false
    /// Clock time of the next update while running.
    package private(set) var nextUpdateTime: Double?
    /// Items bumped since the behavior was created.
    package private(set) var updateCount = 0
    /// The items of the last batch, top first.
    package private(set) var lastBumped: [RowID] = []
    /// The rows the last batch added and the ids it removed (`Options.feed`).
    package private(set) var lastInserted: [Row] = []
    package private(set) var lastRemoved: [RowID] = []
    /// Rows added since the behavior was created.
    package private(set) var insertCount = 0
    private var tickCount = 0
    private(set) weak var list: ListState?
    var random: SplitMix64
    /// Where a long list's batch is prepared: the one `BackgroundScheduler` (on its executor
    /// above its threshold, at once below it). `nil`: every batch is prepared inline.
    package var scheduler: BackgroundScheduler?
    /// True while a batch waits or runs on the scheduler; updates wait for it (and are batched
    /// together when several fell due meanwhile).
    package private(set) var isPreparing = false

    package init(animator: BatchAnimator, schema: ColumnSchema? = nil, options: Options = Options()) {
        self.animator = animator
        self.schema = schema
        self.options = options
        self.random = SplitMix64(seed: options.seed)
    }

    package func didAttach(to list: ListState) {
        self.list = list
    }

    /// Detached: updates stop, and a batch still being prepared elsewhere is dropped.
    package func didDetach(from list: ListState) {
        stop()
        self.list = nil
    }

    /// Starts updating; the first update is due `interval` seconds after `time`.
    package func start(at time: Double) {
        guard !isRunning else { return }
        isRunning = true
        nextUpdateTime = time + max(options.interval, 0)
        list?.emit("live", [("running", true)])
    }

    package func stop() {
        guard isRunning else { return }
        isRunning = false
        nextUpdateTime = nil
        list?.emit("live", [("running", false)])
    }

    package var needsFrames: Bool { isRunning && options.keepsFramesRunning }

    /// How often a host that does not keep frames running checks `isDue(at:)` (seconds).
    package static let pollInterval = 0.05

    /// True when the next update falls due within a frame of `time`: a host polling every
    /// `pollInterval` wakes its frame clock then, so the update lands on a frame.
    package func isDue(at time: Double) -> Bool {
        guard isRunning, let due = nextUpdateTime else { return false }
        return time >= due - Self.dueSlack
    }

    /// An update counts as due this much before its time (a frame), so it lands on a frame.
    package static let dueSlack = 0.02

    /// Performs the updates due at `time`, all in one batch.
    package func advance(to time: Double) {
        guard isRunning, !isPreparing, let due = nextUpdateTime, time >= due, let list else { return }
        let interval = options.interval
        let ticks = interval > 0 ? Int(min(((time - due) / interval).rounded(.down), 1e9)) + 1 : 1
        nextUpdateTime = interval > 0 ? due + Double(ticks) * interval : time
        let count = min(ticks, max(options.maxCatchUp, 1)) * max(options.itemsPerUpdate, 1)
        let ids = pick(count, from: list)
        tickCount += 1
        guard let feed = options.feed, feed.every > 0, tickCount % feed.every == 0 else {
            bump(ids, at: time)
            return
        }
        let inserted = (0..<max(feed.newRows, 0)).compactMap { n -> Row? in
            guard list.count > 0 else { return nil }
            let template = list.rows[random.next(below: list.count)]
            return newRow(like: template, sequence: insertCount + n + 1, in: list)
        }
        insertCount += inserted.count
        let removed = pickRemovals(feed.removedRows, from: list, protected: count + 1, keep: Set(ids))
        bump(ids, inserting: inserted, removing: removed, at: time)
    }

    /// Gives `ids` new content and moves them to the top in one animated batch, the first id on
    /// top. Unknown and repeated ids are ignored.
    ///
    ///     live.bump(["row-9", "row-4"], at: now)   // row-9, row-4, then the others
    ///
    /// - Complexity: O(n) plus `BatchAnimator.apply`.
    package func bump(_ ids: [RowID], at time: Double) {
        bump(ids, inserting: [], removing: [], at: time)
    }

    /// `bump(_:at:)`, plus `inserted` new rows above them and the rows `removed` taken out, in
    /// the same batch. Removed ids that are gone already and inserted ids that exist are ignored.
    /// With a `scheduler`, a long list's batch is prepared on its executor; if the list changed
    /// meanwhile, the batch is dropped whole (never half-applied) and prepared again from the
    /// current rows.
    package func bump(_ ids: [RowID], inserting inserted: [Row], removing removed: [RowID], at time: Double) {
        guard let list else { return }
        var seen = Set<RowID>()
        let ids = ids.filter { seen.insert($0).inserted && list.layout.contains($0) }
        let inserted = inserted.filter { !list.layout.contains($0.id) }
        var taken = Set<RowID>()
        let removed = removed.filter { list.layout.contains($0) && !seen.contains($0) && taken.insert($0).inserted }
        guard !ids.isEmpty || !inserted.isEmpty || !removed.isEmpty else { return }
        let firstSequence = updateCount + 1
        updateCount += ids.count
        lastBumped = ids
        lastInserted = inserted
        lastRemoved = removed
        list.emit("live.bump", [("ids", .array(lastBumped.map { .string($0.rawValue) })),
                                ("inserted", .array(inserted.map { .string($0.id.rawValue) })),
                                ("removed", .array(lastRemoved.map { .string($0.rawValue) }))])
        guard let scheduler else {
            animator.commit(batchJob(ids, inserting: inserted, removing: removed, firstSequence: firstSequence,
                                     in: list).run(), at: time)
            return
        }
        isPreparing = true
        let job = BackgroundScheduler.Job<PreparedBatch>(kind: "live", prepare: { [weak self] in
            guard let self, let list = self.list else { return nil }   // detached meanwhile: dropped
            let job = batchJob(ids, inserting: inserted, removing: removed, firstSequence: firstSequence, in: list)
            return { job.run() }
        }, commit: { [weak self] prepared, time in
            guard let self, self.list != nil else { return true }
            return animator.commit(prepared, at: time)
        }, done: { [weak self] in self?.isPreparing = false })
        scheduler.submit(job, rowCount: list.count, at: time)
    }

    /// The batch of one bump made from the list's current rows (on the main thread): `ids` with
    /// new content on top, under the `inserted` rows still new, without the `removed` rows still
    /// there. Sequence numbers are those the bump gave, however often the batch is made again.
    private func batchJob(_ ids: [RowID], inserting inserted: [Row], removing removed: [RowID],
                          firstSequence: Int, in list: ListState) -> LiveBatchJob {
        let top = ids.enumerated().compactMap { n, id in list.row(id).map { bumped($0, sequence: firstSequence + n) } }
        return LiveBatchJob(rows: list.rows, top: top, bumped: Set(ids),
                            inserted: inserted.filter { !list.layout.contains($0.id) },
                            removed: Set(removed.filter { list.layout.contains($0) }))
    }

    /// `count` distinct items, the most recent (last drawn) first. Drawn from the rows below
    /// the top `count` when the list is long enough, so every update visibly moves a row.
    private func pick(_ count: Int, from list: ListState) -> [RowID] {
        let total = list.count
        guard total > 0 else { return [] }
        let count = min(count, total)
        let lowest = total > count ? 1 : 0
        var chosen: [Int] = []
        var taken = Set<Int>()
        while chosen.count < count {
            let index = lowest + random.next(below: total - lowest)
            if taken.insert(index).inserted { chosen.append(index) }
        }
        return chosen.reversed().map { list.layout.ids[$0] }
    }
}
