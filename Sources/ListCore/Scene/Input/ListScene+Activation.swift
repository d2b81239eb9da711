extension ListScene {
    /// When a tap activates a row (`TapActivation`): every tap (the default), or a double tap,
    /// a single one then only focusing and selecting it. Enter activates the focused row either way.
    ///
    ///     scene.tapActivation.singleClick = false   // a tap selects, a double tap activates
    ///
    /// - Complexity: O(1).
    public var tapActivation: TapActivation {
        get { gestures.activation }
        set { gestures.activation = newValue }
    }

    /// The row at viewport height `y` (the list's top edge, the visible area's top), `nil` over
    /// the header or past the last row.
    ///
    /// - Complexity: O(log n).
    public func rowID(atViewportY y: Double) -> RowID? {
        guard let index = list.rowIndex(atViewportY: y) else { return nil }
        return list.id(at: index)
    }

    /// The row with the keyboard focus (Up, Down, a tap), if any.
    public var focusedRow: RowID? { commands.focus }

    /// A tap on row `id` that does not activate it (`tapActivation` without single click):
    /// focuses the row and selects it alone, outside edit mode (a desktop list's click).
    func selectTapped(_ id: RowID) {
        commands.setFocus(id, in: list)
        if !list.unselectable.contains(id) { list.setSelection([id]) }
    }
}
