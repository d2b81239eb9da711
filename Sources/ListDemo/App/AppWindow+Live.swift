import ListWidget

/// The Live toggle (Ctrl+L, the sort menu's item): the list switches the feed or the followed
/// database (`ListWidget.setLive`) and refuses while live updates are detached; the toggle's
/// state and sensitivity follow the frame, and the list wakes for each update itself.
extension AppWindow {
    /// Returns false: the toggle's state follows the frame (`AppWindow+HeaderBar.swift`).
    func setLive(_ on: Bool) -> Bool {
        list.setLive(on)
        return false
    }
}
