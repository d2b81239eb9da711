import CGtk
import ListGtk
import ListCore

/// Feeds the GTK frame clock's time into the core while something animates, and only then:
/// a tick callback is added on demand and removed as soon as nothing needs frames, so an idle
/// window costs nothing. Counts every frame drawn with its paint time (`stats`).
@MainActor
final class FrameDriver {
    private let widget: Widget
    private var tickID: UInt32 = 0
    /// Called every frame with the frame time (seconds, monotonic clock). Returns whether more
    /// frames are needed.
    var onFrame: ((Double) -> Bool)?
    private(set) var stats = FrameStats()

    /// Monotonic time (seconds) at the end of the frame clock's layout phase: paint starts there.
    private var paintStart: Double?
    /// The last tick: its frame (the clock's counter), its frame time, when it began (monotonic
    /// seconds), whether it asked for more frames, the request it answered (when a resting window
    /// was asked for frames) and, when the tick before it asked for more, the interval since that
    /// one (an animation runs through both; the frames between may have drawn nothing, when nothing
    /// moved).
    private var lastTick: (frame: Int, time: Double, began: Double, more: Bool, requestedAt: Double?, interval: Double?)?
    /// When a resting window was asked for frames, until a tick answers.
    private var requestedAt: Double?
    /// Paint time of the last frame drawn, in milliseconds (for the `frame` debug events).
    private(set) var lastPaintMs = 0.0
    /// When the frame clock's update phase (tick callbacks) ended: layout starts there. (A widget
    /// connects its ticks to the clock each time it starts ticking, after this driver connected,
    /// so the mark runs after every handler: before, the list's own tick counted as layout.)
    private var layoutStart: Double?
    /// Layout time of the last frame drawn (GTK's measure and allocate), in milliseconds: with
    /// `lastPaintMs`, where a slow frame's time went.
    private(set) var lastLayoutMs = 0.0
    /// When the frame clock's frame began (its `before-paint` phase, before the tick callbacks).
    private var frameBegan: Double?
    /// The whole of the last frame drawn, in milliseconds: from the clock's first phase (before
    /// the tick callbacks) to after its paint. Its wait less this is the time before the frame
    /// began (the clock's pace, or the main loop busy with other work).
    private(set) var lastFrameMs = 0.0
    /// How long the last frame drawn kept the user waiting, in milliseconds (`FrameStats.Cause`).
    private(set) var lastWaitMs: Double?
    /// Why the last frame drawn was drawn.
    private(set) var lastCause = FrameStats.Cause.other
    /// Whether the window's surface rendered in the frame being drawn (a frame can also run only
    /// to flush input events, drawing nothing), and the emission hook that says so.
    private var renderedThisFrame = false
    private var renderWatch: UInt = 0
    /// The frame clock `watchPaints` connected to, referenced, and its handlers there: the clock is
    /// the window's and outlives the list (an app making and destroying lists in one window), so
    /// they are disconnected when the list is unrealized.
    private var watchedClock: (clock: FrameClock, handlers: [UInt])?
    private let signals = Signals()
    /// Run once after the next frame that draws (`afterNextPaint`).
    private var afterPaint: [@MainActor () -> Void] = []

    init(widget: Widget) {
        self.widget = widget
        signals.on(widget.raw, "realize") { [weak self] in self?.watchPaints() }
        signals.on(widget.raw, "unrealize") { [weak self] in self?.unwatchPaints() }
    }

    /// Counts every frame drawn (scrolling too) with its paint time: from the end of the frame
    /// clock's layout phase (our handler runs after GTK's) to after-paint, on the monotonic clock.
    /// A frame in which the window rendered nothing is not a frame drawn.
    private func watchPaints() {
        guard let clock = widget.frameClock, let surface = widget.surface else { return }
        // The hook holds a reference to the driver, released when the hook is removed.
        renderWatch = FrameCallbacks.watchRenders(of: surface) { self.rendered() }
        g_object_ref(clock.instance)
        // After GTK's own handlers: the update handler runs after the tick callbacks, the layout
        // handler after GTK's layout.
        watchedClock = (clock, [
            signals.on(clock, "before-paint") { [weak self] in self?.frameBegan = MainLoop.now },
            signals.on(clock, "update", after: true) { [weak self] in self?.layoutStart = MainLoop.now },
            signals.on(clock, "layout") { [weak self] in self?.paintStart = MainLoop.now },
            afterPaintHandler(clock),
        ])
    }

