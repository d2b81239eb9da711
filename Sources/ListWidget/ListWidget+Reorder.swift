import ListGtk
import ListCore

/// Drag to reorder (issue 49), as the scene rules it (`ListScene+Reorder.swift`): with
/// `isReorderable` on, edit mode shows a drag handle at each row's trailing end ("Move TITLE" to
/// screen readers); dragging it (or a touchscreen's long press on it) moves the row — or every
/// selected row — the rows it passes making way; Alt+Shift+Up/Down moves the focused row one
/// place, and a handle's accessible action one place down. Each move is already applied to the
/// list's rows as one batch and one undo step when the widget tells the host
/// (`onRowsReordered`), and announced on GTK 4.14 and later ("Row 2 moved to position 7 of 40").
///
///     list.isReorderable = true
///     list.onRowsReordered = { move in store.move(move.ids, to: move.toIndex) }
///     list.onReorderRefused = { refusal in toast.show(refusal.message) }   // a sorted list
///
/// - Complexity: O(1) to set; a move is O(n) for n rows (the new order, one batch); on a windowed
///   list (LiListView's plain lists) O(moved rows + rows near the viewport), the host moving its
///   model over the span the move covers.
extension ListWidget {
    /// Whether rows can be reordered: handles in edit mode, Alt+Shift+Up/Down. Off by default.
    ///
    ///     list.isReorderable = true
    ///
    /// - Complexity: O(pool rows).
    public var isReorderable: Bool {
        get { canvas.isReorderable }
        set {
            canvas.isReorderable = newValue
            showNow()
        }
    }

    /// True while a row is being dragged to a new place.
    public var isReordering: Bool { scene.isReordering }

    /// Moves the focused row one place up (`delta` −1) or down (+1), animated, in edit mode.
    /// Returns whether it moved (not at an end, not refused).
    ///
    ///     list.moveFocusedRow(by: 1)
    ///
    /// - Complexity: O(n) for n rows.
    @discardableResult
    public func moveFocusedRow(by delta: Int) -> Bool {
        let moved = scene.moveFocusedRow(by: delta, at: frameTime)
        showNow()
        return moved
    }

    /// Moves row `id` by `delta` places, animated, in edit mode (a handle's accessible action).
    ///
    ///     list.moveRow("row-2", by: -1)
    ///
    /// - Complexity: O(n) for n rows.
    @discardableResult
    public func moveRow(_ id: RowID, by delta: Int) -> Bool {
        let moved = scene.moveRow(id, by: delta, at: frameTime)
        showNow()
        return moved
    }

    /// Ends a running reorder drag: every row slides back (a window opened over the list).
    ///
    ///     list.cancelReorder()
    ///
    /// - Complexity: O(rows on screen).
    public func cancelReorder() {
        guard scene.isReordering else { return }
        scene.cancelPointer(at: frameTime)
        showNow()
    }

    /// Called after each reorder the user made, once it is applied to the list's rows and
    /// recorded for undo: the rows moved, from where, to where (an embedded model moves its
    /// items here).
    ///
    ///     list.onRowsReordered = { move in print(move.toIndex) }
    ///
    /// - Complexity: O(1) to set.
    public var onRowsReordered: ((ReorderMove) -> Void)? {
        get { reorderHandler }
        set { reorderHandler = newValue }
    }

    /// Called when a reorder is refused (the list is sorted or searched): show `refusal.message`.
    ///
    ///     list.onReorderRefused = { refusal in toast.show(refusal.message) }
    ///
    /// - Complexity: O(1) to set.
    public var onReorderRefused: ((ReorderRefusal) -> Void)? {
        get { scene.onReorderRefused }
        set { scene.onReorderRefused = newValue }
    }

    /// Announces `move` ("Row 2 moved to position 7 of 40", GTK 4.14 and later), then tells the host.
    func rowsReordered(_ move: ReorderMove) {
        let title = move.ids.count == 1 ? (scene.row(move.ids[0])?.title ?? move.ids[0].rawValue) : ""
        let message = move.ids.count == 1
            ? tr("%@ moved to position %@ of %@", title, String(move.toIndex + 1), String(move.count))
            : tr("%@ rows moved to positions %@ to %@ of %@", String(move.ids.count), String(move.toIndex + 1),
                 String(move.toIndex + move.ids.count), String(move.count))
        let delivered = canvas.area.announce(message)
        scene.onEvent?("announce", [("message", .string(message)), ("delivered", .bool(delivered))])
        reorderHandler?(move)
    }
}
