import ListGtk
import ListWidget
import ListCore
import ListData

/// The report written on exit (`--report`), describing every window the app opened: the first
/// window's fields at the top level, as before there were several (the contract the tests read),
/// and `windows`, one object per window in the order they opened, each with the same fields plus
/// its `title`, `subtitle`, `path`, `error` and whether it was still `open`.
extension Application {
    func report() -> JSONValue {
        let windows: [JSONValue] = opened.map {
            switch $0 {
            case .open(let window): window.report(open: true)
            case .closed(let report): report
            }
        }
        // Before any window (a signal while GTK starts): the launch's list, or nothing yet.
        let first = windows.first ?? launch?.host.report(frames: FrameStats().summary) ?? ListHost.emptyReport
        guard case .object(var fields) = first else { return first }
        fields.append(("windows", .array(windows)))
        return .object(fields)
    }
}
