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
        stats.record(frameAt: time)
        let more = onFrame?(time) ?? false
        if !more {
            tickID = 0
            stats.breakSequence()
        }
        return more
    }
}
