import ListWidget

/// The sort menu (Ctrl+0 … Ctrl+9 go to `ListWidget.sort(columnKey:)` from `Actions`): forwards
/// to the list, whose core picks the sort; the menu's state follows the frame once the sort has
/// landed (`AppWindow+HeaderBar.swift`).
extension AppWindow {
    /// The menu: sorts by `column` (nil: the current one) in `descending` order (nil: the current
    /// order). Returns false: the menu's state changes when the frame says the sort landed.
    func sort(column: Int?, descending: Bool?) -> Bool {
        list.sort(column: column, descending: descending)
        return false
    }
}
