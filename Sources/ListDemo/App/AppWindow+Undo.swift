import ListGtk
import ListWidget
import ListCore

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z, the toast's Undo): forwards to the list's history
/// (`ListWidget.undo`) and shows the "3 rows deleted" toast when the list records a delete;
/// the sort menu and the selection bar follow the frame once the edit has landed.
extension AppWindow {
    func wireUndo() {
        list.onEditRecorded = { [weak self] edit in
            guard let self, case .delete(let deleted) = edit else { return }
            showNotice(trn("%@ row deleted", "%@ rows deleted", deleted.count, grouped(deleted.count)),
                       action: tr("Undo")) { [weak self] in self?.undo() }
        }
    }

    func undo() {
        toast.dismiss()
        list.undo()
    }

    func redo() {
        toast.dismiss()
        list.redo()
    }
}
