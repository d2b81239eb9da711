import Foundation
import ListGtk
import ListWidget
import ListCore
import ListData

/// A document's CSV or TSV file changed on disk (re-exported, edited): the window offers to
/// reload it, in a notice with a Reload button that stays until used or dismissed; reloading
/// re-reads the file on a worker and shows the differences as one animated batch, merged by
/// identity as a database's commits are (`ListWidget.reload`): rows added fade in, rows removed
/// fade out, changed rows crossfade in place, and selection, search and the open row follow.
/// A file that no longer reads, or whose columns changed, says so and keeps the rows shown.
///
/// Under `--debug`: `{"event":"reload.offered","path":…,"button":RECT}` once the notice has slid in,
/// `{"event":"reload","path":…}` when Reload was chosen, the `source.batch` of what changed, and
/// `{"event":"reload.failed","message":…}` when the file could not be reloaded.
extension AppWindow {
    /// Watches the window's file (`document.path`).
    func offerReloadWhenChanged() {
        guard let path = document.path else { return }
        fileMonitor = FileMonitor(path: path) { [weak self] in self?.fileChanged(path) }
    }

    private func fileChanged(_ path: String) {
        let message = tr("“%@” changed on disk", document.title)
        if let debug {
            var reported = false
            signals.onNotify(toast.widget.raw, "child-revealed") { [weak self] in
                guard let self, !reported, toast.isRevealed else { return }
                reported = true
                debug.emit("reload.offered", [("path", .string(path)), ("button", debug.rect(of: toast.actionWidget))])
            }
        }
        showNotice(message, action: tr("Reload"), duration: 86_400) { [weak self] in self?.reload(path) }
        changed()
    }

    /// Re-reads `path` and animates what changed.
    func reload(_ path: String) {
        debug?.emit("reload", [("path", .string(path))])
        let columns = list.schema.columns.map(\.name)
        list.reload { [weak self] in
            let failure: String?   // nil: the columns changed
            do {
                let file = try DataFile(path)
                let loaded = try CSVColumnLoader.load(file, separator: DataFormat.detect(file.bytes).separator)
                if loaded.schema.columns.map(\.name) == columns { return .rows(loaded.rows) }
                failure = nil
            } catch let error as FileError {
                failure = error.description
            } catch {
                failure = "\(path): \(error)"
            }
            MainLoop.post { [weak self] in
                self?.reloadFailed(failure ?? tr("%@: its columns changed; open it again to see them", path))
            }
            return .unchanged
        }
    }

    private func reloadFailed(_ reason: String) {
        guard isOpen else { return }
        debug?.emit("reload.failed", [("message", .string(reason))])
        showNotice(tr("Could not reload %@", reason), action: tr("OK"), duration: 86_400) {}
        changed()
    }
}
