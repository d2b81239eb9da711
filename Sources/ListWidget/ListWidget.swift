import CGtk
import Dispatch
import ListGtk
import ListCore

/// The list as a GTK widget: a canvas of pooled row widgets placed every frame where the list's
/// core says, the drag-select strip, the optional animated summary header, the "N new" pill and
/// a scrollbar, driven by its own frame clock ticks (only while something moves): each tick
/// advances the core once and builds one `ListFrame`, which the canvas and the window's other
/// parts (`onFrame`: its page stack and slider) show. Every pointer,
/// wheel and key event on it goes to the core (ListCore's `ListScene`, which the widget owns);
/// the widget decides nothing.
///
/// It is made from what an app has — rows, their columns, a configuration — and runs everything
/// the core needs: long work (sorts, searches, deletes, live updates of long lists, rows loaded
/// after the window opened) on worker threads, and one timer for the deadlines that are not
/// frames (the next live update, a notice's expiry, a font re-measure). The app sends commands
/// (`sort`, `search`, `undo`, `setLive`, …; each shows its change, animated) and shows what it
/// shows beside the list from the frames (`onFrame`) and the `state(limit:)` snapshot:
///
///     let list = ListWidget(rows: rows, schema: schema)
///     list.onFrame = { frame in selectionBar.show(frame) }
///     window.setChild(list.gtkWidget)
///     list.setEditing(true)                                 // check marks slide in
///     list.sort(column: 2, descending: true)                // rows slide to their new slots
///
/// - Complexity: one tick is O(rows in the frame) (the frame's rows are bound to a pool of
///   widgets whose size depends on the viewport, never on the list's length); no tick runs while
///   nothing moves.
@MainActor
public final class ListWidget {
    /// The core the widget shows and forwards input to. An embedder that changes the model
    /// through it calls `showNow()` afterwards.
    @_spi(Embedding) public let scene: ListScene
    let canvas: ListCanvas
    let frames: FrameDriver
    /// The frame shown last.
    private var current: ListFrame?
    /// While a tick runs: whether its frame was built yet, and whether a change was shown after
    /// it. A change shown before the frame is built is in it; one after waits for the next tick,
    /// which the tick asks for: one frame per tick.
    private var runningTick: (built: Bool, changedAfter: Bool)?
    /// The host's handler of reorders (`ListWidget+Reorder.swift`), after the widget announced it.
    var reorderHandler: ((ReorderMove) -> Void)?

    // MARK: Running the core (`ListWidget+Wake.swift`, `ListWidget+Loading.swift`)

    /// Where the core's long work runs (`nil` for an embedder's own scene: it supplies one).
    var executor: WorkerExecutor?
    /// The one timer for the core's deadlines (`ListWidget+Wake.swift`).
    let wakeTimer = WakeTimer()
    /// Called when the notice's time is up (`ListWidget+Notice.swift`): the app hides it.
    ///
    ///     list.onNoticeExpired = { toast.hide() }
    ///
    /// - Complexity: O(1) to set.
    public var onNoticeExpired: () -> Void = {}
    /// True while `loadRows` works; `whenRowsLoaded` bodies wait for it.
    var loadingRows = false
    var waitingForRows: [@MainActor () -> Void] = []
    /// Why the last background load failed, `nil` when none did (`ListWidget+Loading.swift`).
    ///
    ///     list.whenRowsLoaded { if let reason = list.loadFailure { print(reason) } }
    ///
    /// - Complexity: O(1).
    public internal(set) var loadFailure: String?

    /// A list of `rows` with `schema`'s columns, ready to put in a window; it starts ticking on
    /// the first change.
    ///
    ///     let list = ListWidget(rows: rows, schema: schema)
    ///     window.setChild(list.gtkWidget)
    ///
    /// - Parameters:
    ///   - rows: the rows to start with (none, while `loadRows` brings them).
    ///   - schema: their columns (names and kinds: what sorts as text or as numbers).
    ///   - configuration: the summary header's heights and how live updates run (`.standard`
    ///     by default: the header measured from its labels, no feed adding or removing rows).
    ///   - isDebug: emits the drag-select events to `onEvent` and tints the strip.
    /// - Complexity: O(n) for n rows (their layout).
    public convenience init(rows: [Row], schema: ColumnSchema, configuration: Configuration = .standard,
                            isDebug: Bool = false) {
        self.init(scene: ListScene(rows: rows, schema: schema, configuration: configuration, isDebug: isDebug))
        // Concurrent: the core's scheduler runs at most one user job and one housekeeping job at
        // once, so a sort starts beside a font re-measure instead of after it.
        let executor = WorkerExecutor(queue: DispatchQueue(label: "list-widget.scheduler", qos: .userInitiated,
                                                           attributes: .concurrent))
        executor.onDelivered = { [weak self] in self?.showNow() }
        scene.setExecutor(executor)
        self.executor = executor
    }

