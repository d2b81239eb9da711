import Foundation
import ListGtk
import ListWidget
import ListCore
import ListData

/// A database window (`--data FILE.sqlite`, or a database opened from the GUI): its rows load on
/// the worker while the window shows the wait, with a Cancel; Live follows the commits other
/// programs make to the file (`DatabaseLaunch` gives it the source, `ListWidget.setLive`
/// switches it). What goes wrong is said in a banner, and the rows shown stay:
/// - the file deleted or replaced: Live turns off;
/// - the table's shape changed (a column added, dropped, renamed or retyped; the table dropped,
///   renamed or replaced by a view): the banner names what changed, the rows are dimmed as
///   stale, and Reload reads the table as it is now, merged by identity and animated (its new
///   columns taken first when they changed, `ListWidget.reload(schema:_:)`);
/// - another program holding the lock, or a read failing: said, the rows dimmed until a look
///   reads again.
///
/// Under `--debug`: `{"event":"banner","message":…,"kind":…,"button":RECT}` once a banner is in
/// (`kind` is `gone`, `schemaChanged`, `busy`, `unreadable` or `loading`), `source.trouble` from
/// the list, `{"event":"reload","path":…}` when Reload was chosen, and `load.failed` when the
/// load ended in an error (a cancel included).
extension AppWindow {
    func wireDatabase() {
        list.onSourceGone = { [weak self] reason in self?.showSourceGone(reason) }
        list.onSourceTrouble = { [weak self] trouble in self?.showSourceTrouble(trouble) }
        // One handler for every banner: the one waiting is reported once it has slid in.
        if debug != nil {
            signals.onNotify(toast.widget.raw, "child-revealed") { [weak self] in
                guard let self, toast.isRevealed else { return }
                reportBanner()
            }
        }
    }

    /// The `banner` event for the banner waiting to be reported, if any.
    private func reportBanner() {
        guard let debug, let banner = bannerToReport, bannerKind == banner.kind else { return }
        bannerToReport = nil
        debug.emit("banner", [("message", .string(banner.message)), ("kind", .string(banner.kind)),
                              ("button", debug.rect(of: toast.actionWidget))])
    }

    /// Seconds a load runs before the window offers to cancel it.
    static let loadWaitDelay = 0.4

    /// A database's rows are loading: after `loadWaitDelay`, a banner says so with a Cancel
    /// (a view of an untrusted file may never end), until the rows land.
    func offerToCancelLoad() {
        guard let watch = host.database, list.isLoadingRows else { return }
        MainLoop.every(milliseconds: UInt32(Self.loadWaitDelay * 1_000)) { [weak self] in
            guard let self, isOpen, list.isLoadingRows else { return false }
            banner(tr("Reading “%@”…", document.title), kind: "loading", action: tr("Cancel")) { [weak self] in
                self?.debug?.emit("load.cancel", [])
                watch.cancel()
            }
            return false
        }
        list.whenRowsLoaded { [weak self] in
            guard let self, isOpen, bannerKind == "loading" else { return }
            toast.dismiss()
            bannerKind = nil
        }
    }

    /// The followed file is gone: say so until dismissed.
    private func showSourceGone(_ reason: String) {
        setStale(true)
        banner(tr("The database file is gone; the rows shown stay."), kind: "gone", action: tr("OK")) {}
    }

    private func showSourceTrouble(_ trouble: SourceTrouble?) {
        guard let trouble else {
            setStale(false)
            if bannerKind != nil, bannerKind != "gone", bannerKind != "loading" {
                toast.dismiss()
                bannerKind = nil
            }
            return
        }
        setStale(true)
        switch trouble.kind {
        case .schemaChanged:
            banner(tr("The table changed: %@. The rows shown are from before.", trouble.message), kind: trouble.kind.rawValue,
                   action: tr("Reload")) { [weak self] in self?.reloadDatabase() }
        case .busy:
            banner(tr("The database is busy: another program is writing to it. The rows shown may be behind."),
                   kind: trouble.kind.rawValue, action: tr("OK")) {}
        case .unreadable:
            banner(tr("Cannot read the database: %@. The rows shown may be behind.", trouble.message),
                   kind: trouble.kind.rawValue, action: tr("OK")) {}
        }
    }

    /// Rows that may no longer be what the file holds are dimmed.
    private func setStale(_ stale: Bool) {
        list.gtkWidget.opacity = stale ? 0.55 : 1
    }

    /// Shows `message` in the toast until used or dismissed; with `--debug`, a `banner` event
    /// once it is fully in (tests read it and screenshot it then).
    private func banner(_ message: String, kind: String, action: String, _ body: @escaping () -> Void) {
        showNotice(message, action: action, duration: 86_400, wraps: true) { [weak self] in
            self?.bannerKind = nil
            body()
        }
        bannerKind = kind
        changed()
        guard debug != nil else { return }
        bannerToReport = (message, kind)
        // Already in (another banner's text replaced): reported once the new text is laid out.
        if toast.isRevealed { MainLoop.idle { [weak self] in self?.reportBanner() } }
    }

    /// Reads the table as it is now (by its new name when renamed) and merges its rows by
    /// identity as one animated batch, its new columns taken first when they changed.
    private func reloadDatabase() {
        guard let watch = host.database else { return }
        debug?.emit("reload", [("path", document.path.map { .string($0) } ?? .null)])
        let shown = list.schema.columns.map(\.name)
        list.reload { [weak self] in
            do {
                let (schema, rows) = try watch.reopen()
                if schema.columns.map(\.name) == shown { return .rows(rows) }
                // Other columns: the rows take them first, then crossfade to their new content.
                MainLoop.post { [weak self] in
                    guard let self, isOpen else { return }
                    list.reload(schema: schema) { .rows(rows) }
                }
            } catch {
                let reason = (error as? FileError)?.description ?? "\(error)"
                MainLoop.post { [weak self] in
                    guard let self, isOpen else { return }
                    debug?.emit("reload.failed", [("message", .string(reason))])
                    setStale(true)
                    banner(tr("Could not reload %@", reason), kind: "unreadable", action: tr("OK")) {}
                }
            }
            return .unchanged
        }
    }
}
