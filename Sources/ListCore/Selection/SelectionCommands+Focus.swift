extension SelectionCommands {
    /// Focuses a row (a plain click, or after a drag ends) without changing the selection, ends any
    /// Shift extension, and scrolls the list the least needed to show the row whole.
    ///
    ///     commands.setFocus(dragSelect.focusRow, in: list)
    ///
    /// - Complexity: O(log n).
    package mutating func setFocus(_ id: RowID?, in list: ListState) {
        endExtension(in: list)
        guard let id, let index = list.position(of: id) else {
            setFocusID(nil, in: list)
            return
        }
        setFocusID(list.track(.cursor, at: index), in: list)
        Self.reveal(index, in: list)
    }

    /// Up/Down without Shift: moves the focus by `delta` rows (clamped to the list) without
    /// changing the selection, and ends any Shift extension; rows that take no focus are passed
    /// over (the focus stays when only such rows lie that way). With no focus, the first visible
    /// row gets it.
    ///
    ///     commands.moveFocus(by: 1, in: list)   // Down
    ///
    /// - Complexity: O(log n).
    package mutating func moveFocus(by delta: Int, in list: ListState) {
        guard let index = focusIndex(in: list).map({ $0 + delta }) ?? Self.firstVisibleIndex(in: list) else {
            endExtension(in: list)
            return
        }
        moveFocus(toIndex: index, step: delta < 0 ? -1 : 1, in: list)
    }

    /// Home, End, Page Up/Down without Shift: moves the focus to row `index` (clamped to the
    /// list, by model position), as `moveFocus(by:in:)` does, scrolling the least needed to show
    /// it; a windowed list scrolls to a row outside its window, and its host tracks it (`.cursor`).
    ///
    ///     commands.moveFocus(toIndex: list.count - 1, in: list)   // End
    ///
    /// - Complexity: O(log n).
    package mutating func moveFocus(toIndex index: Int, in list: ListState) {
        moveFocus(toIndex: index, step: index < (focusIndex(in: list) ?? 0) ? -1 : 1, in: list)
    }

    private mutating func moveFocus(toIndex index: Int, step: Int, in list: ListState) {
        endExtension(in: list)
        guard list.count > 0 else { return }
        var target = min(max(index, 0), list.count - 1)
        while let id = list.knownID(at: target), list.unfocusable.contains(id) {
            let next = target + step
            guard next >= 0, next < list.count else { return }   // nothing focusable that way: it stays
            target = next
        }
        setFocusID(list.track(.cursor, at: target), in: list)
        Self.reveal(target, in: list)
    }

    /// Shift+Up (`-1`) / Shift+Down (`+1`): the rows from the anchor (the focus when the extension
    /// started) to the new focus are selected; rows the focus leaves on the way back get the state
    /// they had before the extension (a true undo, like the drag), also past the anchor. With no
    /// focus, the first visible row becomes the anchor and is selected.
    ///
    ///     commands.setFocus("row-2", in: list)
    ///     commands.extendSelection(by: 3, in: list)    // row-2 … row-5 selected
    ///     commands.extendSelection(by: -2, in: list)   // row-4, row-5 back as they were
    ///
    /// - Complexity: O(log n + |delta|) plus one copy of the selection set.
    package mutating func extendSelection(by delta: Int, in list: ListState) {
        extendSelection(in: list) { $0 + delta }
    }

    /// Shift+Home, Shift+End, Shift+Page Up/Down, Shift+click: extends the selection, as
    /// `extendSelection(by:in:)`, from the anchor to row `index` (a model position).
    ///
    ///     commands.extendSelection(toIndex: list.count - 1, in: list)   // Shift+End
    ///
    /// - Complexity: O(log n + rows the range gains or loses) plus one copy of the selection set;
    ///   a windowed list's host tracks each row it selects.
    package mutating func extendSelection(toIndex index: Int, in list: ListState) {
        extendSelection(in: list) { _ in index }
    }

    /// Extends the running range (or starts one at the focus) to `target(focus position)`.
    private mutating func extendSelection(in list: ListState, to target: (Int) -> Int) {
        guard list.count > 0 else { return }
        let continuing = extending.map { $0.focus == focus && $0.anchorIndex(in: list) != nil } ?? false
        if !continuing {
            let hadFocus = focusIndex(in: list) != nil
            guard let start = focusIndex(in: list) ?? Self.firstVisibleIndex(in: list) else { return }
            endExtension(in: list)
            extending = RangeSelection(anchorAt: start, role: .rangeAnchor, focusRole: .cursor, mode: .select, in: list)
            setFocusID(extending?.focus, in: list)
            guard hadFocus else {
                Self.reveal(start, in: list)
                return
            }
        }
        guard var range = extending, let current = range.focus.flatMap(list.position(of:)) else { return }
        let index = min(max(target(current), 0), list.count - 1)
        range.extend(toIndex: index, in: list)
        extending = range
        setFocusID(range.focus, in: list)
        Self.reveal(index, in: list)
    }

    /// Scrolls the list the least needed so row `index` is entirely in the viewport, below the
    /// section header stuck at its top.
    static func reveal(_ index: Int, in list: ListState) {
        guard list.viewportHeight > 0 else { return }
        let top = list.viewportY(ofRowAt: index)
        let bottom = top + list.height(at: index)
        let inset = list.stuckHeaderInset(aboveRow: index)
        if top < inset {
            list.scroll(to: list.scrollOffset + top - inset)
        } else if bottom > list.viewportHeight {
            list.scroll(to: list.scrollOffset + min(top - inset, bottom - list.viewportHeight))
        }
    }
}

extension SelectionCommands {
    /// Focuses row `id` without scrolling (a scroll to the row is already on its way) and ends
    /// any Shift extension; a row not in the list is not focused.
    ///
    /// - Complexity: O(1) expected.
    package mutating func focusWithoutScrolling(_ id: RowID, in list: ListState) {
        guard let index = list.position(of: id) else { return }
        endExtension(in: list)
        setFocusID(list.track(.cursor, at: index), in: list)
    }
}