    /// The sizes and numbers a list is made with: the summary header's heights and how live
    /// updates run (`ListScene.Configuration`; `.standard` by default).
    ///
    ///     var configuration = ListWidget.Configuration.standard
    ///     configuration.live.interval = 2        // a live update every 2 s
    ///
    /// - Complexity: a value.
    public typealias Configuration = ListScene.Configuration

    /// The widget for an embedder's own `scene`, which the embedder runs: it supplies the
    /// scheduler's executor. The widget wakes the scene at `nextWake(after:)` (the font
    /// re-measures, a notice's expiry) with its one timer, as for its own scene.
    @_spi(Embedding) public init(scene: ListScene) {
        self.scene = scene
        // Freed on the worker, then handed back to the system: glibc keeps a finished sort's old
        // rows and layouts (tens of MB at a million rows) in its arenas otherwise.
        scene.setDiscard(freeOnWorker)
        // Right to left: the strip runs along the side of the check marks.
        scene.setStripSide(Display.isRightToLeft ? .trailing : .leading)
        canvas = ListCanvas(scene: scene)
        frames = FrameDriver(widget: canvas.widget)
        canvas.onInput = { [weak self] in
            self?.showNow()
            self?.onInput()
        }
        canvas.onChange = { [weak self] in self?.showNow() }
        canvas.onLayoutChange = { [weak self] in self?.requestFrames() }
        canvas.onHandleActivated = { [weak self] id in self?.moveRow(id, by: 1) }
        canvas.onMoveFocused = { [weak self] delta in self?.moveFocusedRow(by: delta) ?? false }
        scene.onRowsReordered = { [weak self] move in self?.rowsReordered(move) }
        frames.onFrame = { [weak self] time in self?.tick(at: time) ?? false }
        canvas.show(frame)   // what the canvas places until the first tick: it reads no other
        wakeTimer.onWake = { [weak self] time in self?.wake(at: time) }
    }

    /// The GTK widget to put in a window (a `GtkOverlay`; it expands both ways).
    ///
    ///     overlay.setChild(list.gtkWidget)
    ///
    /// - Complexity: O(1).
    public var gtkWidget: UnsafeMutablePointer<GtkWidget> { canvas.widget }

    /// The list area itself (accessible role list): it takes the keyboard focus and the input.
    ///
    ///     listArea.height       // the viewport's height
    ///
    /// - Complexity: O(1).
    public var listArea: UnsafeMutablePointer<GtkWidget> { canvas.area }

    /// The "N new" button floating over the top of the list.
    ///
    /// - Complexity: O(1).
    public var newRowsPill: UnsafeMutablePointer<GtkWidget> { canvas.pill.widget }

    // MARK: Frames

    /// The page width the frame is built for (the window's page stack; the list's own width by default).
    ///
    ///     list.pageWidth = { stack.width }
    ///
    /// - Complexity: O(1) to set; called once per frame built.
    public var pageWidth: () -> Double = { 0 }

    /// The frame shown now: the one built this tick, or after the last change shown.
    ///
    ///     list.frame.header.sort      // the sort shown
    ///
    /// - Complexity: O(1).
    public var frame: ListFrame {
        if let current { return current }
        return build()
    }

    /// Called before each frame is built: an embedder whose scene holds a window of its model's
    /// rows moves the window over the viewport there (`ListScene.setWindow`).
    ///
    /// - Complexity: O(1) to set; called once per frame built.
    @_spi(Embedding) public var willBuildFrame: () -> Void = {}

    /// Builds the frame of the scene as it is now (the one frame of a tick, or of a change shown).
    private func build() -> ListFrame {
        willBuildFrame()
        let width = pageWidth()
        let built = scene.frame(listWidth: canvas.area.width, pageWidth: width > 0 ? width : canvas.area.width,
                                hasFocus: canvas.hasFocus)
        current = built
        return built
    }

    /// Called with every frame the list shows (each tick's, and after each change), after the
    /// list showed it: the window's other parts show the same frame.
    ///
    ///     list.onFrame = { frame in selectionBar.show(frame) }
    ///
    /// - Complexity: O(1) to set; called once per frame shown.
    public var onFrame: (ListFrame) -> Void = { _ in }

    /// Called after each frame shown (each tick's, each change's), once every part showed it and
    /// `onFrame` returned: where an embedder emits its signals to the app, so a handler finds
    /// the state it is told about already on screen.
    ///
    /// - Complexity: O(1) to set; called once per frame shown.
    @_spi(Embedding) public var onShown: () -> Void = {}

