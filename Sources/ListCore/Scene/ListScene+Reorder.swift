extension ListScene {
    /// True while a reorder drag runs (a row's handle was dragged in edit mode).
    public var isReordering: Bool { reorder.isDragging }

    /// Whether viewport `x` is on a row's drag handle, in edit mode: its last
    /// `ReorderMotion.handleWidth` pixels at the side away from the check marks (the right in a
    /// left-to-right layout, the left when the strip runs along the right).
    public func isOnReorderHandle(x: Double, listWidth: Double) -> Bool {
        guard isReorderable, list.isEditing, x >= 0, x < listWidth else { return false }
        return dragSelect.options.stripSide == .leading ? x >= listWidth - ReorderMotion.handleWidth
            : x < ReorderMotion.handleWidth
    }

    /// Why a reorder cannot start now, `nil` when it can.
    public var reorderRefusal: ReorderRefusal? {
        if search != nil { return .searching }
        if let sort = sorter.descriptor {
            let name = sort.column < schema.columns.count ? schema.columns[sort.column].name : "column \(sort.column + 1)"
            return .sorted(column: name)
        }
        return nil
    }

    /// Starts dragging `id` (and, when it is selected, every selected row) with the pointer at
    /// viewport `y`; refused (`onReorderRefused`) on a sorted or searched list.
    func beginReorder(_ id: RowID, pointerY y: Double, at time: Double) -> Bool {
        guard isReorderable, list.isEditing, !reorder.isDragging else { return false }
        if let refusal = reorderRefusal {
            list.emit("reorder.refused", [("reason", .string(refusal.message))])
            onReorderRefused?(refusal)
            return false
        }
        reorder.zones = dragSelect.zones
        let ids = list.selection.contains(id) ? Array(list.selection.subtracting(sectionHeaderSet)) : [id]
        list.pressedRow = nil
        return reorder.begin(ids: ids, primary: id, pointerY: y, at: time)
    }

    /// The pointer dragging the rows moved to viewport `y`.
    func moveReorder(pointerY y: Double, at time: Double) {
        reorder.move(pointerY: y, at: time)
    }

    /// The release: the dragged rows land at their slot, settling from where they are, as one
    /// batch and one undo step.
    func dropReorder(at time: Double) {
        guard reorder.isDragging else { return }
        if list.isWindowed {
            guard let (ids, positions, slot) = reorder.dropMove() else { return }
            return applyWindowedReorder(ids, from: positions, to: slot, at: time)
        }
        guard let (rows, _) = reorder.dropOrder() else { return }
        applyReorder(rows, moving: reorder.draggedIDs, at: time)
    }

    /// Escape, a window opening, edit mode left, the grab lost: every row slides back.
    public func cancelReorder(at time: Double) {
        guard reorder.isDragging else { return }
        list.emit("reorder.cancel", [("reason", "cancelled")])
        reorder.settle(from: drawnRowPositions(at: time), kind: ReorderMotion.cancel, at: time)
    }

    /// Moves the focused row one place up (`delta` −1) or down (+1) in edit mode (Alt+Shift+Up
    /// and Down), animated, as one undo step. Returns whether it moved.
    ///
    ///     scene.moveFocusedRow(by: 1, at: t)   // "Row 2 moved to position 3 of 40"
    @discardableResult
    public func moveFocusedRow(by delta: Int, at time: Double) -> Bool {
        guard let focus = commands.focus else { return false }
        return moveRow(focus, by: delta, at: time)
    }

    /// Moves `id` by `delta` places (a handle's accessible action), animated, as one undo step.
    /// Returns whether it moved: not at an end, in edit mode, not refused.
    @discardableResult
    public func moveRow(_ id: RowID, by delta: Int, at time: Double) -> Bool {
        guard isReorderable, acceptsListInput, list.isEditing, !reorder.isDragging,
              let index = list.position(of: id) else { return false }
        if let refusal = reorderRefusal {
            list.emit("reorder.refused", [("reason", .string(refusal.message))])
            onReorderRefused?(refusal)
            return false
        }
        let target = min(max(index + delta, 0), list.count - 1)
        guard target != index else { return false }
        if list.isWindowed {
            applyWindowedReorder([id], from: [index], to: target, at: time)
            return true
        }
        var rows = list.rows
        let row = rows.remove(at: index)
        rows.insert(row, at: target)
        applyReorder(rows, moving: [id], at: time)
        return true
    }

    /// Commits `rows` (the list's rows in a new order) at once and has every row slide from where
    /// it is drawn to its new place (`ReorderMotion.settle`), then records the undo step and tells
    /// the host.
    private func applyReorder(_ rows: [Row], moving ids: [RowID], at time: Double) {
        let drawn = drawnRowPositions(at: time)
        let before = list.layout.ids
        let fromIndices = ids.compactMap { list.layout.index(of: $0) }
        let prepared = BatchAnimator.prepare(old: list.rows, new: rows)
        guard !prepared.isNoChange, animator.commit(prepared, at: time, animated: false, anchors: false) else {
            reorder.settle(from: drawn, kind: ReorderMotion.settle, at: time)
            list.emit("reorder.drop", [("moved", .bool(false))])
            return
        }
        reorder.settle(from: drawn, kind: ReorderMotion.settle, at: time)
        let toIndex = ids.compactMap { list.layout.index(of: $0) }.min() ?? 0
        let move = ReorderMove(ids: ids, fromIndices: fromIndices, toIndex: toIndex, count: list.count)
        let title = ids.count == 1 ? (list.row(ids[0])?.fields.first ?? ids[0].rawValue) : ""
        record(.reorder(before: before, after: list.layout.ids, label: move.label(title: title)))
        list.emit("reorder.drop", [("moved", .bool(true)), ("rows", .number(Double(ids.count))),
                                   ("from", .number(Double(fromIndices.min() ?? 0))), ("to", .number(Double(toIndex)))])
        onRowsReordered?(move)
    }

    /// A windowed list's reorder (`ListState.setWindowed`): it holds its window's rows only, so
    /// the move goes to the host as model positions (`onRowsReordered`: the rows `ids`, at
    /// `positions`, go together after `slot` other rows). The host moves its model's items (it
    /// has them all), and lands the change its mirror plans at once
    /// (`commit(_:at:animated:anchors:)` with `animated` and `anchors` false); every row then
    /// slides from where it was drawn, as on a list that holds every row. No undo step is
    /// recorded (the step names every row's identity): the host's model is the record.
    ///
    /// - Complexity: O(d log n + rows near the viewport), d the moved rows; nothing per item.
    private func applyWindowedReorder(_ ids: [RowID], from positions: [Int], to slot: Int, at time: Double) {
        let drawn = drawnRowPositions(at: time)
        let moves = positions != Array(slot..<slot + positions.count)
        let move = ReorderMove(ids: ids, fromIndices: positions, toIndex: slot, count: list.count)
        if moves { onRowsReordered?(move) }
        reorder.settle(from: drawn, kind: ReorderMotion.settle, at: time)
        guard moves else { return list.emit("reorder.drop", [("moved", .bool(false))]) }
        list.emit("reorder.drop", [("moved", .bool(true)), ("rows", .number(Double(ids.count))),
                                   ("from", .number(Double(positions.min() ?? 0))), ("to", .number(Double(slot)))])
    }

    /// Every row's viewport y as drawn at `time` (before a drop or a cancel changes anything):
    /// the rows of the frame, and the rows within a viewport above and below it, drawn off
    /// screen (a row making way above the viewport, culled from the frame, whose new place is on
    /// screen must slide in from where it was, not appear there).
    /// - Complexity: O(rows within three viewports × behaviors).
    private func drawnRowPositions(at time: Double) -> [RowID: Double] {
        var drawn: [RowID: Double] = [:]
        for row in list.appearances(at: time) where row.index >= 0 { drawn[row.id] = row.y }
        let reach = list.viewportHeight
        let first = list.rowIndex(atViewportY: max(-reach, list.headerHeight - list.scrollOffset)) ?? 0
        let last = list.rowIndex(atViewportY: list.viewportHeight + reach) ?? list.count - 1
        guard first <= last else { return drawn }
        for index in first...last {
            guard let id = list.id(at: index), drawn[id] == nil else { continue }
            drawn[id] = list.appearance(of: id, index: index, y: list.viewportY(ofRowAt: index),
                                        height: list.height(at: index), at: time).y
        }
        return drawn
    }
}
