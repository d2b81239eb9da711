extension ListScene {
    /// The pointer moved over the list to viewport height `y` (`nil`: it left). Returns whether
    /// the hovered row changed, so the host shows a frame only then.
    ///
    ///     if scene.hover(y: 130) { showFrame() }   // the row at 130 now has the hover look
    ///
    /// - Complexity: O(log n).
    @discardableResult
    public func hover(y: Double?) -> Bool {
        let before = hoveredRow
        pointerY = y
        return hoveredRow != before
    }

    /// The row under the pointer, for the hover look: none over the summary header, none while
    /// the list takes no input (a page transition runs, the detail page is shown), none while rows
    /// are dragged to a new place (the rows under the pointer are sliding). Read every
    /// frame, so rows scrolling under a still pointer take the hover in turn.
    ///
    /// - Complexity: O(log n).
    public var hoveredRow: RowID? {
        guard let y = pointerY, acceptsListInput, !reorder.isDragging, let index = list.rowIndex(atViewportY: y) else { return nil }
        return list.id(at: index)
    }
}
