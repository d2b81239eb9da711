import ListCore
import ListData
import Synchronization

/// The last consistent report, kept by the main thread (`store`, a few times a second) so the
/// signal thread can write it when the main thread is stuck and cannot answer a signal
/// (`TerminationSignals`). The text written carries `"snapshot": true`.
///
///     let snapshot = ReportSnapshot()
///     snapshot.store(host.report(frames: summary))      // main thread
///     try snapshot.write(to: reportFile)                  // signal thread
///
/// - Complexity: O(report) to store (the report is capped: 10 000 ids at most).
final class ReportSnapshot: Sendable {
    private let text = Mutex<String?>(nil)

    /// Keeps `report`, marked as a snapshot. Returns whether it differs from the last one kept.
    @discardableResult
    func store(_ report: JSONValue) -> Bool {
        var marked = report
        if case .object(var fields) = marked {
            fields.append(("snapshot", .bool(true)))
            marked = .object(fields)
        }
        let serialized = marked.serialized() + "\n"
        return text.withLock { old in
            defer { old = serialized }
            return old != serialized
        }
    }

    /// Writes the last report kept to `file` (nothing when none was kept yet).
    func write(to file: ReportFile) throws(FileError) {
        guard let text = text.withLock({ $0 }) else { return }
        try file.write(text)
    }
}
