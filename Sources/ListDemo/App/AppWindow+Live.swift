import ListGtk
import ListCore

/// The Live toggle (Ctrl+L, the sort menu's item): the core switches the feed or the followed
/// database (`ListScene+Live.swift`) and refuses while live updates are detached; the toggle's
/// state and sensitivity follow the frame, and the wake timer (`AppWindow+Wake.swift`) asks for
/// frames when an update falls due.
extension AppWindow {
    /// Returns false: the toggle's state follows the frame (`AppWindow+HeaderBar.swift`).
    func setLive(_ on: Bool) -> Bool {
        host.scene.setLive(on, at: MainLoop.now)
        changed()
        return false
    }
}
