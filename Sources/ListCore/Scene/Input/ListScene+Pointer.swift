extension ListScene {
    /// A press on the list at viewport (`x`, `y`) (the list's left edge, the top of the visible
    /// area) at event time `time`. Decides once what the press is: a press on a gliding list
    /// only catches it; on the selection strip in edit mode it starts a drag-select (the row
    /// takes its new state now, and the release decides nothing more); on the header or a row
    /// it waits for the release. Returns true when the host should claim the pointer (a
    /// drag-select runs).
    ///
    ///     if scene.press(x: 20, y: 130, listWidth: 480, at: t) { gesture.claim() }
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func press(x: Double, y: Double, listWidth: Double, at time: Double) -> Bool {
        gestures.pointer = nil
        guard acceptsListInput else { return false }
        let wasGliding = kinetic.needsFrames || anchoring.isScrollingToTop
        kinetic.stop()
        stopGlides()
        if wasGliding {
            gestures.pointer = PointerGesture(kind: .caught, x: x, y: y, time: time)
            return false
        }
        if y >= 0, y < list.headerHeight - list.scrollOffset {
            gestures.pointer = PointerGesture(kind: .header, x: x, y: y, time: time)
            return false
        }
        if dragSelect.begin(x: x, y: y, listWidth: listWidth, at: time) {
            gestures.pointer = PointerGesture(kind: .dragSelect, x: x, y: y, time: time)
            list.pressedRow = nil
            return true
        }
        guard let index = list.rowIndex(atViewportY: y), let id = list.id(at: index) else { return false }
        if isSectionHeader(at: y) || isSectionHeader(id) { return false }   // a header is not a row to press
        if isOnReorderHandle(x: x, listWidth: listWidth) {
            gestures.pointer = PointerGesture(kind: .handle(id), x: x, y: y, time: time)
            return true
        }
        gestures.pointer = PointerGesture(kind: .row(id), x: x, y: y, time: time)
        list.pressedRow = id
        return false
    }

    /// The pressed pointer moved to viewport (`x`, `y`).
    ///
    /// - Complexity: O(log n) (plus the rows a drag-select enters or leaves).
    public func drag(x: Double, y: Double, at time: Double) {
        guard var pointer = gestures.pointer else { return }
        if pointer.kind == .dragSelect {
            dragSelect.move(x: x, y: y, at: time)
            return
        }
        if pointer.kind == .reorder {
            moveReorder(pointerY: y, at: time)
            return
        }
        if case .handle(let id) = pointer.kind {
            let dx = x - pointer.x, dy = y - pointer.y
            guard dx * dx + dy * dy > PointerGesture.tapSlop * PointerGesture.tapSlop else { return }
            pointer.kind = beginReorder(id, pointerY: pointer.y, at: time) ? .reorder : .none
            gestures.pointer = pointer
            if pointer.kind == .reorder { moveReorder(pointerY: y, at: time) }
            return
        }
        if pointer.moved(toX: x, y: y) { list.pressedRow = nil }
        gestures.pointer = pointer
    }

    /// The pointer was released at viewport (`x`, `y`): a tap or a long press on the row it was
    /// pressed on activates that row, whatever the hold lasted (or, without single-click
    /// activation, selects it, and a double tap activates it: `tapActivation`); a press on the header toggles it (one
    /// with two heights: a fitted header's presses are its widgets').
    ///
    /// - Complexity: O(log n).
    public func release(x: Double, y: Double, at time: Double) {
        guard let pointer = gestures.pointer else { return }
        gestures.pointer = nil
        list.pressedRow = nil
        switch pointer.kind {
        case .dragSelect:
            if let last = dragSelect.end(at: time) { commands.setFocus(last, in: list) }
        case .header:
            guard acceptsListInput, header.togglesOnPress, y >= 0, y < list.headerHeight - list.scrollOffset else { return }
            header.toggle(at: time)
        case .row(let id):
            guard acceptsListInput, let index = list.rowIndex(atViewportY: y), list.id(at: index) == id else { return }
            list.emit("press", [("kind", .string(pointer.name(releasedAt: time))), ("id", .string(id.rawValue)),
                                ("held", .number(time - pointer.time))])
            if list.isEditing || gestures.activation.tap(id, at: time) { activate(id, at: time) } else { selectTapped(id) }
        case .reorder:
            // The slot from the rows as they are now (a batch may have landed since the last step).
            moveReorder(pointerY: y, at: time)
            dropReorder(at: time)
        case .handle, .caught, .none:
            return
        }
    }

    /// A touchscreen's long press on the pressed row's handle: the drag starts now, before the
    /// finger moves. Returns whether it started.
    @discardableResult
    public func longPress(at time: Double) -> Bool {
        guard var pointer = gestures.pointer, case .handle(let id) = pointer.kind else { return false }
        pointer.kind = beginReorder(id, pointerY: pointer.y, at: time) ? .reorder : .none
        gestures.pointer = pointer
        return pointer.kind == .reorder
    }

    /// The press was taken away (a window opened over it, the grab was lost): a drag-select
    /// gives every row it covered its state back; nothing is activated.
    public func cancelPointer(at time: Double) {
        guard let pointer = gestures.pointer else { return }
        gestures.pointer = nil
        list.pressedRow = nil
        if pointer.kind == .dragSelect { dragSelect.cancel(at: time) }
        if pointer.kind == .reorder { cancelReorder(at: time) }
    }

    /// The list scrolled under a held pointer (wheel, scrollbar): a drag-select re-reads the
    /// row under it.
    func pointerStayed(at time: Double) {
        guard dragSelect.isDragging, let session = dragSelect.session else { return }
        dragSelect.move(x: session.pointX, y: session.pointY, at: time)
    }
}
