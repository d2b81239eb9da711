import ListGtk
import ListWidget
import ListCore

/// Live for a database (`--data FILE.sqlite`): instead of the simulated feed, the list follows
/// the commits other programs make to the file (`ListScene.setLive` switches it). The one wake
/// timer hands the time to `ListScene.pollSource(at:)` when a look is due (`AppWindow+Wake.swift`),
/// which runs it on the worker; a batch that lands asks for frames (`onBackgroundWorkLanded`). A
/// file deleted or replaced while followed shows a banner; Live turns off, the rows shown stay.
extension AppWindow {
    func wireDatabase() {
        host.scene.follower.onGone = { [weak self] _ in self?.showSourceGone() }
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
