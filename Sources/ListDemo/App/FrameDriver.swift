import CGtk
import ListCore
import ListData

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
    /// Whether the tick callback ran in the previous frame drawn (an animation runs through).
    private var tickedLastFrame = false
    /// Paint time of the last frame drawn, in milliseconds (for the `frame` debug events).
    private(set) var lastPaintMs = 0.0
    private let signals = Signals()

    init(widget: Widget) {
        self.widget = widget
        signals.on(widget.raw, "realize") { [weak self] in self?.watchPaints() }
    }

    /// Counts every frame drawn (scrolling too) with its paint time: from the end of the frame
    /// clock's layout phase (our handler runs after GTK's) to after-paint, on the monotonic clock.
    private func watchPaints() {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        let instance = UnsafeMutableRawPointer(clock)
        signals.on(instance, "layout") { [weak self] in self?.paintStart = MainLoop.now }
        signals.on(instance, "after-paint") { [weak self] in
            guard let self, let start = paintStart else { return }
            paintStart = nil
            let paint = MainLoop.now - start
            lastPaintMs = paint * 1000
            onPaint?(lastPaintMs)
            let ticking = tickID != 0
            stats.record(frameAt: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000,
                         paintSeconds: paint, continuous: ticking && tickedLastFrame)
            tickedLastFrame = ticking
        }
    }

    /// The frame time of the frame being drawn, or the monotonic clock between frames.
    var frameTime: Double {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return MainLoop.now }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }

    /// Called after each frame drawn with its layout-and-paint time in milliseconds (the widgets'
    /// cost, reported by `--debug` for the bench).
    var onPaint: ((Double) -> Void)?

    /// Starts ticking (no-op while already ticking).
    func requestFrames() {
        guard tickID == 0 else { return }
        // The callback holds a reference to the driver, released when the callback is removed.
        tickID = gtk_widget_add_tick_callback(
            widget, FrameDriver.tick, Unmanaged.passRetained(self).toOpaque(), FrameDriver.release)
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<FrameDriver>.fromOpaque(data).release()
    }

    private static let tick: GtkTickCallback = { _, clock, data in
        let driver = Unmanaged<FrameDriver>.fromOpaque(data!).takeUnretainedValue()
        let time = Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        return MainActor.assumeIsolated { driver.frame(at: time) } ? 1 : 0
    }

    private func frame(at time: Double) -> Bool {
        let more = onFrame?(time) ?? false
        if !more { tickID = 0 }
        return more
    }
}
