import CGtk
import CGtkShim

/// The frame clock's callbacks with Swift closures: a widget's tick callback and a surface's
/// render watch. The one tick box of the layer: the closure lives in a retained box that GLib
/// releases when the callback is removed (the tick returns false, or the watch is removed).
///
///     let id = window.addTick { clock in advance(to: clock.frameTime); return stillMoving }
///
/// Callbacks run on the GTK main thread, the main actor's thread, so they are entered with
/// `MainActor.assumeIsolated`.
///
/// - Complexity: O(1) per frame.
package enum FrameCallbacks {
    private final class Box<F>: @unchecked Sendable {
        let body: F
        init(_ body: F) { self.body = body }
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    /// The time (seconds, monotonic) and counter of the frame a clock is drawing.
    package struct Frame {
        package let time: Double
        package let counter: Int
    }

    /// `addTick` from the frame after the one being made: work started by input (handled before
    /// that frame's ticks) is laid out and drawn in that frame, so `body` first runs once it is
    /// on screen, and at most once a frame after.
    ///
    ///     FrameCallbacks.addTickFromNextFrame(to: list) { _ in announce(); return false }
    @MainActor @discardableResult
    package static func addTickFromNextFrame(to widget: UnsafeMutablePointer<GtkWidget>,
                                             _ body: @escaping @MainActor (Frame) -> Bool) -> UInt32 {
        var isFirst = true
        return addTick(to: widget) { frame in
            guard !isFirst else {
                isFirst = false
                return true
            }
            return body(frame)
        }
    }

    /// Calls `body` once per frame of `widget`'s frame clock until it returns false.
    /// Returns the callback's id.
    @MainActor @discardableResult
    package static func addTick(to widget: UnsafeMutablePointer<GtkWidget>,
                                _ body: @escaping @MainActor (Frame) -> Bool) -> UInt32 {
        let tick: GtkTickCallback = { _, clock, data in
            let box = Unmanaged<Box<@MainActor (Frame) -> Bool>>.fromOpaque(data!).takeUnretainedValue()
            let frame = Frame(time: Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000,
                              counter: Int(gdk_frame_clock_get_frame_counter(clock)))
            return MainActor.assumeIsolated { box.body(frame) } ? 1 : 0
        }
        return gtk_widget_add_tick_callback(widget, tick, Unmanaged.passRetained(Box(body) as AnyObject).toOpaque(),
                                            release)
    }

    /// Calls `body` each time `surface` renders (see `CGtkShim_watch_renders`). Returns the
    /// watch's id for `unwatchRenders`.
    @MainActor
    package static func watchRenders(of surface: OpaquePointer, _ body: @escaping @MainActor () -> Void) -> UInt {
        UInt(CGtkShim_watch_renders(surface, { data in
            let box = Unmanaged<Box<@MainActor () -> Void>>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { box.body() }
        }, Unmanaged.passRetained(Box(body) as AnyObject).toOpaque(), release))
    }

    /// Removes a render watch (its closure is released).
    package static func unwatchRenders(_ id: UInt) { CGtkShim_unwatch_renders(gulong(id)) }
}