    /// Lets go of what `watchPaints` connected (the list is unrealized): the render hook and the
    /// frame clock's handlers and reference.
    private func unwatchPaints() {
        if renderWatch != 0 { FrameCallbacks.unwatchRenders(renderWatch) }
        renderWatch = 0
        guard let (clock, handlers) = watchedClock else { return }
        watchedClock = nil
        for handler in handlers { signals.disconnect(clock, handler) }
        g_object_unref(clock.instance)
    }

    /// Ends a frame's timing after its paint: records it and runs what waited for it (`afterNextPaint`).
    private func afterPaintHandler(_ clock: FrameClock) -> UInt {
        signals.on(clock, "after-paint") { [weak self] in
            guard let self else { return }
            defer { paintStart = nil; layoutStart = nil; frameBegan = nil; renderedThisFrame = false }
            guard renderedThisFrame, let start = paintStart else { return }
            let end = MainLoop.now
            lastPaintMs = (end - start) * 1000
            lastLayoutMs = layoutStart.map { (start - $0) * 1000 } ?? 0
            lastFrameMs = ((frameBegan ?? layoutStart ?? start).distance(to: end)) * 1000
            lastCause = cause(ofFrame: clock.frameCounter, paintEndingAt: end)
            lastWaitMs = stats.record(paintSeconds: end - start, cause: lastCause)
                .map { $0 * 1000 }
            onPaint?(lastPaintMs)
            let pending = afterPaint
            afterPaint = []
            for body in pending { body() }
        }
    }

    /// Queues a redraw and runs `body` once after that frame is painted: its layout is on screen.
    func afterNextPaint(_ body: @escaping @MainActor () -> Void) {
        afterPaint.append(body)
        widget.queueDraw()
    }

    /// The window's surface renders: this frame draws something. A frame with no layout phase
    /// (only a redraw was queued) has its paint timed from here.
    private func rendered() {
        renderedThisFrame = true
        if paintStart == nil { paintStart = MainLoop.now }
    }

    /// Why the frame just painted was drawn: a request (from its time to `end`), a running
    /// animation, or GTK's own reasons (hover on a button, a menu opening).
    private func cause(ofFrame frame: Int, paintEndingAt end: Double) -> FrameStats.Cause {
        guard let tick = lastTick, tick.frame == frame else { return .other }
        if let requested = tick.requestedAt { return .request(waited: end - requested) }
        // The interval, or longer when this frame's own tick, layout and paint took longer.
        return tick.interval.map { .animation(interval: max($0, end - tick.began)) } ?? .other
    }

    /// The frame time of the frame being drawn, or the monotonic clock between frames.
    var frameTime: Double {
        widget.frameClock?.frameTime ?? MainLoop.now
    }

    /// Called after each frame drawn with its paint time in milliseconds (the widgets' cost,
    /// reported by `--debug` for the bench; `lastLayoutMs` has the layout before it).
    var onPaint: ((Double) -> Void)?

    /// Whether a tick callback is installed: frames are coming.
    var isTicking: Bool { tickID != 0 }

    /// The widget whose frame clock ticks: the list's own (`nil`), or a widget that stays mapped
    /// while the list may not (a navigation stack whose pushed page covers the list: an unmapped
    /// widget gets no ticks). Changed while ticking, the ticks move to the new widget.
    var tickHost: Widget? {
        didSet {
            guard tickHost != oldValue, tickID != 0 else { return }
            gtk_widget_remove_tick_callback(oldValue ?? widget, guint(tickID))
            tickID = 0
            requestFrames()
        }
    }

    /// Starts ticking (no-op while already ticking).
    func requestFrames() {
        guard tickID == 0 else { return }
        requestedAt = MainLoop.now
        // The callback holds a reference to the driver, released when the callback is removed.
        tickID = FrameCallbacks.addTick(to: tickHost ?? widget) { frame in self.frame(frame.counter, at: frame.time) }
    }

    private func frame(_ frame: Int, at time: Double) -> Bool {
        let id = tickID
        let began = MainLoop.now
        let interval = lastTick.flatMap { $0.more ? time - $0.time : nil }
        let more = onFrame?(time) ?? false
        lastTick = (frame, time, began, more, requestedAt, interval)
        requestedAt = nil
        guard tickID == id else { return false }   // the ticks moved to another widget meanwhile
        if !more { tickID = 0 }
        return more
    }
}
