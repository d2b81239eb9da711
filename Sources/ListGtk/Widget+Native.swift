import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// The frame clock driving the widget's window (nil before it is realized).
    @MainActor package var frameClock: FrameClock? { gtk_widget_get_frame_clock(self).map { FrameClock(clock: $0) } }

    /// The surface of the window the widget is in (nil before it is realized).
    package var surface: OpaquePointer? { gtk_widget_get_native(self).flatMap { gtk_native_get_surface($0) } }

    /// Where a window widget sits inside its surface (client-side decoration shadows).
    package var offsetInSurface: (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        gtk_native_get_surface_transform(opaque, &x, &y)
        return (x, y)
    }

    /// Where the widget's top-left corner sits in its window's surface, what `xdotool` aims at
    /// relative to the window (nil before it is in a window).
    @MainActor package var originInSurface: (x: Double, y: Double)? {
        guard let root = gtk_widget_get_root(self).map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self) }),
              let rect = rect(in: root) else { return nil }
        let offset = root.offsetInSurface
        return (rect.x + offset.x, rect.y + offset.y)
    }
}

/// A window's `GdkFrameClock`: the time and number of the frame being drawn; its phases
/// (`layout`, `after-paint`) are signals.
///
///     signals.on(clock, "after-paint") { record(clock.frameTime) }
///
/// - Complexity: O(1) per call.
package struct FrameClock: SignalSource {
    let clock: OpaquePointer
    package var instance: UnsafeMutableRawPointer { UnsafeMutableRawPointer(clock) }

    /// The time of the frame being drawn (seconds, monotonic clock).
    package var frameTime: Double { Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000 }

    /// The number of the frame being drawn.
    package var frameCounter: Int { Int(gdk_frame_clock_get_frame_counter(clock)) }

    /// Asks for a frame that starts by flushing the events (`flush-events`), even when nothing
    /// is to be drawn: GDK hands queued events over and sends each surface the motion it was
    /// asked to re-send (`gdk_surface_request_motion`) in that phase.
    package func requestEventFlush() { gdk_frame_clock_request_phase(clock, GDK_FRAME_CLOCK_PHASE_FLUSH_EVENTS) }
}
