/// One window's core: the list, the two pages, every behavior attached to the list (one
/// registration line each), the selection commands and the input recognisers. A host forwards
/// input with its event times, calls `advance(to:)` once per tick, then builds one `ListFrame`
/// and shows it.
///
///     let scene = ListScene(rows: rows, schema: schema)
///     scene.press(x: 100, y: 80, listWidth: 480, at: t0)     // GDK event times, seconds
///     scene.release(x: 100, y: 80, at: t1)                   // a tap: opens the row
///     scene.advance(to: frameTime)
///     let frame = scene.frame(listWidth: 480, pageWidth: 480, hasFocus: true)
///
/// Decisions live here, not in the host: what a press is (tap, long press, drag, drag-select),
/// whether input is taken while a page transition runs (it is not: no scroll, no tap, no key),
/// the wheel step, the edge swipe and touchpad swipe thresholds.
///
/// - Complexity: input calls are O(log n) (plus the selection changes they make); a frame is
///   O(visible rows × behaviors + log n).
public final class ListScene {
    public let list: ListState
    public let navigation = NavigationModel()
    /// The columns; a large CSV's number columns are known only once it has loaded
    /// (`setSchema(_:)`).
    public private(set) var schema: ColumnSchema
    public let animator = BatchAnimator()
    public let dragSelect: DragSelectBehavior
    public let header: HeaderResize
    public let editMode = EditModeAnimation()
    public let kinetic = KineticScroll()
    /// Keeps the reader's place when batches change rows above the viewport; "N new" and the
    /// scroll to the top (`Scrolling/ScrollAnchoring.swift`).
    public let anchoring = ScrollAnchoring()
    public let live: LiveUpdates
    /// Live from a source other programs change (a database), when the host gives one.
    public let follower = SourceFollower()
    public let sorter: AnimatedSort
    public let deselection: DeselectionBehavior
    /// Long work (sorts, deletes and live updates of long lists) runs through this one
    /// scheduler on the executor the host supplies.
    public let scheduler = BackgroundScheduler()
    /// Keyboard and tap selection rules (focus, Shift-extension, toggles).
    public internal(set) var commands = SelectionCommands()
    /// The press being tracked on the list, if any.
    public internal(set) var pointer: PointerGesture?
    /// The edge swipe being tracked on the detail page, if any.
    public internal(set) var edgeSwipe: EdgeSwipe?
    public internal(set) var touchpadSwipe = TouchpadSwipe()
    /// The row metrics the host measured last (`setRowMetrics`), `nil` before.
    public internal(set) var rowMetrics: RowMetrics?
    /// The time of the frame being shown (the last `advance(to:)`).
    public internal(set) var time: Double = 0
    /// The search being shown, `nil` when none (`ListScene+Search.swift`).
    public internal(set) var search: SearchState?
    /// Deletes and sorts that undo takes back (`ListScene+Undo.swift`).
    public internal(set) var history = UndoHistory()
    /// Sorts landed so far (a search re-sorts its hidden rows when this moved on).
    var sortCount = 0
    /// Undo and redo requests so far: each is its own background job, none replaces another.
    var editRequests = 0
    /// The pointer's height over the list, `nil` when it is elsewhere (`ListScene+Hover.swift`).
    public internal(set) var pointerY: Double?
    /// The notice's expiry and the font re-measures the host wakes the scene for (`ListScene+Wake.swift`).
    public internal(set) var wakes = WakeSchedule()
    /// An edit was recorded: the host shows its notice ("3 rows deleted", Undo) for
    /// `UndoHistory.noticeDuration` seconds.
    public var onEditRecorded: ((ListEdit) -> Void)?

    /// Header heights of the summary banner, collapsed and expanded.
    public static let headerHeights = (collapsed: 52.0, expanded: 124.0)

    public init(rows: [Row], schema: ColumnSchema, isDebug: Bool = false) {
        self.schema = schema
        list = ListState(rows: rows)
        var dragOptions = DragSelectBehavior.Options()
        dragOptions.isDebug = isDebug
        dragSelect = DragSelectBehavior(options: dragOptions)
        header = HeaderResize(collapsedHeight: Self.headerHeights.collapsed, expandedHeight: Self.headerHeights.expanded)
        // Live updates are due on a timer the host runs, not by keeping frames running; a feed:
        // every other update adds a row on top and removes one below.
        live = LiveUpdates(animator: animator, schema: schema, options: .init(keepsFramesRunning: false, feed: .init()))
        sorter = AnimatedSort(animator: animator, schema: schema)
        deselection = DeselectionBehavior(transition: navigation.back, push: navigation.push)

        list.attach(animator)
        list.attach(deselection)
        list.attach(dragSelect)
        list.attach(editMode)
        list.attach(kinetic)
        list.attach(anchoring)
        list.attach(header)
        list.attach(live)
        live.offload = { [weak self] job in
            guard let self else { return }
            scheduler.submit(.init(kind: "live", prepare: { { job.run() } }, commit: { [weak self] result, time in
                self?.live.finish(result as! PreparedBatch, at: time)
                return true   // `finish` bumps again itself when the list changed meanwhile
            }), rowCount: list.count, at: self.time)
        }
    }

