import Foundation
import ListGtk
import ListWidget
import ListCore
import ListData

/// The window as a document window: Open (Ctrl+O, the header bar's button, the failure page's
/// button) shows the file chooser, and the file chosen opens in a window of its own; a window
/// whose file could not be opened says so in the `--debug` stream; and what the report says of
/// the window.
extension AppWindow {
    /// Shows the system's file chooser over this window (`FileChooser`), in the folder of the
    /// window's file if it has one; the file chosen opens in
    /// a new window. `{"event":"filechooser","open":true,"api":"GtkFileDialog"|"GtkFileChooserNative"}`
    /// once it was asked for; `{"event":"filechooser","focused":true}` once GTK's own chooser window
    /// is shown with the keyboard focus (typed keys reach it from then on; a portal's chooser is
    /// another process's, and has no such event); `"open":false` with `"chosen"` when it answered.
    func chooseFileToOpen() {
        let filters = FileChooser.Filters(tables: tr("Tables (CSV, TSV, SQLite)"), csv: tr("CSV"), tsv: tr("TSV"),
                                          sqlite: tr("SQLite databases"), all: tr("All Files"))
        let api = FileChooser.usesFileDialog ? "GtkFileDialog" : "GtkFileChooserNative"
        let before = debug == nil ? [] : Window.toplevels()
        // In the folder of the window's file, as GNOME's document apps start their choosers.
        let folder = document.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
        FileChooser.open(over: window, title: tr("Open a Table"), folder: folder, filters: filters) { [weak self] path in
            self?.debug?.emit("filechooser", [("open", .bool(false)), ("chosen", path.map { .string($0) } ?? .null)])
            guard let path else { return }
            self?.onOpenFile?(path)
        }
        debug?.emit("filechooser", [("open", .bool(true)), ("api", .string(api))])
        if let debug { announceChooserFocus(debug, besides: before) }
    }

    /// `filechooser` `focused` once a toplevel that was not there before the chooser was asked
    /// for is mapped and active (has the display server's keyboard focus).
    private func announceChooserFocus(_ debug: DebugStream, besides before: [Widget]) {
        var looks = 0
        MainLoop.every(milliseconds: 16) { [weak self] in
            guard let self, isOpen else { return false }
            looks += 1
            let chooser = Window.toplevels().first { window in
                !before.contains(window) && window.isMapped && Window(wrapping: window).isActive
            }
            guard chooser != nil else { return looks < 60 * 60 }   // a portal's chooser: stop looking after a minute
            debug.emit("filechooser", [("focused", .bool(true))])
            return false
        }
    }

    /// Under `--debug`, once the window's page is laid out and painted: for a window whose file
    /// could not be opened `{"event":"open.failed","path":…,"message":…,"button":RECT}` (the
    /// button: "Open Another File…"); for a database with several tables
    /// `{"event":"tables","path":…,"tables":[{"name","rows","view","button":RECT}…]}`.
    func announcePageWhenShown() {
        guard let debug, let shown = failureButton ?? tableButtons.last else { return }
        MainLoop.every(milliseconds: 16) { [weak self] in
            guard let self, isOpen else { return false }
            guard shown.isMapped, let rect = shown.rect(in: window), rect.width > 0 else { return true }
            // The frame after the one laying the page out: it is on screen by then.
            FrameCallbacks.addTickFromNextFrame(to: shown) { [weak self] _ in
                guard let self, isOpen else { return false }
                let path: JSONValue = document.path.map { .string($0) } ?? .null
                if let failure, let button = failureButton {
                    debug.emit("open.failed", [("path", path), ("message", .string(failure)), ("button", debug.rect(of: button))])
                } else if let tables {
                    let entries: [JSONValue] = zip(tables, tableButtons).map { table, button in
                        ["name": .string(table.name), "rows": table.rowCount.map { .number(Double($0)) } ?? .null, "view": .bool(table.isView),
                         "button": debug.rect(of: button)]
                    }
                    debug.emit("tables", [("path", path), ("tables", .array(entries))])
                }
                return false
            }
            return false
        }
    }

    /// Files dropped on the window (the Files app's drags: `GdkFileList`) open each in a window
    /// of their own. A window that holds no document gives way to them (it closes, so they open
    /// "there"): the launch's built-in rows (the bundled cities, `--rows`) and a window showing
    /// why its file could not be opened; a window with a document keeps it. Under `--debug`,
    /// `{"event":"drop","paths":[…],"replaced":BOOL}` when files were dropped.
    func acceptDroppedFiles() {
        let target = window.addController(.fileDrop)
        signals.onFileDrop(target) { [weak self] paths, _, _ in
            guard let self, !paths.isEmpty else { return false }
            let givesWay = failure != nil || document.path == nil
            debug?.emit("drop", [("paths", .array(paths.map { .string($0) })), ("replaced", .bool(givesWay))])
            for path in paths { onOpenFile?(path) }
            // Once the drop is over: GTK still unmarks the window as the drop's target after this.
            if givesWay { whenIdleWhileOpen { [weak self] in if let self { Window(wrapping: window).destroy() } } }
            return true
        }
    }

    /// The window in the report: the list's fields (`ListHost.report`), then its `title`,
    /// `subtitle`, `path`, `error` (why its file could not be opened, or null) and `open`.
    func report(open: Bool) -> JSONValue {
        guard case .object(var fields) = host.report(frames: list.stats.summary) else { return .null }
        if let page = fields.firstIndex(where: { $0.0 == "page" }) {
            if failure != nil { fields[page].1 = "error" } else if tables != nil { fields[page].1 = "tables" }
        }
        fields += [
            ("title", .string(document.title)), ("subtitle", document.subtitle.map { .string($0) } ?? .null),
            ("path", document.path.map { .string($0) } ?? .null), ("error", failure.map { .string($0) } ?? .null),
            ("open", .bool(open)),
        ]
        return .object(fields)
    }
}
