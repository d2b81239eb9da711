import ListGtk
import ListCore

/// Live updates, as the core runs them (`ListScene+Live.swift`): the simulated feed ("most recent
/// on top": an item moves to the top every interval, a new one arrives and an old one leaves), or,
/// once the app gave a source to follow, the rows of that source (a database other programs
/// commit to) as it changes. The widget wakes for each update or look by itself; the frame's
/// `header.isLive` says whether live runs and `isLiveAvailable` whether it can start.
///
///     list.follow { force in watch.read(force: force) }   // optional: a database instead of the feed
///     list.onSourceGone = { reason in showBanner(reason) }
///     list.setLive(true)
///
/// - Complexity: O(1) to switch; each update is a batch (planned on the worker for long lists).
extension ListWidget {
    /// Switches live updates on or off. Returns whether the switch took: they cannot start while
    /// the `.liveUpdates` behavior is detached.
    ///
    ///     list.setAttached(.liveUpdates, false)
    ///     list.setLive(true)          // false: nothing starts
    ///
    /// - Complexity: O(1).
    @discardableResult
    public func setLive(_ on: Bool) -> Bool {
        let took = scene.setLive(on, at: MainLoop.now)
        showNow()
        return took
    }

    /// Follows a source other programs change, in place of the simulated feed, while live is on:
    /// `read` runs on a worker every few frames' time (one look at a time; `force` asks for the
    /// rows even when nothing changed) and each change lands as one batch, merged by identity in
    /// the list's sort.
    ///
    ///     list.follow { force in watch.read(force: force) }   // .unchanged most of the time
    ///
    /// - Complexity: O(1) to set; a look costs `read` plus the merge and the plan, on the worker.
    public func follow(_ read: @escaping @Sendable (_ force: Bool) -> SourceRead) {
        scene.follow(read)
    }

    /// Re-reads the rows once (`read`, on a worker) and shows what changed as one animated batch,
    /// merged by identity in the list's sort, as a followed source's commits are: rows added fade
    /// in, rows removed fade out, changed rows crossfade in place, and selection, search and the
    /// open row follow by identity. `read` returns `.unchanged` to leave the rows as they are.
    ///
    ///     list.reload { .rows(try! CSVColumnLoader.load(data).rows) }
    ///
    /// - Complexity: O(1) here; the read, the merge and the plan on the worker.
    public func reload(_ read: @escaping @Sendable () -> SourceRead) {
        scene.reloadSource({ _ in read() }, at: frameTime)
        showNow()
    }

    /// `reload`, for rows whose columns changed (a followed table's shape): the rows shown take
    /// `schema` at once, still showing what they showed, the sort following its column by name
    /// (`ListScene.reshape`); then `read`'s rows merge by identity as one animated batch — each
    /// row crossfades to its new content in place, selection and the open row stay.
    ///
    ///     list.reload(schema: newSchema) { .rows(newRows) }
    ///
    /// - Complexity: O(rows × columns) here; the merge and the plan on the worker.
    public func reload(schema: ColumnSchema, _ read: @escaping @Sendable () -> SourceRead) {
        scene.reshape(to: schema)
        canvas.schemaDidChange(schema)
        scene.prepareSortRanks()
        reload(read)
    }

    /// Called once the followed source cannot be followed any more (deleted, replaced,
    /// unreadable), with why; live stops and the rows shown stay.
    ///
    ///     list.onSourceGone = { reason in print(reason) }
    ///
    /// - Complexity: O(1) to set.
    public var onSourceGone: ((String) -> Void)? {
        get { scene.onSourceGone }
        set { scene.onSourceGone = newValue }
    }

    /// Called when the followed source cannot be read as it was (busy, its columns changed, an
    /// error) and again with nil once a look reads it: the rows shown stay meanwhile, stale.
    ///
    ///     list.onSourceTrouble = { trouble in trouble.map { showBanner($0.message) } ?? hideBanner() }
    ///
    /// - Complexity: O(1) to set.
    public var onSourceTrouble: ((SourceTrouble?) -> Void)? {
        get { scene.onSourceTrouble }
        set { scene.onSourceTrouble = newValue }
    }

    /// Why the followed source cannot be read now, nil while it can: the rows shown are stale.
    public var sourceTrouble: SourceTrouble? { scene.sourceTrouble }
}