    /// The widget whose frame clock ticks the list: the list's own (`nil`, the default), or one
    /// that stays mapped while the list may not (a navigation stack whose pushed page covers the
    /// list, which unmapped gets no ticks).
    ///
    /// - Complexity: O(1).
    @_spi(Embedding) public var tickHost: UnsafeMutablePointer<GtkWidget>? {
        get { frames.tickHost }
        set { frames.tickHost = newValue }
    }

    /// Called after each tick with its frame and whether more frames follow.
    ///
    ///     list.onTick = { frame, more in if !more { print("at rest") } }
    ///
    /// - Complexity: O(1) to set; called once per tick.
    public var onTick: (ListFrame, _ more: Bool) -> Void = { _, _ in }

    /// Called after input on the list changed the model (and the change was shown).
    ///
    ///     list.onInput = { announce() }
    ///
    /// - Complexity: O(1) to set.
    public var onInput: () -> Void = {}

    /// Debug events of the list's behaviors (`sort.started`, `behavior`, `live`, the drag-select
    /// events with `isDebug`…): a name and its fields; `nil` (the default) drops them.
    ///
    ///     list.onEvent = { name, fields in log(name, fields) }
    ///
    /// - Complexity: O(1) to set; each event costs what the closure does.
    public var onEvent: ((String, [(String, EventValue)]) -> Void)? {
        get { scene.onEvent }
        set { scene.onEvent = newValue }
    }

    /// Shows the list as it is now — a new frame, handed to `onFrame` — and ticks while anything
    /// moves. The widget's commands do this themselves; call it after changing what the window
    /// shows beside the frame (an embedder: after changing the model through `scene`). During a
    /// tick the change is shown by that tick's frame, or, once it was built, by the next tick's.
    ///
    ///     busy = false
    ///     list.showNow()           // onFrame: the spinner follows
    ///
    /// - Complexity: O(rows in the frame).
    public func showNow() {
        // Work that lands after the window closed (a sort, a load) has no widgets left to show.
        guard canvas.isAlive else { return }
        if let tick = runningTick {
            if tick.built { runningTick?.changedAfter = true }
            return
        }
        show(build())
        frames.requestFrames()
        scheduleWake()
        onShown()
    }

    /// `done` after the change that landed is shown: what the widget's commands hand the core to
    /// run when their work lands (on the worker, or at once).
    func landed(_ done: @escaping () -> Void) -> () -> Void {
        { [weak self] in
            self?.showNow()
            done()
        }
    }

    /// Starts ticking (no-op while ticking): an embedder whose scene says work is due (a live
    /// update) or whose highlight moves.
    ///
    ///     list.requestFrames()
    ///
    /// - Complexity: O(1).
    public func requestFrames() { frames.requestFrames() }

    /// Whether frames are coming (a tick callback is installed).
    ///
    /// - Complexity: O(1).
    public var isTicking: Bool { frames.isTicking }

    /// Whether anything on the list still moves (more frames are needed).
    ///
    ///     if !list.isMoving { takeScreenshot() }
    ///
    /// - Complexity: O(behaviors).
    public var isMoving: Bool { scene.needsFrames }

    /// Whether the rows were measured in the list's fonts (at its first allocation).
    ///
    /// - Complexity: O(1).
    public var hasMeasuredRows: Bool { scene.rowMetrics != nil }

    /// How many rows the list holds now.
    ///
    ///     list.rowCount          // 302
    ///
    /// - Complexity: O(1).
    public var rowCount: Int { scene.rowCount }

    /// Where the drag-select strip runs across the list at its current width (px).
    ///
    ///     let (x, width) = list.stripBounds
    ///
    /// - Complexity: O(1).
    public var stripBounds: (minX: Double, width: Double) { scene.stripBounds(listWidth: canvas.area.width) }

    /// The frame time of the frame being drawn, or the monotonic clock between frames: the time
    /// to hand the scene with a change (the widget's commands use it).
    ///
    /// - Complexity: O(1).
    @_spi(Embedding) public var frameTime: Double { frames.frameTime }

    /// One tick: what the last allocations found goes to the core, the core advances once, and
    /// its one frame is built and shown; the app hears of it after (`onResize`, `onShown`).
    private func tick(at time: Double) -> Bool {
        runningTick = (built: false, changedAfter: false)
        canvas.applyLayoutChanges()
        scene.advance(to: time)
        let frame = build()
        runningTick?.built = true
        show(frame)
        onTick(frame, scene.needsFrames)
        scheduleWake()
        let changedAfter = runningTick?.changedAfter == true
        runningTick = nil
        // The app hears of it outside the tick: a change its handler makes is shown at once.
        canvas.tellResize()
        onShown()
        return scene.needsFrames || changedAfter
    }

