/// The undo and redo stacks of a list's edits (Ctrl+Z, Ctrl+Shift+Z).
///
///     var history = UndoHistory()
///     history.record(.delete(deleted))
///     if let edit = history.undo() { list.setRows(edit.undone(on: list.rows)) }
///     if let edit = history.redo() { list.setRows(edit.redone(on: list.rows)) }
///
/// Recording a new edit clears the redo stack; the oldest edits are dropped past `limit`.
///
/// - Complexity: O(1) per call (amortized).
public struct UndoHistory: Sendable {
    package private(set) var undoStack: [ListEdit] = []
    package private(set) var redoStack: [ListEdit] = []
    package let limit: Int
    /// How long the "N rows deleted — Undo" notice stays up, in seconds (GNOME's toasts: 5 s).
    public static let noticeDuration: Double = 5

    package init(limit: Int = 50) { self.limit = max(1, limit) }

    package var canUndo: Bool { !undoStack.isEmpty }
    package var canRedo: Bool { !redoStack.isEmpty }

    package mutating func record(_ edit: ListEdit) {
        undoStack.append(edit)
        if undoStack.count > limit { undoStack.removeFirst(undoStack.count - limit) }
        redoStack.removeAll()
    }

    /// The edit to take back, moved to the redo stack; `nil` when there is none.
    package mutating func undo() -> ListEdit? {
        guard let edit = undoStack.popLast() else { return nil }
        redoStack.append(edit)
        return edit
    }

    /// The edit to make again, moved back to the undo stack; `nil` when there is none.
    package mutating func redo() -> ListEdit? {
        guard let edit = redoStack.popLast() else { return nil }
        undoStack.append(edit)
        return edit
    }
}
