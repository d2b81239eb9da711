import ListGtk
import ListCore

/// Undo and redo (Ctrl+Z, Ctrl+Shift+Z, the toast's Undo): forwards to the core's history
/// (`ListScene+Undo.swift`) and shows the "3 rows deleted" toast when the core records a delete.
extension AppWindow {
    func wireUndo() {
        host.scene.onEditRecorded = { [weak self] edit in
            guard let self, case .delete(let deleted) = edit else { return }
            toast.show(trn("%@ row deleted", "%@ rows deleted", deleted.count, grouped(deleted.count)),
                       action: tr("Undo"), duration: UndoHistory.noticeDuration) { [weak self] in self?.undo() }
        }
    }

    func undo() {
        toast.dismiss()
        host.scene.undo(at: frames.frameTime) { [weak self] in self?.editLanded() }
        changed()
    }

    func redo() {
        toast.dismiss()
        host.scene.redo(at: frames.frameTime) { [weak self] in self?.editLanded() }
        changed()
    }

    /// The sort menu shows the sort key the edit left; the selection bar its count.
    private func editLanded() {
        let sort = host.sorter.descriptor
        Actions.setState("sort-by", in: window.raw, to: SortMenu.target(sort?.column))
        Actions.setState("sort-descending", in: window.raw, to: sort?.ascending == false)
        selectionBar.update(selected: host.list.selection.count, total: host.list.count)
        changed()
    }
}
