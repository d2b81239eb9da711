import ListGtk
import ListWidget
import ListCore

/// Drag to reorder (issue 49): the demo's rows are its own, so the list is reorderable (edit
/// mode's handles, Alt+Shift+Up/Down; the list announces each move and records it for undo). A
/// drag over a sorted or searched list is refused with a notice whose action turns the sort off
/// or closes the search (`ReorderRefusal` says why it does not switch to manual order itself);
/// the window going inactive (another window opening over it) cancels a running drag.
extension AppWindow {
    func wireReorder() {
        list.isReorderable = true
        list.onReorderRefused = { [weak self] refusal in
            guard let self else { return }
            switch refusal {
            case .sorted(let column):
                showNotice(tr("Sorted by %@: turn sorting off to reorder", column), action: tr("Turn Off")) { [weak self] in
                    self?.list.sort(by: nil)
                }
            case .searching:
                showNotice(tr("Searching: clear the search to reorder"), action: tr("Clear")) { [weak self] in
                    self?.searchBar.close()
                }
            }
        }
        signals.onNotify(window.raw, "is-active") { [weak self] in
            guard let self, isOpen, !Window(wrapping: window).isActive else { return }
            list.cancelReorder()
        }
    }
}
