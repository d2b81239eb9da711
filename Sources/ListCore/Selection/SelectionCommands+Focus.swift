extension SelectionCommands {
    /// Focuses a row (a plain click, or after a drag ends) without changing the selection, ends any
    /// Shift extension, and scrolls the list the least needed to show the row whole.
    ///
    ///     commands.setFocus(dragSelect.focusRow, in: list)
    ///
    /// - Complexity: O(log n).
    package mutating func setFocus(_ id: RowID?, in list: ListState) {
        extending = nil
        guard let id, let index = list.layout.index(of: id) else {
            focus = nil
            return
        }
        focus = id
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
        extending = nil
        guard let index = focusIndex(in: list).map({ $0 + delta }) ?? Self.firstVisibleIndex(in: list)
        else { return }
        var target = min(max(index, 0), list.count - 1)
        let step = delta < 0 ? -1 : 1
        while list.unfocusable.contains(list.layout.ids[target]) {
            let next = target + step
            guard next >= 0, next < list.count else { return }   // nothing focusable that way: it stays
            target = next
        }
        focus = list.layout.ids[target]
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
        guard list.count > 0 else { return }
        let continuing = extending.map { $0.focus == focus && $0.anchorIndex(in: list) != nil } ?? false
        if !continuing {
            let hadFocus = focusIndex(in: list) != nil
            guard let start = focusIndex(in: list) ?? Self.firstVisibleIndex(in: list) else { return }
            extending = RangeSelection(anchor: list.layout.ids[start], mode: .select, in: list)
            focus = list.layout.ids[start]
            guard hadFocus else {
                Self.reveal(start, in: list)
                return
            }
        }
        guard var range = extending, let current = list.layout.index(of: range.focus) else { return }
        let target = min(max(current + delta, 0), list.count - 1)
        range.extend(toIndex: target, in: list)
        extending = range
        focus = range.focus
        Self.reveal(target, in: list)
    }

    /// Scrolls the list the least needed so row `index` is entirely in the viewport, below the
    /// section header stuck at its top.
    static func reveal(_ index: Int, in list: ListState) {
        guard list.viewportHeight > 0 else { return }
        let top = list.viewportY(ofRowAt: index)
        let bottom = top + list.layout.height(at: index)
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
        guard list.layout.contains(id) else { return }
        extending = nil
        focus = id
    }
}
