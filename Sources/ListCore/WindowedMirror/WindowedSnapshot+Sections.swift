extension WindowedSnapshot {
    /// This state with `headers` (`WindowedHeaderRows.shown`) as rows: each is placed at the top of
    /// its section's first item's slot, its row's height tall, and that item below it in the
    /// same slot. The heights must count the header in the slot (`WindowedSections.slotHeights`).
    /// Item positions stay the rows' indices: a header has none (`index(of:)` is `nil`), so
    /// positions, selection and keyboard steps count items only.
    ///
    ///     let state = mirror.snapshot().withSectionHeaders(headerRows.shown)
    ///     state.span(of: headerRows.shown[0].id)   // the slot's top, the header's height
    ///
    /// - Complexity: O(s) for s headers.
    package func withSectionHeaders(_ shown: [WindowedHeaderRows.Header]) -> WindowedSnapshot {
        var state = self
        state.headers = [:]
        state.headerAtSlot = [:]
        for header in shown where header.section.start < count {
            state.headers[header.id] = header
            state.headerAtSlot[header.section.start] = header.id
        }
        return state
    }

    /// The header rows this state places, in their sections' order.
    package var sectionHeaderIDs: [RowID] {
        headers.values.sorted { $0.section.start < $1.section.start }.map(\.id)
    }

    /// Whether `id` is a header row of this state.
    package func isSectionHeader(_ id: RowID) -> Bool { !headers.isEmpty && headers[id] != nil }

    /// The header drawn in slot `position` with its height, if a section starts there.
    func header(atSlot position: Int) -> WindowedHeaderRows.Header? {
        guard !headerAtSlot.isEmpty, let id = headerAtSlot[position] else { return nil }
        return headers[id]
    }

    /// The item slot whose item holds content position `y`: `nil` over the header drawn at the
    /// top of a slot where a section starts (a header is no item: it is not pressed, hovered or
    /// activated), above the first slot and below the last.
    ///
    ///     state.itemIndex(atY: top + 10)   // nil: the header of the section starting at that slot
    ///
    /// - Complexity: O(log m) for m measured rows, as `index(atY:)`.
    package func itemIndex(atY y: Double) -> Int? {
        guard let index = index(atY: y) else { return nil }
        if let header = header(atSlot: index), y < heights.top(of: index) + header.row.height { return nil }
        return index
    }

    /// The header stuck to the top at scroll `offset` (the rows' coordinates), as
    /// `StickyHeader.resolve` places it on a list of every row: the header of the section
    /// holding the first visible item, at y 0 or above while the next section's header pushes it
    /// up; `nil` when that header is in place (its slot's top at or below `offset`). The host
    /// shows the stuck section's header among its headers (`WindowedHeaderRows.follow` given
    /// `WindowedSections.section(holding:)` of the first visible item). A section that outlasts
    /// the window is not pushed; the model's last one is pushed by the content's end.
    ///
    /// - Complexity: O(s log s) for s headers, plus the heights' look-ups.
    package func stuckHeader(offset: Double) -> (header: WindowedHeaderRows.Header, y: Double)? {
        guard !headers.isEmpty, let first = heights.index(containing: max(0, offset)) else { return nil }
        let sorted = headers.values.sorted { $0.section.start < $1.section.start }
        let after = sorted.partitioningIndex { $0.section.start > first }
        guard after > 0 else { return nil }
        let header = sorted[after - 1]
        guard heights.top(of: header.section.start) < offset else { return nil }
        let end: Double
        if after < sorted.count {
            end = heights.top(of: sorted[after].section.start)
        } else if window.upperBound == count {
            end = heights.total
        } else {
            return (header, 0)
        }
        return (header, min(0, end - offset - header.row.height))
    }

    /// How much of the viewport's top the stuck header covers when slot `position` is scrolled to
    /// the top (`ListState.stuckHeaderInset(aboveRow:)`): 0 when a section starts there (its header
    /// is drawn in place, the item below it) or no header shown is above it; else the height of the
    /// header of the section holding it.
    ///
    /// - Complexity: O(s) for s headers.
    package func stuckHeaderInset(aboveSlot position: Int) -> Double {
        guard !headers.isEmpty, header(atSlot: position) == nil else { return 0 }
        let above = headers.values.filter { $0.section.start < position }.max { $0.section.start < $1.section.start }
        return above?.row.height ?? 0
    }
}
