extension ListScene {
    /// The host says which rows are section headers, in row order (`Sections.headerRows` of the
    /// rows it just committed; empty: no sections). Header rows are rows like any other for the
    /// batch animation (a header that stays moves, one that appears or empties fades), but are
    /// never pressed, selected or opened, and the one above the list's top is drawn stuck there
    /// (`ListFrame.stuckHeader`): a row scrolled to or revealed at the top lands below it. Headers
    /// leave the selection.
    ///
    ///     scene.commit(batch, at: now)
    ///     scene.setSectionHeaders(sections.headerRows.map { mirror.rows[$0].id })
    ///
    /// - Complexity: O(s) for s headers.
    package func setSectionHeaders(_ ids: [RowID]) {
        sectionHeaderIDs = ids
        sectionHeaderSet = Set(ids)
        list.sectionHeaders = ids
        if !list.selection.isDisjoint(with: sectionHeaderSet) { list.selection.subtract(sectionHeaderSet) }
    }

    /// The rows that are section headers, in row order.
    package var sectionHeaders: [RowID] { sectionHeaderIDs }

    /// Whether row `id` is a section header.
    package func isSectionHeader(_ id: RowID) -> Bool {
        !sectionHeaderSet.isEmpty && sectionHeaderSet.contains(id)
    }

    /// Whether viewport height `y` falls on the stuck header.
    func isSectionHeader(at y: Double) -> Bool {
        guard let stuck = stuckHeader() else { return false }
        return y >= stuck.y && y < stuck.y + stuck.height
    }

    /// The header stuck to the list's top at the current scroll offset, placed from the layout
    /// the rows are heading to (while a batch slides rows, the stuck header is already its
    /// section's at rest).
    ///
    /// - Complexity: O(log s · log n) for s headers (O(s log s) once after the rows change:
    ///   `ListState.sectionHeaderRows`), never O(s) per frame.
    func stuckHeader() -> ListFrame.StuckHeader? {
        guard !sectionHeaderIDs.isEmpty else { return nil }
        let offset = list.scrollOffset - list.headerHeight
        if list.isWindowed {
            // The host shows the stuck section's header among the window's (docs/windowed-mirror.md
            // 3.11); its section's index is not known without reading every item above: -1.
            guard let stuck = list.windowed?.stuckHeader(offset: offset) else { return nil }
            return ListFrame.StuckHeader(id: stuck.header.id, section: -1, y: stuck.y,
                                         height: stuck.header.row.height, content: stuck.header.row)
        }
        let layout = list.layout
        let rows = list.sectionHeaderRows
        guard let stuck = StickyHeader.resolve(headerRows: rows, layout: layout, offset: offset) else { return nil }
        let id = layout.ids[stuck.row]
        return ListFrame.StuckHeader(id: id, section: stuck.section, y: stuck.y,
                                     height: layout.height(at: stuck.row), content: list.row(id))
    }
}

extension ListScene {
    /// Up/Down went onto a section header: the focus goes on past it (back the other way at the
    /// list's end), and a Shift extension leaves headers out of the selection. Sections have at
    /// least one item, so one step more is enough.
    func stepFocusOffHeader(_ delta: Int, shift: Bool) {
        guard !sectionHeaderSet.isEmpty else { return }
        if let focus = commands.focus, isSectionHeader(focus) {
            let step = { (delta: Int) in
                if shift { self.commands.extendSelection(by: delta, in: self.list) } else {
                    self.commands.moveFocus(by: delta, in: self.list)
                }
            }
            step(delta)
            if let focus = commands.focus, isSectionHeader(focus) { step(-delta) }   // the first row is a header
        }
        leaveHeadersOutOfSelection()
    }

    /// Select All and Shift ranges select items only.
    func leaveHeadersOutOfSelection() {
        guard !sectionHeaderSet.isEmpty, !list.selection.isDisjoint(with: sectionHeaderSet) else { return }
        list.selection.subtract(sectionHeaderSet)
    }
}
