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

    /// The receiving thread once it runs (0 before), for `forward`.
    private static let receiver = Atomic<UInt>(0)
    /// A signal that reached `forward` before the receiving thread ran (0: none).
    private static let early = Atomic<Int32>(0)

    /// Blocks the signals (threads started later inherit that) and starts the receiving thread.
    /// Call it first thing in `main`. A thread that already ran before it (a library's, started by
    /// a constructor: Debian testing has one) does not block them, so a process-wide handler
    /// hands a signal delivered there to the receiving thread (`forward`) rather than letting it
    /// end the process with no report.
    static func install(_ body: @escaping @Sendable (Int32) -> Void) {
        setHandler(body)
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal) }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in TerminationSignals.forward(signal) }
        action.sa_mask = set
        action.sa_flags = SA_RESTART
        for signal in handled { sigaction(signal, &action, nil) }
        pthread_sigmask(SIG_BLOCK, &set, nil)
        let blocked = set
        let thread = Thread {
            var set = blocked
            receiver.store(UInt(pthread_self()), ordering: .sequentiallyConsistent)
            var signal = early.exchange(0, ordering: .sequentiallyConsistent)
            while true {
                if signal == 0 { guard sigwait(&set, &signal) == 0 else { continue } }
                handler.withLock { $0 }?(signal)
                Thread.sleep(forTimeInterval: grace)
                answerIfStuck()
                signal = 0
            }
        }
        thread.name = "signals"
        thread.start()
    }

    /// The signal handler of a thread that does not block the signals: async-signal-safe
    /// (atomics and `pthread_kill` only). The signal is kept for the receiving thread, and sent
    /// to it once it runs, where `sigwait` takes it.
    private static func forward(_ signal: Int32) {
        early.store(signal, ordering: .sequentiallyConsistent)
        let thread = receiver.load(ordering: .sequentiallyConsistent)
        if thread != 0 {
            early.store(0, ordering: .sequentiallyConsistent)
            pthread_kill(pthread_t(thread), signal)
        }
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
