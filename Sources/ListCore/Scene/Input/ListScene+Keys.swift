extension ListScene {
    /// A key on the list. Returns whether it was handled (refused during page transitions).
    /// Focus keys move the focus by model position (a windowed list scrolls to a row outside its
    /// window, and its host tracks the focus); with Shift they extend the selection.
    ///
    ///     scene.key(.down, shift: true, at: t)   // extends the selection in edit mode
    ///     scene.key(.end, shift: true, at: t)    // selects from the focus to the last row
    ///
    /// - Complexity: O(log n), plus the rows a Shift range gains or loses.
    @discardableResult
    public func key(_ key: ListKey, shift: Bool, at time: Double) -> Bool {
        guard acceptsListInput else { return false }
        switch key {
        case .up, .down:
            let delta = key == .up ? -1 : 1
            if shift { commands.extendSelection(by: delta, in: list) } else { commands.moveFocus(by: delta, in: list) }
            stepFocusOffHeader(delta, shift: shift)
        case .pageUp, .pageDown:
            let delta = (key == .pageUp ? -1 : 1) * max(1, list.visibleRange.count - 1)
            if shift { commands.extendSelection(by: delta, in: list) } else { commands.moveFocus(by: delta, in: list) }
            stepFocusOffHeader(delta, shift: shift)
        case .end:
            guard list.count > 0 else { return true }
            if shift {
                commands.extendSelection(toIndex: list.count - 1, in: list)
            } else {
                commands.moveFocus(toIndex: list.count - 1, in: list)
            }
            stepFocusOffHeader(-1, shift: shift)
        case .space:
            guard let focus = commands.focus else { return false }
            if list.isEditing { commands.toggleFocused(in: list) } else { activate(focus, at: time) }
        case .enter:
            guard let focus = commands.focus else { return false }
            activate(focus, at: time)
        case .home:
            if shift {
                commands.extendSelection(toIndex: 0, in: list)
                stepFocusOffHeader(1, shift: true)
                return true
            }
            // The first item takes the focus (a section's header is not one: sections have at
            // least one item); the glide, not a reveal, scrolls there.
            let header = list.count > 1 && list.knownID(at: 0).map(isSectionHeader) == true
            if list.count > 0, let first = list.track(.cursor, at: header ? 1 : 0) {
                commands.focusWithoutScrolling(first, in: list)
            }
            scrollToTop(at: time)
        }
        return true
    }

    /// Shift+click on the row at viewport `y`: the rows from the anchor of the running Shift range
    /// (else the focus, else the first visible row) to that row take the selection, as
    /// Shift+Up/Down extends it; the clicked row takes the focus. Returns whether a row was there
    /// (refused during page transitions).
    ///
    ///     scene.extendSelection(toRowAtViewportY: 420, at: t)
    ///
    /// - Complexity: O(log n + rows the range gains or loses) plus one copy of the selection set.
    @discardableResult
    public func extendSelection(toRowAtViewportY y: Double, at time: Double) -> Bool {
        guard acceptsListInput, let index = list.rowIndex(atViewportY: y) else { return false }
        commands.extendSelection(toIndex: index, in: list)
        leaveHeadersOutOfSelection()
        return true
    }
}
