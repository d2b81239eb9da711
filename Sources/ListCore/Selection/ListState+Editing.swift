extension ListState {
    /// Enters or leaves edit mode: check marks on, the drag-select strip live, and a fresh
    /// selection (like UIKit's `setEditing`, leaving either way starts from nothing selected).
    ///
    ///     list.setEditing(true)   // Edit button, Ctrl+E
    ///     list.setEditing(false)  // Done, Escape
    ///
    /// - Complexity: O(1) plus clearing the selection.
    package func setEditing(_ editing: Bool, at time: Double) {
        guard editing != isEditing else { return }
        if let dragSelect = behavior(DragSelectBehavior.self) {
            if dragSelect.isDragging { dragSelect.cancel(at: time) }
            dragSelect.options.isEnabled = editing
        }
        isEditing = editing
        if isWindowed { for id in selection { untrack(.selected, id) } }   // the host lets them go
        selection = []
        for behavior in behaviors { behavior.editingDidChange(at: time) }
        emit("editing", [("editing", .bool(editing))])
    }
}
