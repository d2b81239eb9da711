import ListGtk

/// Animations follow the desktop's motion settings live (`Settings.reducesMotion`: GTK's
/// "Animations", and GTK 4.22's reduced-motion preference): reduced, the scene jumps every
/// animation in flight to its end and makes new ones instant.
///
///     core.followMotion()   // once, at init; dispose() disconnects
///
/// - Complexity: O(1) per setting change.
extension ListViewCore {
    func followMotion() {
        applyMotion()
        motionHandlers = Settings.followMotion(Signals()) { [weak self] in self?.applyMotion() }
    }

    func stopFollowingMotion() {
        if let settings = Settings.gtk { for handler in motionHandlers { Signals().disconnect(settings, handler) } }
        motionHandlers = []
    }

    private func applyMotion() {
        scene.setReducesMotion(Settings.reducesMotion)
        list?.showNow()
    }
}
