import Foundation
import Synchronization

/// SIGTERM, SIGINT and SIGHUP end the app with its report at any moment, loading included: they
/// are blocked in every thread from the first line of `main` and received by one thread of
/// their own (`sigwait`), which calls the current handler — while loading, write the report
/// and exit; once the main loop runs, ask it to quit (GLib idle sources are thread-safe).
///
///     TerminationSignals.install { signal in writeReportAndExit() }
///     TerminationSignals.setHandler { _ in MainLoop.post { quit() } }
///
/// - Complexity: O(1) per signal.
enum TerminationSignals {
    static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    private static let handler = Mutex<(@Sendable (Int32) -> Void)?>(nil)

    /// Blocks the signals (threads started later inherit that) and starts the receiving thread.
    /// Call it before any other thread exists.
    static func install(_ body: @escaping @Sendable (Int32) -> Void) {
        setHandler(body)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let blocked = set
        let thread = Thread {
            var set = blocked
            while true {
                var signal: Int32 = 0
                guard sigwait(&set, &signal) == 0 else { continue }
                handler.withLock { $0 }?(signal)
            }
        }
        thread.name = "signals"
        thread.start()
    }

    /// Replaces what a signal does from now on.
    static func setHandler(_ body: @escaping @Sendable (Int32) -> Void) {
        handler.withLock { $0 = body }
    }
}
