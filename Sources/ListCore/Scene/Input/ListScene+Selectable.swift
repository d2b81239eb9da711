extension ListScene {
    /// Whether the user's input may select row `id` (a host's per-row flag): an
    /// unselectable row keeps its state through taps, drag-select, Shift extension and Select All,
    /// and can still be activated and selected by the app.
    ///
    ///     scene.setSelectable(false, row: "row-3")
    ///
    /// - Complexity: O(1).
    public func setSelectable(_ selectable: Bool, row id: RowID) {
        if selectable { list.unselectable.remove(id) } else { list.unselectable.insert(id) }
    }

    /// Whether Up and Down may move the keyboard focus to row `id` (a host's
    /// per-row flag): a row that takes no focus is passed over.
    ///
    ///     scene.setFocusable(false, row: "row-3")
    ///
    /// - Complexity: O(1).
    public func setFocusable(_ focusable: Bool, row id: RowID) {
        if focusable { list.unfocusable.remove(id) } else { list.unfocusable.insert(id) }
    }
}
