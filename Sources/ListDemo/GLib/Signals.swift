import CGtk

/// Signal connections with Swift closures: the closure is kept in a retained box that GLib
/// releases through a destroy-notify when the handler is disconnected or the object dies.
///
/// One trampoline per C signature; callback bodies run on the GTK main thread, which is the
/// main actor's thread, so they are entered with `MainActor.assumeIsolated`.
@MainActor
enum Signals {
    private final class Box<F>: @unchecked Sendable {
        let body: F
        init(_ body: F) { self.body = body }
    }

    private static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    private static func retain<F>(_ body: F) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
    }

    private static func box<F>(_ data: UnsafeMutableRawPointer?) -> Box<F> {
        Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
    }

    @discardableResult
    private static func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ callback: GCallback,
                                _ data: UnsafeMutableRawPointer) -> UInt {
        UInt(listdemo_signal_connect(instance, signal, callback, data, release))
    }

    /// `void handler(GObject *self, gpointer data)`: clicked, value-changed, activate, close-request…
    @discardableResult
    static func on(_ instance: UnsafeMutableRawPointer, _ signal: String,
                   _ body: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box: Box<@MainActor () -> Void> = Signals.box(data)
            MainActor.assumeIsolated { box.body() }
        }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `void handler(GSimpleAction *self, GVariant *parameter, gpointer data)`: action activate.
    @discardableResult
    static func onAction(_ instance: UnsafeMutableRawPointer, _ body: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
            = { _, _, data in
                let box: Box<@MainActor () -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body() }
            }
        return connect(instance, "activate", unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `void handler(GSimpleAction *self, GVariant *parameter, gpointer data)` with the parameter.
    @discardableResult
    static func onAction(_ instance: UnsafeMutableRawPointer,
                         _ body: @escaping @MainActor (OpaquePointer?) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
            = { _, parameter, data in
                let box: Box<@MainActor (OpaquePointer?) -> Void> = Signals.box(data)
                nonisolated(unsafe) let parameter = parameter
                MainActor.assumeIsolated { box.body(parameter) }
            }
        return connect(instance, "activate", unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `void handler(GObject *self, double x, double y, gpointer data)`: drag-begin/update/end, motion.
    @discardableResult
    static func onPoint(_ instance: UnsafeMutableRawPointer, _ signal: String,
                        _ body: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
            = { _, x, y, data in
                let box: Box<@MainActor (Double, Double) -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body(x, y) }
            }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `void handler(GObject *self, int width, int height, gpointer data)`: GtkDrawingArea resize.
    @discardableResult
    static func onSize(_ instance: UnsafeMutableRawPointer, _ signal: String,
                       _ body: @escaping @MainActor (Int, Int) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void
            = { _, width, height, data in
                let box: Box<@MainActor (Int, Int) -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body(Int(width), Int(height)) }
            }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `gboolean handler(GObject *self, double dx, double dy, gpointer data)`: scroll.
    @discardableResult
    static func onScroll(_ instance: UnsafeMutableRawPointer, _ signal: String,
                         _ body: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?)
            -> gboolean = { _, dx, dy, data in
                let box: Box<@MainActor (Double, Double) -> Bool> = Signals.box(data)
                return MainActor.assumeIsolated { box.body(dx, dy) } ? 1 : 0
            }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `void handler(GtkGestureClick *self, int n_press, double x, double y, gpointer data)`.
    @discardableResult
    static func onPress(_ instance: UnsafeMutableRawPointer, _ signal: String,
                        _ body: @escaping @MainActor (Int, Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Int32, Double, Double, UnsafeMutableRawPointer?)
            -> Void = { _, n, x, y, data in
                let box: Box<@MainActor (Int, Double, Double) -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body(Int(n), x, y) }
            }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `gboolean handler(GtkEventControllerKey *self, guint keyval, guint keycode, GdkModifierType state, gpointer data)`.
    @discardableResult
    static func onKey(_ instance: UnsafeMutableRawPointer, _ signal: String,
                      _ body: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType,
                                        UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            let box: Box<@MainActor (UInt32, GdkModifierType) -> Bool> = Signals.box(data)
            return MainActor.assumeIsolated { box.body(keyval, state) } ? 1 : 0
        }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }

    /// `gboolean handler(GtkEventControllerLegacy *self, GdkEvent *event, gpointer data)`.
    @discardableResult
    static func onEvent(_ instance: UnsafeMutableRawPointer, _ signal: String,
                        _ body: @escaping @MainActor (OpaquePointer) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?)
            -> gboolean = { _, event, data in
                let box: Box<@MainActor (OpaquePointer) -> Bool> = Signals.box(data)
                return MainActor.assumeIsolated { box.body(event!) } ? 1 : 0
            }
        return connect(instance, signal, unsafeBitCast(trampoline, to: GCallback.self), retain(body))
    }
}
