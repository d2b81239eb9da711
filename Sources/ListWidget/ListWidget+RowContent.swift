import ListCore

extension ListWidget {
    /// The host's own row widgets: makes a pooled row's content (`RowContent`), or `nil` (the
    /// default) for the title rows. Changing it sets every pooled row up again. A custom row's
    /// height is its child's natural height for the list's width, told through `onRowHeights`
    /// (the host hands it to the scene, which slides the rows below); the fonts no longer set
    /// row heights.
    ///
    ///     list.makeRowContent = { MyRow() }
    ///     list.onRowHeights = { heights in commit(mirror.setHeights(heights)) }
    ///
    /// - Complexity: O(1) to set; O(pooled rows) to set up again.
    public var makeRowContent: (() -> any RowContent)? {
        get { canvas.makeRowContent }
        set { canvas.makeRowContent = newValue }
    }

    /// The host's own section header widgets (`RowContent`, bound to header rows:
    /// `RowAppearance.isSectionHeader`), or `nil` (the default): the header row's title as a
    /// heading. Its children's heights are told through `onRowHeights` as custom rows' are.
    ///
    /// - Complexity: O(1) to set; O(pooled headers) to set up again.
    public var makeHeaderContent: (() -> any RowContent)? {
        get { canvas.makeHeaderContent }
        set { canvas.makeHeaderContent = newValue }
    }

    /// Called once the allocation that measured them is over (before the next frame) with the
    /// heights of custom rows just bound or whose child's size request changed: row → natural
    /// height for the width the child gets.
    ///
    /// - Complexity: O(1) to set.
    public var onRowHeights: ([RowID: Double]) -> Void {
        get { canvas.onRowHeights }
        set { canvas.onRowHeights = newValue }
    }
}