    /// The columns changed (a file's number columns became known): sorts and live updates follow.
    public func setSchema(_ schema: ColumnSchema) {
        self.schema = schema
        sorter.schema = schema
        live.schema = schema
    }

    /// True while anything still needs frames.
    public var needsFrames: Bool { navigation.needsFrames || list.needsFrames }

    /// Advances every time-driven part to the frame time `time` (once per tick).
    public func advance(to time: Double) {
        self.time = time
        navigation.advance(to: time)
        list.advance(to: time)
    }

    /// Reduced motion (the desktop's animations off): every animation jumps to its end.
    public func setReducesMotion(_ reduced: Bool) {
        navigation.reducesMotion = reduced
        list.setReducesMotion(reduced)
    }

    /// Whether the list page takes input now: shown and no page transition running.
    public var acceptsListInput: Bool { navigation.page == .list && !navigation.isTransitioning }

    // MARK: Commands

    /// Opens row `id` (tap, Enter): selects it and pushes its detail page. Refused (nothing
    /// selected) unless the list is at rest. Input comes with its event time (`press`, `key`).
    public func open(_ id: RowID, at time: Double? = nil) {
        guard list.layout.contains(id), navigation.push(id, at: time ?? self.time) else { return }
        list.setSelection([id])
    }

    /// Tap or Enter on a row: toggles it in edit mode, opens it otherwise.
    public func activate(_ id: RowID, at time: Double? = nil) {
        commands.setFocus(id, in: list)
        if list.isEditing { commands.toggle(id, in: list) } else { open(id, at: time) }
    }

    /// The "N new" pill or Home: scrolls to the top, animated (refused while the list takes no
    /// input); the count clears there.
    ///
    ///     scene.scrollToTop(at: t)
    ///
    /// - Complexity: O(1).
    public func scrollToTop(at time: Double) {
        guard acceptsListInput else { return }
        anchoring.scrollToTop(at: time)
    }

    /// Back button or Alt+Left: goes back, or sends a running push back.
    public func goBack(at time: Double) {
        navigation.goBack(at: time)
    }

    /// Enters or leaves edit mode (only on the list page at rest, leaving always works).
    @discardableResult
    public func setEditing(_ editing: Bool, at time: Double) -> Bool {
        guard navigation.page == .list, acceptsListInput || !editing else { return false }
        list.setEditing(editing, at: time)
        return true
    }

    /// Sorts by `descriptor` (nil: the original order), animated; long lists are sorted and
    /// planned on the executor while frames go on. `done` runs once the sort has landed.
    /// `animated: false` lands the new order at once (the `--sort` launch option).
    public func sort(by descriptor: SortDescriptor?, at time: Double, animated: Bool = true,
                     done: @escaping () -> Void = {}) {
        let job = BackgroundScheduler.Job(kind: "sort", prepare: { [weak self] in
            guard let self, let job = sorter.job(by: descriptor) else { return nil }
            if list.count > BackgroundScheduler.threshold {
                list.emit("sort.started", [("rows", .number(Double(list.count)))])
            }
            return { job.run() }
        }, commit: { [weak self] result, time in
            self?.commitSort(result as! PreparedSort, at: time, animated: animated) ?? true
        }, done: done)
        scheduler.submit(job, rowCount: list.count, at: time)
    }

    public func selectAll() {
        guard list.isEditing else { return }
        commands.selectAll(in: list)
    }

    public func deselectAll() {
        guard list.isEditing else { return }
        commands.deselectAll(in: list)
    }

    /// The Nth-column sort key (Ctrl+1 … Ctrl+9): ascending, or descending when the list is
    /// already sorted ascending by that column; `nil` (Ctrl+0) is the original order.
    public func sortDescriptor(forColumnKey n: Int) -> SortDescriptor? {
        guard n >= 1, n - 1 < schema.columns.count else { return nil }
        let column = n - 1
        let ascending = !(sorter.descriptor?.column == column && sorter.descriptor?.ascending == true)
        return SortDescriptor(column: column, ascending: ascending)
    }
}
