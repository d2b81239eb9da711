import CGtk
import ListGtk
import ListCore

/// The list as a GTK widget: a canvas of pooled row widgets placed every frame where a
/// `ListScene`'s frame says, the drag-select strip, the optional animated summary header, the
/// "N new" pill and a scrollbar, driven by its own frame clock ticks (only while something
/// moves). Every pointer, wheel and key event on it goes to the scene; the widget decides nothing.
///
/// The window around it gets each frame from it (`onFrame`), so every part shows the same frame:
///
///     let list = ListWidget(scene: scene)
///     list.onFrame = { frame in selectionBar.show(frame) }
///     window.setChild(list.gtkWidget)
///     scene.setEditing(true, at: list.frameTime)
///     list.modelDidChange()   // changes made through the scene are shown, animated
///
/// - Complexity: one tick is O(rows in the frame) (the frame's rows are bound to a pool of
///   widgets whose size depends on the viewport, never on the list's length); no tick runs while
///   nothing moves.
@MainActor
public final class ListWidget {
    /// The scene the widget shows and forwards input to; change the model through it, then call
    /// `modelDidChange()`.
    public let scene: ListScene
    let canvas: ListCanvas
    let frames: FrameDriver
    private var current: ListFrame?

    /// Creates the widget for `scene`. Put `gtkWidget` in a window; it starts ticking on the
    /// first change.
    public init(scene: ListScene) {
        self.scene = scene
        canvas = ListCanvas(scene: scene, frame: { nil })
        frames = FrameDriver(widget: canvas.widget)
        canvas.frame = { [weak self] in self?.frame }
        canvas.onInput = { [weak self] in
            self?.modelDidChange()
            self?.onInput()
        }
        frames.onFrame = { [weak self] time in self?.tick(at: time) ?? false }
    }

    /// The GTK widget to put in a window (a `GtkOverlay`; it expands both ways).
    public var gtkWidget: UnsafeMutablePointer<GtkWidget> { canvas.widget }

    /// The list area itself (accessible role list): it takes the keyboard focus and the input.
    public var listArea: UnsafeMutablePointer<GtkWidget> { canvas.area }

    /// The "N new" button floating over the top of the list.
    public var newRowsPill: UnsafeMutablePointer<GtkWidget> { canvas.pill.widget }

    // MARK: Frames

    /// The page width the frame is built for (the window's page stack; the list's own width by default).
    public var pageWidth: () -> Double = { 0 }

    /// The frame shown now: the one built this tick, or a new one after a change.
    public var frame: ListFrame {
        if let current { return current }
        let width = pageWidth()
        let built = scene.frame(listWidth: canvas.area.width, pageWidth: width > 0 ? width : canvas.area.width,
                                hasFocus: canvas.hasFocus)
        current = built
        return built
    }

    /// Called with every frame the list shows (each tick's, and after each change), after the
    /// list showed it: the window's other parts show the same frame.
    public var onFrame: (ListFrame) -> Void = { _ in }

    /// Called after each tick with its frame and whether more frames follow.
    public var onTick: (ListFrame, _ more: Bool) -> Void = { _, _ in }

    /// Called after input on the list changed the model (and the change was shown).
    public var onInput: () -> Void = {}

    /// The model changed (through `scene`): shows it now and ticks while anything moves.
    /// - Complexity: O(rows in the frame).
    public func modelDidChange() {
        current = nil
        show(frame)
        frames.requestFrames()
    }

    /// Starts ticking (no-op while ticking), for work the scene says is due (a live update).
    public func requestFrames() { frames.requestFrames() }

    /// Whether frames are coming (a tick callback is installed).
    public var isTicking: Bool { frames.isTicking }

    /// Whether anything on the list still moves: the scene needs more frames.
    public var isMoving: Bool { scene.needsFrames }

    /// Whether the rows were measured in the list's fonts (at its first allocation).
    public var hasMeasuredRows: Bool { scene.rowMetrics != nil }

    /// How many rows the list holds now.
    public var rowCount: Int { scene.list.count }

    /// Where the drag-select strip runs across the list at its current width (px).
    public var stripBounds: (minX: Double, width: Double) { scene.dragSelect.stripBounds(listWidth: canvas.area.width) }

    /// The frame time of the frame being drawn, or the monotonic clock between frames: the time
    /// to hand the scene with a change.
    public var frameTime: Double { frames.frameTime }

    private func tick(at time: Double) -> Bool {
        scene.advance(to: time)
        current = nil
        let frame = self.frame
        show(frame)
        let more = scene.needsFrames
        onTick(frame, more)
        return more
    }

    private func show(_ frame: ListFrame) {
        canvas.show(frame)
        if FrameTrace.isOn { FrameTrace.write(frame, moving: scene.needsFrames, origin: canvas.area.originInSurface) }
        onFrame(frame)
    }

    // MARK: Content and measure

    /// Whether the summary header is shown (the default). Without it, make the scene with header
    /// heights of zero (`ListScene.Configuration.headerHeights`): the rows start at the top.
    public var showsSummaryHeader: Bool {
        get { canvas.showsHeader }
        set { canvas.showsHeader = newValue }
    }

    /// Whether the list is shaded while a page covers it (`ListFrame.pages.listDimming`; the
    /// default). Off for a host with no page stack drawing the scene's detail page.
    public var showsPageDimming: Bool {
        get { canvas.showsDimming }
        set { canvas.showsDimming = newValue }
    }

    /// The summary header's texts for the frame's header inputs.
    public var headerText: (ListFrame.Header) -> (title: String, subtitle: String, details: String) {
        get { canvas.headerText }
        set { canvas.headerText = newValue }
    }

    /// The columns changed (a large CSV's number columns are known once it has loaded).
    public func schemaDidChange() { canvas.schemaDidChange(scene.schema) }

    /// Measures the fonts again (when the scene's wake says `.remeasure`).
    public func remeasure() { canvas.remeasure() }

    /// Called when the list got a new size (its viewport already has the new height).
    public func onResize(_ body: @escaping (_ width: Double, _ height: Double) -> Void) { canvas.onResize.append(body) }

    /// Called when every row got a new height (the font changed).
    public func onRelayout(_ body: @escaping () -> Void) { canvas.onRelayout.append(body) }

    /// Whether the list or one of its rows has the keyboard focus.
    public var hasFocus: Bool { canvas.hasFocus }

    /// Gives the list the keyboard focus.
    public func grabFocus() { canvas.area.grabFocus() }

    /// How many row widgets the pool holds (constant at any list length).
    public var poolSize: Int { canvas.poolSize }

    /// How far a row's content is moved aside for its check mark (its x offset in the list).
    public static func contentOffset(of row: RowAppearance) -> Double { RowWidget.contentOffset(row) }

    // MARK: Frame figures

    /// Every frame drawn with its paint time.
    public var stats: FrameStats { frames.stats }
    /// Paint time of the last frame drawn, in milliseconds.
    public var lastPaintMs: Double { frames.lastPaintMs }
    /// How long the last frame drawn kept the user waiting, in milliseconds.
    public var lastWaitMs: Double? { frames.lastWaitMs }
    /// Why the last frame drawn was drawn.
    public var lastCause: FrameStats.Cause { frames.lastCause }
    /// Called after each frame drawn with its layout-and-paint time in milliseconds.
    public var onPaint: ((Double) -> Void)? {
        get { frames.onPaint }
        set { frames.onPaint = newValue }
    }
    /// Queues a redraw and runs `body` once after that frame is painted.
    public func afterNextPaint(_ body: @escaping @MainActor () -> Void) { frames.afterNextPaint(body) }
}
