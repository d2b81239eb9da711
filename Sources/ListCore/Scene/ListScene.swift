/// One window's core, composed: the list, the two pages and every behavior attached to the list
/// (one registration line each). The rest of the scene is split by concern, each in its folder:
/// - input (`Scene/Input/`): the recognisers' state (`Gestures`) and what a press, a drag, a
///   swipe, a scroll or a key does;
/// - operations (`Scene/Operations/`): the long-running jobs (sort, search, delete and undo,
///   re-measure, source follow), each a typed `BackgroundScheduler.Job` on the one scheduler;
/// - the frame (`ListScene+Frame.swift`): what the host shows, read once per tick.
///
/// A host forwards input with its event times, calls `advance(to:)` once per tick, then builds
/// one `ListFrame` and shows it.
///
///     let scene = ListScene(rows: rows, schema: schema)   // configuration: .standard
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
    // MARK: Composition

    /// The sizes and numbers the scene was made with (`ListScene+Configuration.swift`).
    public let configuration: Configuration
    package let list: ListState
    let navigation = NavigationModel()
    /// The columns; a large CSV's number columns are known only once it has loaded
    /// (`setSchema(_:)`).
    public private(set) var schema: ColumnSchema
    package let animator = BatchAnimator()
    let dragSelect: DragSelectBehavior
    let header: HeaderResize
    let editMode = EditModeAnimation()
    /// Drag to reorder (`Reorder/`, `ListScene+Reorder.swift`): attached last, it adds to the y
    /// every other behavior gave a row.
    let reorder = ReorderDrag()
    let kinetic = KineticScroll()
    /// Keeps the reader's place when batches change rows above the viewport; "N new" and the
    /// scroll to the top (`Scrolling/ScrollAnchoring.swift`).
    let anchoring = ScrollAnchoring()
    /// The row an app scrolls to (`ListScene+ScrollTo.swift`), waited for until a batch brings it.
    let scrollTarget = ScrollTarget()
    let live: LiveUpdates
    /// Live from a source other programs change (a database), when the host gives one.
    let follower = SourceFollower()
    package let sorter: AnimatedSort
    let deselection: DeselectionBehavior
    /// The time of the frame being shown (the last `advance(to:)`).
    public internal(set) var time: Double = 0
    /// How many frames `frame(listWidth:pageWidth:hasFocus:)` has built: a host builds one per
    /// tick and one per change it shows, so the `LI_DEBUG=frames` trace says this beside each
    /// frame it shows (a second pipeline building frames of its own shows as a gap).
    public internal(set) var framesBuilt = 0

    // MARK: Input (`Scene/Input/`)

    /// Keyboard and tap selection rules (focus, Shift-extension, toggles).
    var commands = SelectionCommands()
    /// The press, edge swipe and touchpad swipe being tracked.
    var gestures = Gestures()

    // MARK: Operations (`Scene/Operations/`)

    /// Long work (sorts, searches, deletes, re-measures, source looks and live updates of long
    /// lists) runs through this one scheduler on the executor the host supplies.
    package let scheduler = BackgroundScheduler()
    /// The row metrics the host measured last (`setRowMetrics`), `nil` before.
    public internal(set) var rowMetrics: RowMetrics?
    /// The search being shown, `nil` when none (`ListScene+Search.swift`).
    var search: SearchState?
    /// Deletes and sorts that undo takes back (`ListScene+Undo.swift`).
    var history = UndoHistory()
    /// Sorts landed so far (a search re-sorts its hidden rows when this moved on).
    var sortCount = 0
    /// The columns whose ranks are being made in the background, each with what stops its
    /// ranking (`ListScene+SortRanks.swift`).
    var rankingColumns: [Int: RankingStop] = [:]
    /// Undo and redo requests so far: each is its own background job, none replaces another.
    var editRequests = 0
    /// The pointer's height over the list, `nil` when it is elsewhere (`ListScene+Hover.swift`).
    var pointerY: Double?
    /// The notice's expiry and the font re-measures the host wakes the scene for (`ListScene+Wake.swift`).
    var wakes = WakeSchedule()
    /// The rows that are section headers, in row order, and as a set (`ListScene+Sections.swift`).
    var sectionHeaderIDs: [RowID] = []
    var sectionHeaderSet: Set<RowID> = []
    /// An edit was recorded: the host shows its notice ("3 rows deleted", Undo) for
    /// `UndoHistory.noticeDuration` seconds.
    public var onEditRecorded: ((ListEdit) -> Void)?
    /// Whether rows can be reordered by the user (edit mode's handles, Alt+Shift+Up/Down): off
    /// by default, a host whose rows are its own to reorder turns it on (the demo app; an
    /// embedded model's view once it can move the model's items).
    public var isReorderable = false {
        didSet { if !isReorderable { cancelReorder(at: time) } }
    }
    /// The user reordered rows (a drop, a keyboard or accessible move), already applied and
    /// recorded: the host announces it and, embedding a model, moves its items. On a windowed
    /// list the move is by model position and not applied yet: the host moves its model's items
    /// and commits its mirror's batch, unanimated and unanchored (`ListScene+Reorder.swift`).
    public var onRowsReordered: ((ReorderMove) -> Void)?
    /// A reorder was refused (a sorted or searched list): the host shows `refusal.message`.
    public var onReorderRefused: ((ReorderRefusal) -> Void)?

    /// A scene of `rows` (unique identities) with their columns, on the list page, nothing selected;
    /// `isDebug` emits the drag-select events and tints the strip.
    public init(rows: [Row], schema: ColumnSchema, configuration: Configuration = .standard, isDebug: Bool = false) {
        self.configuration = configuration
        self.schema = schema
        list = ListState(rows: rows)
        var dragOptions = DragSelectBehavior.Options()
        dragOptions.isDebug = isDebug
        dragSelect = DragSelectBehavior(options: dragOptions)
        header = HeaderResize(collapsedHeight: configuration.headerHeights.collapsed,
                              expandedHeight: configuration.headerHeights.expanded)
        live = LiveUpdates(animator: animator, schema: schema, options: configuration.live)
        sorter = AnimatedSort(animator: animator, schema: schema)
        deselection = DeselectionBehavior(transition: navigation.back, push: navigation.push)

        list.attach(animator)
        list.attach(deselection)
        list.attach(dragSelect)
        list.attach(editMode)
        list.attach(kinetic)
        list.attach(anchoring)
        list.attach(scrollTarget)
        list.attach(header)
        list.attach(live)
        list.attach(reorder)
        live.scheduler = scheduler
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
}
