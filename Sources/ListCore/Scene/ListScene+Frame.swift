extension ListScene {
    /// The one frame of this tick, built from the model as `advance(to:)` left it; changes
    /// nothing but `framesBuilt`. Rows come from `ListState.appearances(at:)` (every behavior decorates
    /// each row, departing rows included); the rest is read from the behaviors and the pages.
    ///
    ///     scene.advance(to: now)
    ///     let frame = scene.frame(listWidth: 480, pageWidth: 480, hasFocus: true)
    ///
    /// - Complexity: O(visible rows × behaviors + log n).
    public func frame(listWidth: Double, pageWidth: Double, hasFocus: Bool) -> ListFrame {
        framesBuilt += 1
        let strip = dragSelect.stripBounds(listWidth: listWidth)
        let back = navigation.back
        let onDetail = navigation.page != .list
        var frame = ListFrame(
            time: time,
            rows: rowsWithContent(),
            header: .init(y: -list.scrollOffset, height: list.headerHeight, expansion: header.progress,
                          isExpanded: header.isExpanded, rowCount: list.count, selectedCount: list.selection.count,
                          sort: sorter.descriptor,
                          sortColumnName: sorter.descriptor.flatMap { $0.column < schema.columns.count ? schema.columns[$0.column].name : nil },
                          isLive: live.isRunning || follower.isRunning,
                          liveUpdateCount: live.updateCount + follower.batchCount,
                          search: search.map { .init(text: $0.text, total: $0.total(shown: list.count)) }),
            strip: .init(minX: strip.minX, width: strip.width, tint: dragSelect.stripTint),
            focus: hasFocus ? commands.focus : nil,
            pages: navigation.pageOffsets(width: pageWidth),
            scroll: .init(offset: list.scrollOffset, contentHeight: list.contentHeight,
                          viewportHeight: list.viewportHeight, newRowsAbove: anchoring.newRowsAbove,
                          anchor: ScrollAnchor.firstFullyVisibleRow(in: list)),
            slider: .init(value: back.isActive ? back.progress : 0, isVisible: onDetail || navigation.isTransitioning),
            motion: .init(push: navigation.push.isActive ? navigation.push.progress : nil,
                          back: back.isActive ? back.progress : nil, headerHeight: list.headerHeight,
                          editSlide: editMode.progress, rowsAnimating: animator.isAnimating),
            openRow: openRow(), page: navigation.page, isEditing: list.isEditing, hoveredRow: hoveredRow,
            isBusy: scheduler.isBusy, isLiveAvailable: isAttached(.liveUpdates) || follower.read != nil)
        frame.stuckHeader = stuckHeader()
        return frame
    }

    /// The rows' appearances with their data: the list's row, or a departing row's last content.
    private func rowsWithContent() -> [RowAppearance] {
        var rows = list.appearances(at: time)
        for index in rows.indices {
            rows[index].content = list.row(rows[index].id) ?? animator.departingRow(rows[index].id)
            rows[index].isSectionHeader = isSectionHeader(rows[index].id)
        }
        return rows
    }

    /// The open row as the list has it at `time`, with the crossfade of an update that changed it:
    /// the row being pushed in from the push's first frame (its page slides in showing it), the
    /// row shown, and the row being left until the back transition ends.
    private func openRow() -> ListFrame.OpenRow? {
        guard let id = navigation.detailID else { return nil }
        var open = ListFrame.OpenRow(id: id, row: list.row(id))
        if open.row != nil, let fade = animator.crossfade(of: id, at: time) {
            open.previousFields = fade.previousFields
            open.contentOpacity = fade.contentOpacity
        }
        return open
    }
}
