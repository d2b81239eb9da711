import ListGtk
import ListCore

/// Live for a database (`--data FILE.sqlite`): instead of the simulated feed, the list follows
/// the commits other programs make to the file. A GLib timer ticks at the core's interval and
/// hands the time to `ListScene.pollSource(at:)`, which decides whether a look is due and runs
/// it on the worker; a batch that lands asks for frames (`onBackgroundWorkLanded`). A file
/// deleted or replaced while followed shows a banner; the rows shown stay.
extension AppWindow {
    func setFollowing(_ on: Bool) -> Bool {
        let follower = host.scene.follower
        if on {
            guard !follower.isRunning else { return true }
            follower.onGone = { [weak self] _ in self?.showSourceGone() }
            follower.start(at: MainLoop.now)
            host.list.emit("live", [("running", true), ("source", "database")])
            if follower.isRunning && !liveTimer {
                liveTimer = true
                MainLoop.every(milliseconds: UInt32(follower.interval * 1000)) { [weak self] in
                    guard let self, host.scene.follower.isRunning else {
                        self?.liveTimer = false
                        return false
                    }
                    // A large table still loading: no look until its rows are in (never diff against none).
                    if !host.isLoadingRows { host.scene.pollSource(at: MainLoop.now) }
                    return true
                }
            }
        } else {
            guard follower.isRunning else { return true }
            follower.stop()
            host.list.emit("live", [("running", false), ("source", "database")])
        }
        changed()
        return true
    }

    /// The followed file is gone: say so until dismissed; Live turns off, the rows stay. With
    /// `--debug`, a `banner` event once the banner is fully in (tests screenshot it then).
    private func showSourceGone() {
        Actions.setState("live", in: window.raw, to: false)
        let message = tr("The database file is gone; the rows shown stay.")
        if let debug {
            var reported = false
            signals.onNotify(toast.widget.raw, "child-revealed") { [weak self] in
                guard let self, !reported, toast.isRevealed else { return }
                reported = true
                debug.emit("banner", [("message", .string(message))])
            }
        }
        toast.show(message, action: tr("OK"), duration: 86_400) {}
        changed()
    }
}
