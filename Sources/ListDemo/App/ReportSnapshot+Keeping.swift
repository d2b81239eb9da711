import ListCore
import ListGtk
import Foundation
import ListData

extension ReportSnapshot {
    /// How often the main thread refreshes the snapshot.
    static let interval: UInt32 = 250
    /// Refreshes skipped at most in a row while the list animates: a refresh costs 5–8 ms at a
    /// million rows (up to 19 ms with every row selected), which a frame cannot spare, so the
    /// snapshot waits for a rest, but never more than two seconds.
    static let maximumSkips = 7

    /// Keeps a snapshot from `make` at once, refreshes it every `interval` ms on the main loop (not
    /// while `isAnimating`, up to `maximumSkips` in a row), and makes it what the signal thread
    /// writes to `file` when the main thread does not answer a signal.
    ///
    /// Test hook (only with `--debug`): when `LISTDEMO_TEST_STALL` names a file and that file
    /// exists, the main thread stores one last snapshot, emits `{"event":"stall"}` and then never
    /// returns to the loop — a deliberately stuck main thread for the signal tests.
    ///
    ///     snapshot.keep(writingTo: reportFile, debug: true, isAnimating: { list.isTicking }) {
    ///         host.report(frames: app.frameSummary)
    ///     }
    ///
    /// - Complexity: O(report) per refresh.
    @MainActor
    func keep(writingTo file: ReportFile?, debug: Bool, isAnimating: @escaping @MainActor () -> Bool,
              _ make: @escaping @MainActor () -> JSONValue) {
        guard let file else { return }
        // One snapshot at once: a signal that comes before the first refresh, with the main loop too
        // busy to answer within the grace period, still leaves a report (a loaded CI machine ended
        // the app that way with exit 0 and no report).
        store(make())
        TerminationSignals.fallback = { [self] in try? write(to: file) }
        let stallFlag = debug ? ProcessInfo.processInfo.environment["LISTDEMO_TEST_STALL"] : nil
        var skipped = 0
        MainLoop.every(milliseconds: Self.interval) { [self] in
            let stalls = stallFlag.map { access($0, F_OK) == 0 } ?? false
            if isAnimating(), skipped < Self.maximumSkips, !stalls {
                skipped += 1
            } else {
                skipped = 0
                store(make())
            }
            if stalls {
                LineOutput(fileDescriptor: 1, name: "--debug stream").write("{\"event\":\"stall\"}\n")
                while true { sleep(60) }
            }
            return true
        }
    }
}
