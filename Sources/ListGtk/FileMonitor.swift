import CGtk
import CGtkShim

/// Watches one file (`GFileMonitor`): `changed` is called once a write to it is done (the writer
/// closed it: `G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT`) or it was created anew (a program that
/// writes a new file and renames it over the old one), not for every block written. Stops when
/// the monitor goes.
///
///     let monitor = FileMonitor(path: "/home/ann/export.csv") { offerReload() }
///
/// - Complexity: O(1); the kernel's inotify does the watching.
@MainActor
package final class FileMonitor {
    private let monitor: UnsafeMutablePointer<GFileMonitor>?
    private let signals = Signals()

    /// Nil-safe: a file that cannot be watched is simply not (`isWatching` false).
    package init(path: String, changed: @escaping @MainActor () -> Void) {
        monitor = CGtkShim_file_monitor_new(path)
        guard let monitor else { return }
        signals.onFileMonitorEvent(UnsafeMutableRawPointer(monitor)) { event in
            if event == G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT || event == G_FILE_MONITOR_EVENT_CREATED { changed() }
        }
    }

    isolated deinit {
        if let monitor {
            g_file_monitor_cancel(monitor)
            g_object_unref(UnsafeMutableRawPointer(monitor))
        }
    }

    /// Whether the file is watched.
    package var isWatching: Bool { monitor != nil }
}
