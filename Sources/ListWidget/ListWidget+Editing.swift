import ListCore

/// Edit mode and selection, as the scene rules them, each change shown at once (animated): the
/// check marks slide in, the strip's drag-select and Shift+arrows select.
///
///     list.setEditing(true)
///     list.selectAll()
///     list.state(limit: 100).selected   // in display order
///     list.deleteSelected()             // the rows slide out; `undo()` brings them back
///
/// - Complexity: O(1) for edit mode (the frames animate the visible rows); O(n) to select,
///   deselect or delete all of n rows.
extension ListWidget {
    /// Whether the list is in edit mode (the frame shown says).
    ///
    ///     list.setEditing(!list.isEditing)
    ///
    /// - Complexity: O(1) (the frame is built once per change).
    public var isEditing: Bool { frame.isEditing }

    /// Enters or leaves edit mode; refused (false) off the list page or mid-transition, except
    /// leaving.
    ///
    ///     list.setEditing(true)       // the check marks slide in
    ///
    /// - Complexity: O(1).
    @discardableResult
    public func setEditing(_ editing: Bool) -> Bool {
        let changed = scene.setEditing(editing, at: frameTime)
        showNow()
        return changed
    }

    /// Selects every row (in edit mode).
    ///
    ///     list.selectAll()
    ///
    /// - Complexity: O(n) for n rows.
    public func selectAll() {
        scene.selectAll()
        showNow()
    }

    /// Deselects every row (in edit mode).
    ///
    ///     list.deselectAll()
    ///
    /// - Complexity: O(n) for n selected rows.
    public func deselectAll() {
        scene.deselectAll()
        showNow()
    }

    /// Deletes the selected rows (in edit mode), animated; `done` runs once they are gone
    /// (a long list prepares the delete on a worker). `onEditRecorded` tells the delete.
    ///
    ///     list.deleteSelected { print(list.rowCount) }
    ///
    /// - Complexity: O(n) for n rows.
    public func deleteSelected(done: @escaping () -> Void = {}) {
        scene.deleteSelected(at: frameTime, done: landed(done))
        showNow()
    }
}
