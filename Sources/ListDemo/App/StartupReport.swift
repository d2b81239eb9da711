import Dispatch
import ListData
import Synchronization

/// Where the report goes, as the signal thread learns it during start-up: a SIGTERM, SIGINT or
/// SIGHUP that comes before `--report` has been parsed and checked waits (on the signal thread,
/// a few milliseconds) until the main thread has decided, then writes the report there. Before,
/// a signal in that moment found no report file yet and ended the process with status 0 and no
/// report, against the contract (always the report, or a failure status).
///
///     let startup = StartupReport()
///     TerminationSignals.install { _ in if let file = startup.file() { try? file.write(report) } }
///     startup.decide(try ReportFile(path: path, dataPath: data))   // main thread
///
/// - Complexity: O(1); `file()` blocks until `decide` (or the process ends: a bad flag exits 2).
final class StartupReport: Sendable {
    private let decided = Mutex<ReportFile??>(nil)
    private let known = DispatchSemaphore(value: 0)

    /// The main thread has checked `--report`: `file`, or nil when none was asked for.
    func decide(_ file: ReportFile?) {
        decided.withLock { $0 = .some(file) }
        known.signal()
    }

    /// The report file, once decided: waits until then.
    func file() -> ReportFile? {
        known.wait()
        known.signal()   // the next caller passes too
        return decided.withLock { $0 } ?? nil
    }
}
