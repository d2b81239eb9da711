import CGtk

/// GtkListView::activate, `void handler(GtkListView *self, guint position, gpointer data)`: a
/// row was activated (Enter, or a click with single-click-activate). The closure is kept in a
/// retained box released by GLib's destroy-notify, like `Signals`.
///
///     ListViewActivation.connect(list) { position in choose(position) }
///
/// - Complexity: O(1).
@MainActor
enum ListViewActivation {
    private final class Box: @unchecked Sendable {
        let body: @MainActor (UInt32) -> Void
        init(_ body: @escaping @MainActor (UInt32) -> Void) { self.body = body }
    }

    static func connect(_ canvas: Widget, _ body: @escaping @MainActor (UInt32) -> Void) {
        let trampoline: @convention(c) (UnsafeMutableRawPointer?, guint, UnsafeMutableRawPointer?) -> Void
            = { _, position, data in
                let box = Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue()
                MainActor.assumeIsolated { box.body(position) }
            }
        let release: GClosureNotify = { data, _ in
            guard let data else { return }
            Unmanaged<Box>.fromOpaque(data).release()
        }
        listdemo_signal_connect(canvas.raw, "activate", unsafeBitCast(trampoline, to: GCallback.self),
                                Unmanaged.passRetained(Box(body)).toOpaque(), release)
    }
}
