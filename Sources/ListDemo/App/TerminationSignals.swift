import Foundation
import Synchronization

/// SIGTERM, SIGINT and SIGHUP end the app with its report at any moment, loading included: they
/// are blocked in every thread from the first line of `main` and received by one thread of
/// their own (`sigwait`), which calls the current handler — while loading, write the report
/// and exit; once the main loop runs, ask it to quit (GLib idle sources are thread-safe).
///
/// Every signal is answered even when the main thread is stuck: once the handler asked the main
/// loop to quit, the signal thread waits `grace`; if the main thread has not begun its own final
/// report by then (`beginFinishing()`), the signal thread writes the last consistent report
/// snapshot (`ReportSnapshot`, marked `"snapshot": true`) and ends the process itself.
///
///     TerminationSignals.install { signal in writeReportAndExit() }
///     TerminationSignals.setHandler { _ in MainLoop.post { quit() } }
///
/// - Complexity: O(1) per signal, plus writing the snapshot when the main thread is stuck.
enum TerminationSignals {
    static let handled: [Int32] = [SIGTERM, SIGINT, SIGHUP]
    /// How long the main loop has to answer a signal before the snapshot is written instead.
    static let grace: TimeInterval = 0.5
    private static let handler = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    /// Who ends the process: nobody yet, the main thread (its own report), or the signal thread.
    private enum Ending { case none, mainThread, signalThread }
    private static let ending = Mutex<Ending>(.none)
    /// Written when the main loop does not answer in time (nil: just exit).
    nonisolated(unsafe) static var fallback: (@Sendable () -> Void)?

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
                Thread.sleep(forTimeInterval: grace)
                answerIfStuck()
            }
        }
        thread.name = "signals"
        thread.start()
    }

    /// Replaces what a signal does from now on.
    static func setHandler(_ body: @escaping @Sendable (Int32) -> Void) {
        handler.withLock { $0 = body }
    }

    /// The main thread is about to write its own report and exit: the signal thread leaves that
    /// to it. Returns false when the signal thread already took over (it is writing the snapshot
    /// and will end the process; the caller must not write).
    static func beginFinishing() -> Bool {
        ending.withLock { state in
            guard state == .none else { return state == .mainThread }
            state = .mainThread
            return true
        }
    }

    /// The main loop did not answer within `grace`: write the snapshot and end the process.
    private static func answerIfStuck() {
        let takeOver = ending.withLock { state in
            guard state == .none else { return false }
            state = .signalThread
            return true
        }
        guard takeOver else { return }
        fallback?()
        _exit(0)
    }
}
