/// What a host installs once and the settings a user changes while the app runs: the
/// executor long work runs on, where old rows are freed, the debug events, the callbacks a
/// window follows and the behaviors' options. The scene's parts stay inside the core; a host
/// speaks to them only through these and the input and command methods.
///
///     scene.setExecutor(WorkerExecutor(queue: queue))
///     scene.onEvent = { name, fields in log(name, fields) }
///     scene.setStripSide(.trailing)             // right to left
///
/// - Complexity: each is O(1).
extension ListScene {
    /// Runs long work (sorts, searches, deletes, re-measures, source looks) on `executor`
    /// (`BackgroundExecutor`: the host's worker threads); without one, it runs inline.
    public func setExecutor(_ executor: BackgroundExecutor) { scheduler.executor = executor }

    /// Hands the rows a batch replaced to `discard` (e.g. to free them on a worker: a million old
    /// rows take tens of milliseconds to free); without it they are freed where they are dropped.
    public func setDiscard(_ discard: @escaping (any Sendable) -> Void) { animator.discard = discard }

    /// Debug events of the list's behaviors (`sort.started`, `behavior`, `live`, the drag-select
    /// events of a debug scene…): a name and its fields; `nil` (the default) drops them.
    public var onEvent: ((String, [(String, EventValue)]) -> Void)? {
        get { list.onEvent }
        set { list.onEvent = newValue }
    }

    /// Called each time a page has finished appearing (after a push or a back transition ended).
    public var onPageAppeared: ((NavigationModel.Page) -> Void)? {
        get { navigation.onPageAppeared }
        set { navigation.onPageAppeared = newValue }
    }

    /// Calls `body` with each back transition's coordinator as it begins (to animate alongside it).
    public func onBackWillBegin(_ body: @escaping (TransitionCoordinator) -> Void) {
        navigation.back.onWillBegin.append(body)
    }

    /// Follows a source other programs change while live is on (`SourceFollower`): `read` runs on
    /// the executor when a look is due (`pollSource(at:)`).
    public func follow(_ read: @escaping @Sendable (_ force: Bool) -> SourceRead) { follower.read = read }

    /// Called once the followed source cannot be followed any more, with why.
    public var onSourceGone: ((String) -> Void)? {
        get { follower.onGone }
        set { follower.onGone = newValue }
    }

    /// Called when the followed source cannot be read as it was (busy, its columns changed, an
    /// error), and with nil once a look reads it again; the rows shown stay meanwhile, stale.
    public var onSourceTrouble: ((SourceTrouble?) -> Void)? {
        get { follower.onTrouble }
        set { follower.onTrouble = newValue }
    }

    /// Why the followed source cannot be read now; nil while it can.
    public var sourceTrouble: SourceTrouble? { follower.trouble }

    /// The side of the list the drag-select strip runs along (the check marks' side: trailing
    /// right to left).
    public func setStripSide(_ side: DragSelectBehavior.StripSide) { dragSelect.options.stripSide = side }

    /// Where the drag-select strip runs across a list `listWidth` wide (px).
    public func stripBounds(listWidth: Double) -> (minX: Double, width: Double) {
        dragSelect.stripBounds(listWidth: listWidth)
    }

    /// How fast drag-select scrolls the rows past the pointer at the list's edges.
    public var dragSelectSpeed: DragSelectBehavior.ScrollSpeed {
        get { dragSelect.options.speed }
        set { dragSelect.options.speed = newValue }
    }

    /// How the row a user comes back from is deselected (with the back transition, by default).
    public var deselectionStyle: DeselectionBehavior.Style {
        get { deselection.style }
        set { deselection.style = newValue }
    }

    /// Whether every animation jumps to its end (`setReducesMotion(_:)`).
    public var reducesMotion: Bool { navigation.reducesMotion }
}
