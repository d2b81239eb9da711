import CGtk
import ListCore
import ListData

/// Feeds the GTK frame clock's time into the core while something animates, and only then:
/// a tick callback is added on demand and removed as soon as nothing needs frames, so an idle
/// window costs nothing.
@MainActor
final class FrameDriver {
    private let widget: Widget
    private var tickID: UInt32 = 0
    /// Called every frame with the frame time (seconds, monotonic clock). Returns whether more
    /// frames are needed.
    var onFrame: ((Double) -> Bool)?
    private(set) var stats = FrameStats()

    init(widget: Widget) { self.widget = widget }

    /// The frame time of the frame being drawn, or the monotonic clock between frames.
    var frameTime: Double {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return MainLoop.now }
        return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
    }

    /// Starts ticking (no-op while already ticking).
    /// How long GTK took to lay out and paint each frame (frame clock "layout" to "after-paint"),
    /// milliseconds: the widgets' cost, reported by `--debug` for the bench.
    var onPaint: ((Double) -> Void)?
    private let signals = Signals()
    private var paintStart: gint64?
    private var watchesPaint = false

    /// Starts timing GTK's layout and paint phases (once the widget has a frame clock).
    private func watchPaint() {
        guard !watchesPaint, onPaint != nil, let clock = gtk_widget_get_frame_clock(widget) else { return }
        watchesPaint = true
        let raw = UnsafeMutableRawPointer(clock)
        signals.on(raw, "layout") { [weak self] in self?.paintStart = g_get_monotonic_time() }
        signals.on(raw, "after-paint") { [weak self] in
            guard let self, let start = paintStart else { return }
            paintStart = nil
            onPaint?(Double(g_get_monotonic_time() - start) / 1000)
        }
    }

    func requestFrames() {
        watchPaint()
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
        stats.record(frameAt: time)
        let more = onFrame?(time) ?? false
        if !more {
            tickID = 0
            stats.breakSequence()
        }
        return more
    }
}
