import CGtk

/// GLib main-loop sources with Swift closures. `DispatchQueue.main` and `Task { @MainActor }`
/// never run while `g_application_run` owns the main thread, so all deferred work goes here.
@MainActor
package enum MainLoop {
    private final class Box: @unchecked Sendable {
        let body: @MainActor () -> Bool
        init(_ body: @escaping @MainActor () -> Bool) { self.body = body }
    }

    private static let release: GDestroyNotify = { data in
        guard let data else { return }
        Unmanaged<Box>.fromOpaque(data).release()
    }

    private static let dispatch: GSourceFunc = { data in
        let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
        return MainActor.assumeIsolated { box.body() } ? 1 : 0
    }

    /// Runs `body` every `milliseconds` until it returns false.
    @discardableResult
    package static func every(milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        g_timeout_add_full(G_PRIORITY_DEFAULT, milliseconds, dispatch,
                           Unmanaged.passRetained(Box(body)).toOpaque(), release)
    }

    /// Stops a source `every` started (its closure is released).
    package static func cancel(_ id: UInt32) { g_source_remove(id) }

    /// Runs `body` once when the loop is idle.
    package static func idle(_ body: @escaping @MainActor () -> Void) {
        g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, dispatch,
                        Unmanaged.passRetained(Box { body(); return false }).toOpaque(), release)
    }

    private final class SendableBox: @unchecked Sendable {
        let body: @MainActor @Sendable () -> Void
        init(_ body: @escaping @MainActor @Sendable () -> Void) { self.body = body }
    }

    /// Runs `body` on the main loop; callable from any thread (g_idle_add is thread-safe).
    /// Used to hand the result of background work (a long sort) back to the main thread.
    nonisolated package static func post(_ body: @escaping @MainActor @Sendable () -> Void) {
        let run: GSourceFunc = { data in
            let box = Unmanaged<SendableBox>.fromOpaque(data!).takeRetainedValue()
            MainActor.assumeIsolated { box.body() }
            return 0
        }
        g_idle_add_full(G_PRIORITY_DEFAULT, run, Unmanaged.passRetained(SendableBox(body)).toOpaque(), nil)
    }

    /// Monotonic time in seconds, the same clock GDK's frame clock uses.
    package static var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
