import ListCore
import ListWidget

/// The sort menu and Ctrl+0 … Ctrl+9: each forwards to the core, which picks the sort
/// (`ListScene+SortCommands.swift`); the menu's state follows the frame once the sort has landed
/// (`AppWindow+HeaderBar.swift`).
extension AppWindow {
    /// The menu: sorts by `column` (nil: the current one) in `descending` order (nil: the current
    /// order). Returns false: the menu's state changes when the frame says the sort landed.
    func sort(column: Int?, descending: Bool?) -> Bool {
        host.scene.sort(column: column, descending: descending, at: list.frameTime) { [weak self] in self?.changed() }
        changed()
        return false
    }

    /// Ctrl+1 … Ctrl+9: sort by the Nth column (ascending; again: descending); Ctrl+0 (`n == 0`):
    /// the original order.
    func sort(columnKey n: Int) {
        host.scene.sort(columnKey: n, at: list.frameTime) { [weak self] in self?.changed() }
        changed()
    }
}
