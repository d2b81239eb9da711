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
    public let animator: BatchAnimator
    /// Tells which column is a number (the one live updates increment).
    public var schema: ColumnSchema?
    public var options: Options
    public private(set) var isRunning = false
    /// Clock time of the next update while running.
    public private(set) var nextUpdateTime: Double?
    /// Items bumped since the behavior was created.
    public private(set) var updateCount = 0
    /// The items of the last batch, top first.
    public private(set) var lastBumped: [RowID] = []
    /// The rows the last batch added and the ids it removed (`Options.feed`).
    public private(set) var lastInserted: [Row] = []
    public private(set) var lastRemoved: [RowID] = []
    /// Rows added since the behavior was created.
    public private(set) var insertCount = 0
    private var tickCount = 0
    private(set) weak var list: ListState?
    var random: SplitMix64
    /// Runs the preparation of a batch for a long list elsewhere (a worker thread) and calls
    /// `finish(_:at:)` with the result on the main thread. `nil`: everything runs inline.
    public var offload: ((LiveBatchJob) -> Void)?
    /// True while an offloaded batch is being prepared; updates wait for it (and are batched
    /// together when several fell due meanwhile).
    public private(set) var isPreparing = false

    public init(animator: BatchAnimator, schema: ColumnSchema? = nil, options: Options = Options()) {
        self.animator = animator
        self.schema = schema
        self.options = options
        self.random = SplitMix64(seed: options.seed)
    }

    public func didAttach(to list: ListState) {
        self.list = list
    }

    /// Detached: updates stop, and a batch still being prepared elsewhere is dropped.
    public func didDetach(from list: ListState) {
        stop()
        self.list = nil
    }

    /// Starts updating; the first update is due `interval` seconds after `time`.
    public func start(at time: Double) {
        guard !isRunning else { return }
        isRunning = true
        nextUpdateTime = time + max(options.interval, 0)
        list?.emit("live", [("running", true)])
    }

    public func stop() {
        guard isRunning else { return }
        isRunning = false
        nextUpdateTime = nil
        list?.emit("live", [("running", false)])
    }

    public var needsFrames: Bool { isRunning && options.keepsFramesRunning }

    /// How often a host that does not keep frames running checks `isDue(at:)` (seconds).
    public static let pollInterval = 0.05

    /// True when the next update falls due within a frame of `time`: a host polling every
    /// `pollInterval` wakes its frame clock then, so the update lands on a frame.
    public func isDue(at time: Double) -> Bool {
        guard isRunning, let due = nextUpdateTime else { return false }
        return time >= due - Self.dueSlack
    }

    /// An update counts as due this much before its time (a frame), so it lands on a frame.
    public static let dueSlack = 0.02

    /// Performs the updates due at `time`, all in one batch.
    public func advance(to time: Double) {
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
    public func bump(_ ids: [RowID], at time: Double) {
        bump(ids, inserting: [], removing: [], at: time)
    }

    /// `bump(_:at:)`, plus `inserted` new rows above them and the rows `removed` taken out, in
    /// the same batch. Removed ids that are gone already and inserted ids that exist are ignored.
    public func bump(_ ids: [RowID], inserting inserted: [Row], removing removed: [RowID], at time: Double) {
        guard let list else { return }
        let inserted = inserted.filter { !list.layout.contains($0.id) }
        let removed = Set(removed.filter { list.layout.contains($0) && !ids.contains($0) })
        var seen = Set<RowID>()
        var top: [Row] = []
        for id in ids where seen.insert(id).inserted {
            guard let row = list.row(id) else { continue }
            updateCount += 1
            top.append(bumped(row, sequence: updateCount))
        }
        guard !top.isEmpty || !inserted.isEmpty || !removed.isEmpty else { return }
        lastBumped = top.map(\.id)
        lastInserted = inserted
        lastRemoved = Array(removed)
        list.emit("live.bump", [("ids", .array(lastBumped.map { .string($0.rawValue) })),
                                ("inserted", .array(inserted.map { .string($0.id.rawValue) })),
                                ("removed", .array(lastRemoved.map { .string($0.rawValue) }))])
        let job = LiveBatchJob(rows: list.rows, top: top, bumped: seen, inserted: inserted, removed: removed)
        if let offload, list.count > BackgroundScheduler.threshold {
            isPreparing = true
            offload(job)
        } else {
            animator.commit(job.run(), at: time)
        }
    }

    /// Applies an offloaded batch (see `offload`). If the list changed meanwhile, the batch is
    /// dropped whole (never half-applied) and the items are bumped again from the current rows.
    public func finish(_ prepared: PreparedBatch, at time: Double) {
        isPreparing = false
        guard list != nil else { return }   // detached meanwhile
        guard !animator.commit(prepared, at: time) else { return }
        let ids = lastBumped
        updateCount -= ids.count
        bump(ids, inserting: lastInserted, removing: lastRemoved, at: time)
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
