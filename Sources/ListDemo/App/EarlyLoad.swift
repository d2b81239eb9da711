import Dispatch
import ListWidget
import Synchronization

/// A load started as soon as `main` knows what to load (the file mapped, or the row count
/// parsed), before GTK starts and the window is built; `ListWidget.loadRows` takes its result on
/// its worker, waiting if it is not done.
///
///     let early = EarlyLoad { loadLargeFile(file, separator: separator) }
///     // … the display, the window …
///     host.list.loadRows { early.result() }
///
/// Why: the window took 120–140 ms from the file being mapped to `loadRows` (GTK's start, the
/// window, CSS), and a 1M-row file's rows came that much later.
///
/// - Complexity: O(1) here; the load runs on a global queue.
final class EarlyLoad: Sendable {
    private let loaded = Mutex<ListWidget.LoadedRows?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ make: @escaping @Sendable () -> ListWidget.LoadedRows) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            let rows = make()
            loaded.withLock { $0 = rows }
            done.signal()
        }
    }

    /// The load's result when it is done within `seconds` (then taken: `result()` is not to be
    /// called), nil when it is still running (`result()` takes it later).
    func result(waitingAtMost seconds: Double) -> ListWidget.LoadedRows? {
        guard done.wait(timeout: .now() + seconds) == .success else { return nil }
        return loaded.withLock { loaded in
            defer { loaded = nil }
            return loaded
        }
    }

    /// The load's result, once: waits for it when it is still running.
    func result() -> ListWidget.LoadedRows {
        done.wait()
        return loaded.withLock { loaded in
            defer { loaded = nil }   // the rows are the list's now: no second reference keeps them
            return loaded ?? .failed("the load's result was taken twice")
        }
    }
}
