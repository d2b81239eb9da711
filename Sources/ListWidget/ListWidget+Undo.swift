import ListCore

/// Undo and redo of deletes and sorts (the core's `UndoHistory`, `ListScene+Undo.swift`): undo
/// puts deleted rows back beside their old neighbours, animated and selected again, or slides the
/// rows back to the previous order. A delete tells the app (`onEditRecorded`) so it can offer
/// Undo; `state(limit:)` says whether there is anything to undo or redo.
///
///     list.onEditRecorded = { edit in if case .delete(let rows) = edit { offerUndo(rows.count) } }
///     list.undo()
///     list.redo()
///
/// - Complexity: O(n) for n rows per undo or redo (on the worker for long lists).
extension ListWidget {
    /// Takes back the last delete or sort; `done` runs once it has landed.
    ///
    ///     list.undo { print(list.state(limit: 0).canRedo) }   // true
    ///
    /// - Complexity: O(n) for n rows.
    public func undo(done: @escaping () -> Void = {}) {
        scene.undo(at: frameTime, done: landed(done))
        showNow()
    }

    /// Makes the last undone delete or sort again; `done` runs once it has landed.
    ///
    ///     list.redo()
    ///
    /// - Complexity: O(n) for n rows.
    public func redo(done: @escaping () -> Void = {}) {
        scene.redo(at: frameTime, done: landed(done))
        showNow()
    }

    /// Called when a delete or a sort was recorded in the history (a delete: with its rows, for
    /// a notice such as "3 rows deleted", Undo; `ListWidget+Notice.swift` times it).
    ///
    ///     list.onEditRecorded = { edit in print(edit) }
    ///
    /// - Complexity: O(1) to set.
    public var onEditRecorded: ((ListEdit) -> Void)? {
        get { scene.onEditRecorded }
        set { scene.onEditRecorded = newValue }
    }
}
