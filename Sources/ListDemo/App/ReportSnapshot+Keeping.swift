import ListCore
import ListGtk
import Foundation
import ListData

extension ReportSnapshot {
    /// How often the main thread refreshes the snapshot.
    static let interval: UInt32 = 250

    /// Keeps a snapshot from `make` at once, refreshes it every `interval` ms on the main loop, and
    /// makes it what the signal thread writes to `file` when the main thread does not answer a signal.
    ///
    /// Test hook (only with `--debug`): when `LISTDEMO_TEST_STALL` names a file and that file
    /// exists, the main thread stores one last snapshot, emits `{"event":"stall"}` and then never
    /// returns to the loop — a deliberately stuck main thread for the signal tests.
    ///
    ///     snapshot.keep(writingTo: reportFile, debug: true) { host.report(frames: app.frameSummary) }
    ///
    /// - Complexity: O(report) per refresh.
    @MainActor
    func keep(writingTo file: ReportFile?, debug: Bool, _ make: @escaping @MainActor () -> JSONValue) {
        guard let file else { return }
        // One snapshot at once: a signal that comes before the first refresh, with the main loop too
        // busy to answer within the grace period, still leaves a report (a loaded CI machine ended
        // the app that way with exit 0 and no report).
        store(make())
        TerminationSignals.fallback = { [self] in try? write(to: file) }
        let stallFlag = debug ? ProcessInfo.processInfo.environment["LISTDEMO_TEST_STALL"] : nil
        MainLoop.every(milliseconds: Self.interval) { [self] in
            store(make())
            if let stallFlag, access(stallFlag, F_OK) == 0 {
                LineOutput(fileDescriptor: 1, name: "--debug stream").write("{\"event\":\"stall\"}\n")
                while true { sleep(60) }
            }
            return true
        }
    }
}