    private func show(_ frame: ListFrame) {
        canvas.show(frame)
        if FrameTrace.isOn { FrameTrace.write(frame, moving: scene.needsFrames, built: scene.framesBuilt,
                                              origin: canvas.area.originInSurface) }
        onFrame(frame)
    }

    // MARK: Content and measure

    /// Whether the summary header is shown (the default). Without it, make the list with header
    /// heights of zero (`Configuration.headerHeights`): the rows start at the top.
    ///
    ///     list.showsSummaryHeader = false
    ///
    /// - Complexity: O(1).
    public var showsSummaryHeader: Bool {
        get { canvas.showsHeader }
        set { canvas.showsHeader = newValue }
    }

    /// Whether the list is shaded while a page covers it (`ListFrame.pages.listDimming`; the
    /// default). Off for a host with no page stack drawing the detail page over the list.
    ///
    /// - Complexity: O(1).
    public var showsPageDimming: Bool {
        get { canvas.showsDimming }
        set { canvas.showsDimming = newValue }
    }

    /// The summary header's texts for the frame's header inputs.
    ///
    ///     list.headerText = { header in ("\(header.rowCount) Cities", "Unsorted", "") }
    ///
    /// - Complexity: O(1) to set; called when the header's inputs changed.
    public var headerText: (ListFrame.Header) -> (title: String, subtitle: String, details: String) {
        get { canvas.headerText }
        set { canvas.headerText = newValue }
    }

    /// Called when the list got a new size (its viewport already has the new height).
    ///
    ///     list.onResize { width, height in print(width, height) }
    ///
    /// - Complexity: O(1) to add.
    public func onResize(_ body: @escaping (_ width: Double, _ height: Double) -> Void) { canvas.onResize.append(body) }

    /// Called when every row got a new height (the font changed).
    ///
    ///     list.onRelayout { print("new heights") }
    ///
    /// - Complexity: O(1) to add.
    public func onRelayout(_ body: @escaping () -> Void) { canvas.onRelayout.append(body) }

    /// Whether the list or one of its rows has the keyboard focus.
    ///
    /// - Complexity: O(depth of the focused widget).
    public var hasFocus: Bool { canvas.hasFocus }

    /// Gives the list the keyboard focus.
    ///
    ///     list.grabFocus()
    ///
    /// - Complexity: O(1).
    public func grabFocus() { canvas.area.grabFocus() }

    /// How many row widgets the pool holds (constant at any list length).
    ///
    /// - Complexity: O(1).
    public var poolSize: Int { canvas.poolSize }

    /// How far a row's content is moved aside for its check mark (its x offset in the list).
    ///
    ///     let x = ListWidget.contentOffset(of: frame.rows[0])
    ///
    /// - Complexity: O(1).
    public static func contentOffset(of row: RowAppearance) -> Double { RowWidget.contentOffset(row) }

    // MARK: Frame figures

    /// Every frame drawn with its paint time (`stats.summary`: the report's `frames`).
    ///
    ///     list.stats.summary.json
    ///
    /// - Complexity: O(1).
    public var stats: FrameStats { frames.stats }
    /// Paint time of the last frame drawn, in milliseconds.
    /// - Complexity: O(1).
    public var lastPaintMs: Double { frames.lastPaintMs }
    /// Layout time (GTK's measure and allocate) of the last frame drawn, in milliseconds.
    /// - Complexity: O(1).
    public var lastLayoutMs: Double { frames.lastLayoutMs }
    /// The whole of the last frame drawn, in milliseconds: the frame clock's tick callbacks (the
    /// list's and every other widget's), layout and paint.
    /// - Complexity: O(1).
    public var lastFrameMs: Double { frames.lastFrameMs }
    /// How long the last frame drawn kept the user waiting, in milliseconds.
    /// - Complexity: O(1).
    public var lastWaitMs: Double? { frames.lastWaitMs }
    /// Why the last frame drawn was drawn.
    /// - Complexity: O(1).
    public var lastCause: FrameStats.Cause { frames.lastCause }
    /// Called after each frame drawn with its paint time in milliseconds (`lastLayoutMs` has the
    /// layout before it).
    ///
    ///     list.onPaint = { ms in print("painted in \(ms) ms") }
    ///
    /// - Complexity: O(1) to set; called once per frame drawn.
    public var onPaint: ((Double) -> Void)? {
        get { frames.onPaint }
        set { frames.onPaint = newValue }
    }
    /// Queues a redraw and runs `body` once after that frame is painted.
    ///
    ///     list.afterNextPaint { print("on screen") }
    ///
    /// - Complexity: O(1).
    public func afterNextPaint(_ body: @escaping @MainActor () -> Void) { frames.afterNextPaint(body) }
}
