import ListGtk
import ListWidget
import ListCore

/// Live for a database (`--data FILE.sqlite`): instead of the simulated feed, the list follows
/// the commits other programs make to the file (`DatabaseLaunch` gives it the source,
/// `ListWidget.setLive` switches it; the list looks on its worker and shows each batch). A file
/// deleted or replaced while followed shows a banner; Live turns off, the rows shown stay.
extension AppWindow {
    func wireDatabase() {
        list.onSourceGone = { [weak self] _ in self?.showSourceGone() }
    }

    /// The followed file is gone: say so until dismissed. With `--debug`, a `banner` event once
    /// the banner is fully in (tests screenshot it then).
    private func showSourceGone() {

        let message = tr("The database file is gone; the rows shown stay.")
        if let debug {
            var reported = false
            signals.onNotify(toast.widget.raw, "child-revealed") { [weak self] in
                guard let self, !reported, toast.isRevealed else { return }
                reported = true
                debug.emit("banner", [("message", .string(message))])
            }
        }
        showNotice(message, action: tr("OK"), duration: 86_400) {}
        changed()
    }
}
