extension ListScene {
    /// A key on the list. Returns whether it was handled (refused during page transitions).
    ///
    ///     scene.key(.down, shift: true, at: t)   // extends the selection in edit mode
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func key(_ key: ListKey, shift: Bool, at time: Double) -> Bool {
        guard acceptsListInput else { return false }
        switch key {
        case .up, .down:
            let delta = key == .up ? -1 : 1
            if shift { commands.extendSelection(by: delta, in: list) } else { commands.moveFocus(by: delta, in: list) }
            stepFocusOffHeader(delta, shift: shift)
        case .space:
            guard let focus = commands.focus else { return false }
            if list.isEditing { commands.toggleFocused(in: list) } else { activate(focus, at: time) }
        case .enter:
            guard let focus = commands.focus else { return false }
            activate(focus, at: time)
        case .home:
            scrollToTop(at: time)
        }
        return true
    }
}
