import ListCore

/// Edit mode and selection, as the scene rules them, each change shown at once (animated): the
/// check marks slide in, the strip's drag-select and Shift+arrows select.
///
///     list.setEditing(true)
///     list.selectAll()
///     list.selectedIDs(limit: 100)   // in display order
///     list.deleteSelected()          // the rows slide out; the scene's undo brings them back
///
/// - Complexity: O(1) for edit mode (the frames animate the visible rows); O(n) to select,
///   deselect or delete all of n rows.
extension ListWidget {
    /// Whether the list is in edit mode (the frame shown says).
    public var isEditing: Bool { frame.isEditing }

    /// Enters or leaves edit mode; refused (false) off the list page or mid-transition, except
    /// leaving.
    @discardableResult
    public func setEditing(_ editing: Bool) -> Bool {
        let changed = scene.setEditing(editing, at: frameTime)
        modelDidChange()
        return changed
    }

    /// Selects every row (in edit mode).
    public func selectAll() {
        scene.selectAll()
        modelDidChange()
    }

    /// Deselects every row (in edit mode).
    public func deselectAll() {
        scene.deselectAll()
        modelDidChange()
    }

    /// Deletes the selected rows (in edit mode), animated; `done` runs once they are gone
    /// (a long list prepares the delete on the scene's worker).
    public func deleteSelected(done: @escaping () -> Void = {}) {
        scene.deleteSelected(at: frameTime) { [weak self] in
            self?.modelDidChange()
            done()
        }
        modelDidChange()
    }

    /// The selected rows' identities in display order, at most `limit`.
    /// - Complexity: O(n) in the list's length.
    public func selectedIDs(limit: Int = .max) -> [RowID] {
        scene.list.selectedIDsInDisplayOrder(limit: limit)
    }
}
