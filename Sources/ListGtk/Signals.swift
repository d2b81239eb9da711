import CGtk
import CGtkShim

/// Signal connections with Swift closures, one wrapper per C handler signature.
///
/// Each wrapper is checked against the signal's real signature (`g_signal_query`: parameter
/// count and return type) before it connects; a mismatch stops the app at startup with a message
/// naming the type and the signal, instead of reading the closure from the wrong argument later
/// (GtkGesture::cancel passes a `GdkEventSequence *` and once crashed a drag that way).
/// The closure lives in a retained box that GLib releases through a destroy notify when the
/// handler is disconnected or the object dies. This is the one signal scheme of the app and of
/// ListPeer.
///
///     let signals = Signals()
///     signals.onPoint(gesture, "drag-begin") { x, y in … }
///     signals.onSequence(gesture, "cancel") { … }
///
/// Callback bodies run on the GTK main thread, the main actor's thread, so they are entered
/// with `MainActor.assumeIsolated`.
///
/// - Complexity: O(1) per connection.
@MainActor
package final class Signals {
    package init() {}

    private final class Box<F>: @unchecked Sendable {
        let body: F
        init(_ body: F) { self.body = body }
    }

    private static let release: GClosureNotify = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
    }

    private static func box<F>(_ data: UnsafeMutableRawPointer?) -> Box<F> {
        Unmanaged<Box<F>>.fromOpaque(data!).takeUnretainedValue()
    }

    /// Checks the handler's signature against the signal's and connects it. Stops the app with a
    /// clear message on a mismatch (a programming error, found at startup where connects happen).
    @discardableResult
    private func connect<F>(_ source: some SignalSource, _ signal: String, parameters: Int,
                            returnsBoolean: Bool, after: Bool = false, _ callback: GCallback, _ body: F) -> UInt {
        let instance = source.instance
        var count: guint = 0
        var boolean: gboolean = 0
        var typeName: UnsafePointer<CChar>?
        let found = CGtkShim_signal_signature(instance, signal, &count, &boolean, &typeName) != 0
        let type = typeName.map { String(cString: $0) } ?? "?"
        guard found else { fatalError("ListGtk: \(type) has no signal \"\(signal)\"") }
        guard Int(count) == parameters, (boolean != 0) == returnsBoolean else {
            fatalError("ListGtk: \(type)::\(signal) takes \(count) parameter(s) and returns "
                       + "\(boolean != 0 ? "gboolean" : "void"); the handler takes \(parameters) and returns "
                       + "\(returnsBoolean ? "gboolean" : "void")")
        }
        let data = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
        return UInt(CGtkShim_signal_connect(instance, signal, callback, data, Self.release, after ? 1 : 0))
    }

    /// Disconnects a handler this scheme connected (its box is released by the destroy notify).
    /// For handlers on objects that outlive their owner, such as GtkSettings; a handler on an
    /// object that dies with its owner goes with it.
    package func disconnect(_ source: some SignalSource, _ handler: UInt) {
        guard handler != 0 else { return }
        g_signal_handler_disconnect(source.instance.assumingMemoryBound(to: GObject.self), gulong(handler))
    }

    /// `void handler(GObject *self, gpointer data)`: clicked, value-changed, startup, activate…
    /// `after`: run after the signal's other handlers, even those connected later.
    @discardableResult
    package func on(_ instance: some SignalSource, _ signal: String, after: Bool = false,
                    _ body: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let box: Box<@MainActor () -> Void> = Signals.box(data)
            MainActor.assumeIsolated { box.body() }
        }
        return connect(instance, signal, parameters: 0, returnsBoolean: false, after: after,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GtkGesture *self, GdkEventSequence *sequence, gpointer data)`: cancel, end,
    /// begin, update of a gesture.
    @discardableResult
    package func onSequence(_ instance: some SignalSource, _ signal: String,
                    _ body: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
            = { _, _, data in
                let box: Box<@MainActor () -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body() }
            }
        return connect(instance, signal, parameters: 1, returnsBoolean: false,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GObject *self, GObject *object, gpointer data)` with the object: a list item
    /// factory's setup, bind, unbind and teardown (the `GtkListItem`).
    @discardableResult
    package func onObject(_ instance: some SignalSource, _ signal: String,
                  _ body: @escaping @MainActor (OpaquePointer) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
            = { _, object, data in
                let box: Box<@MainActor (OpaquePointer) -> Void> = Signals.box(data)
                nonisolated(unsafe) let object = object!
                MainActor.assumeIsolated { box.body(object) }
            }
        return connect(instance, signal, parameters: 1, returnsBoolean: false,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GtkListView *self, guint position, gpointer data)`: a list view's activate
    /// (Enter, or a click with single-click-activate), with the row's position.
    @discardableResult
    package func onPosition(_ instance: some SignalSource, _ signal: String,
                            _ body: @escaping @MainActor (UInt32) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void
            = { _, position, data in
                let box: Box<@MainActor (UInt32) -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body(position) }
            }
        return connect(instance, signal, parameters: 1, returnsBoolean: false,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GObject *self, GParamSpec *pspec, gpointer data)`: `notify::property`, the
    /// same C signature as a gesture's sequence signals (one pointer parameter).
    @discardableResult
    package func onNotify(_ instance: some SignalSource, _ property: String,
                  _ body: @escaping @MainActor () -> Void) -> UInt {
        onSequence(instance, "notify::" + property, body)
    }

    /// `gboolean handler(GtkDropTarget *self, const GValue *value, double x, double y, gpointer data)`:
    /// a file drop target's `drop`, with the dropped files' local paths and where they were
    /// dropped; the body returns whether it took them.
    @discardableResult
    package func onFileDrop(_ target: EventController, _ body: @escaping @MainActor ([String], Double, Double) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<GValue>?, Double, Double,
                                        UnsafeMutableRawPointer?) -> gboolean = { _, value, x, y, data in
            let box: Box<@MainActor ([String], Double, Double) -> Bool> = Signals.box(data)
            var paths: [String] = []
            if let list = CGtkShim_file_list_paths(value) {
                var index = 0
                while let path = list[index] {
                    paths.append(String(cString: path))
                    index += 1
                }
                g_strfreev(list)
            }
            return MainActor.assumeIsolated { box.body(paths, x, y) } ? 1 : 0
        }
        return connect(target, "drop", parameters: 3, returnsBoolean: true, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GFileMonitor *self, GFile *file, GFile *other, GFileMonitorEvent event, gpointer data)`:
    /// a file monitor's `changed`, with the event.
    @discardableResult
    package func onFileMonitorEvent(_ monitor: some SignalSource, _ body: @escaping @MainActor (GFileMonitorEvent) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, OpaquePointer?, GFileMonitorEvent,
                                        UnsafeMutableRawPointer?) -> Void = { _, _, _, event, data in
            let box: Box<@MainActor (GFileMonitorEvent) -> Void> = Signals.box(data)
            MainActor.assumeIsolated { box.body(event) }
        }
        return connect(monitor, "changed", parameters: 3, returnsBoolean: false, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GApplication *self, GFile **files, gint n, gchar *hint, gpointer data)`:
    /// an application's `open`, with each file's local path (its URI when it has none).
    @discardableResult
    package func onOpen(_ instance: some SignalSource, _ body: @escaping @MainActor ([String]) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<OpaquePointer?>?, gint,
                                        UnsafePointer<CChar>?, UnsafeMutableRawPointer?) -> Void = { _, files, count, _, data in
            let box: Box<@MainActor ([String]) -> Void> = Signals.box(data)
            let paths: [String] = (0..<Int(max(count, 0))).compactMap { index in
                guard let file = files?[index] else { return nil }
                let text = g_file_get_path(file) ?? g_file_get_uri(file)
                defer { g_free(text) }
                return text.map { String(cString: $0) }
            }
            MainActor.assumeIsolated { box.body(paths) }
        }
        return connect(instance, "open", parameters: 3, returnsBoolean: false, unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GSimpleAction *self, GVariant *parameter, gpointer data)`: action activate,
    /// with the parameter (nil for stateless actions).
    @discardableResult
    package func onAction(_ instance: some SignalSource, _ body: @escaping @MainActor (OpaquePointer?) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?) -> Void
            = { _, parameter, data in
                let box: Box<@MainActor (OpaquePointer?) -> Void> = Signals.box(data)
                nonisolated(unsafe) let parameter = parameter
                MainActor.assumeIsolated { box.body(parameter) }
            }
        return connect(instance, "activate", parameters: 1, returnsBoolean: false,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `void handler(GObject *self, double x, double y, gpointer data)`: drag-begin/update/end,
    /// decelerate, motion, swipe.
    @discardableResult
    package func onPoint(_ instance: some SignalSource, _ signal: String,
                 _ body: @escaping @MainActor (Double, Double) -> Void) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Void
            = { _, x, y, data in
                let box: Box<@MainActor (Double, Double) -> Void> = Signals.box(data)
                MainActor.assumeIsolated { box.body(x, y) }
            }
        return connect(instance, signal, parameters: 2, returnsBoolean: false,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean handler(GObject *self, double dx, double dy, gpointer data)`: scroll.
    @discardableResult
    package func onScroll(_ instance: some SignalSource, _ signal: String,
                  _ body: @escaping @MainActor (Double, Double) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?)
            -> gboolean = { _, dx, dy, data in
                let box: Box<@MainActor (Double, Double) -> Bool> = Signals.box(data)
                return MainActor.assumeIsolated { box.body(dx, dy) } ? 1 : 0
            }
        return connect(instance, signal, parameters: 2, returnsBoolean: true,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean handler(GtkEventControllerKey *self, guint keyval, guint keycode, GdkModifierType state, gpointer data)`.
    @discardableResult
    package func onKey(_ instance: some SignalSource, _ signal: String,
               _ body: @escaping @MainActor (UInt32, GdkModifierType) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, guint, GdkModifierType,
                                        UnsafeMutableRawPointer?) -> gboolean = { _, keyval, _, state, data in
            let box: Box<@MainActor (UInt32, GdkModifierType) -> Bool> = Signals.box(data)
            return MainActor.assumeIsolated { box.body(keyval, state) } ? 1 : 0
        }
        return connect(instance, signal, parameters: 3, returnsBoolean: true,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// `gboolean handler(GtkEventControllerLegacy *self, GdkEvent *event, gpointer data)`.
    @discardableResult
    package func onEvent(_ instance: some SignalSource, _ signal: String,
                 _ body: @escaping @MainActor (InputEvent) -> Bool) -> UInt {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutableRawPointer?)
            -> gboolean = { _, event, data in
                let box: Box<@MainActor (InputEvent) -> Bool> = Signals.box(data)
                nonisolated(unsafe) let event = InputEvent(event: event!)
                return MainActor.assumeIsolated { box.body(event) } ? 1 : 0
            }
        return connect(instance, signal, parameters: 1, returnsBoolean: true,
                       unsafeBitCast(trampoline, to: GCallback.self), body)
    }

    /// The time of the event a controller is handling, in seconds on the monotonic clock the
    /// frame clock uses. GDK gives 32-bit milliseconds on the display server's clock (equal to
    /// the monotonic clock under X on Linux); the wrap-around is undone against the clock now.
    package static func eventTime(of source: some SignalSource) -> Double {
        let nowMs = Int64(g_get_monotonic_time() / 1000)
        let event = gtk_event_controller_get_current_event_time(OpaquePointer(source.instance))
        guard event != 0 else { return Double(nowMs) / 1000 }
        let behind = Int64(UInt32(truncatingIfNeeded: nowMs) &- event)
        // An event "from the future" by a little (clock skew) is taken as now.
        let ms = behind > Int64(Int32.max) ? nowMs : nowMs - behind
        return Double(ms) / 1000
    }
}
