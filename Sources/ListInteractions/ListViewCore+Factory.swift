import CGtk
import ListCore
import ListWidget

// LiListView's `factory`: the app's own widgets in the pooled rows (`FactoryRow`), each row as
// high as its child's natural height for the list's width. A height measured for the first time
// lands at once (the estimate was a guess); a changed one slides the rows below, animated.

extension ListViewCore {
    /// Shows the rows with `factory`'s widgets (`nil`: the title rows, their heights from the fonts).
    func setFactory(_ factory: UnsafeMutableRawPointer?) {
        guard let list else { return }
        if let factory {
            if customHeights == nil { customHeights = CustomRowHeights() }
            list.onRowHeights = { [weak self] heights in self?.rowHeightsMeasured(heights) }
            list.makeRowContent = { [weak self] in
                FactoryRow(factory: factory, itemOf: { self?.item(of: $0) },
                           onFlags: { self?.rowFlags($0, selectable: $1, focusable: $2) })
            }
        } else {
            customHeights = nil
            list.makeRowContent = nil
            mirrorMetrics = nil   // the fonts' heights again: the scene's metrics (just measured, if never)
            followMetrics()
        }
        matchMirrorToSections()   // a factory set or unset: another kind of heights (WindowedHeightsKind)
        list.showNow()
    }

    /// What the row of `item` shows: its bound properties (keyed by object, read from the item
    /// whenever the row is shown, nothing stored; keyed by `id-property`, read now), and with a
    /// factory its measured height.
    func content(of item: UnsafeMutableRawPointer) -> ModelMirrorContent {
        var content: ModelMirrorContent
        if binding.id == nil {   // keyed by object (`mirror` is `.objects`; not read: it is being changed)
            let style = binding.style(of: item)
            content = .reading(UInt(bitPattern: item), from: textSource, style: style,
                               height: mirrorMetrics?.height(of: style))
        } else {
            content = binding.content(of: item, metrics: mirrorMetrics)
        }
        if let customHeights { content.height = customHeights.height(of: binding.identity(of: item)) }
        return content
    }

    /// A factory row's `LiRow:selectable` and `focusable` for row `id`: the scene's to keep.
    func rowFlags(_ id: RowID, selectable: Bool, focusable: Bool) {
        scene.setSelectable(selectable, row: id)
        scene.setFocusable(focusable, row: id)
    }

    /// The item of the row `id`, `nil` when it is no longer in the model.
    func item(of id: RowID) -> UnsafeMutableRawPointer? {
        itemPosition(of: id).flatMap(item(atPosition:))
    }

    /// Rows measured their children (`ListWidget.onRowHeights`): each row takes its height, in
    /// one batch, animated when a row had been measured before (its child changed) or rows are
    /// moving, at once when all are first measurements of a list at rest. The median of the first
    /// heights measured becomes the estimate of every row not measured yet.
    func rowHeightsMeasured(_ heights: [RowID: Double]) {
        if windowed != nil {   // ListViewCore+Windowed.swift, +WindowedSections.swift (header factory rows)
            let items = takeWindowedHeaderHeights(heights)
            // With sections a slot is its item's height plus its header's (takeWindowedItemHeights).
            if windowedHasSections { takeWindowedItemHeights(items) } else { windowedHeightsMeasured(items) }
            return
        }
        let (headerChanges, heights) = takeHeaderHeights(heights)   // ListViewCore+Sections.swift
        guard var custom = customHeights else { return commitHeights(headerChanges) }
        var changes = headerChanges
        var animated = false
        for (id, height) in heights {
            guard let item = item(of: id) else { continue }
            let key = binding.identity(of: item)
            let before = custom.measured.updateValue(height, forKey: key)
            if before != nil && before != height { animated = true }
            changes[id] = height
        }
        if custom.estimate == nil, !changes.isEmpty {
            let estimate = changes.values.sorted()[changes.count / 2]   // the median of the first rows measured
            custom.estimate = estimate
            for row in mirror.rows where changes[row.id] == nil && !isHeaderRow(row.id) { changes[row.id] = estimate }
        }
        customHeights = custom
        traceHeights()
        guard let batch = mirror.setHeights(changes) else { return }
        // Animated too while rows move (a sort bringing unmeasured rows into view): an unanimated
        // batch would end the running slide at once.
        commit(batch, animated: animated || scene.isAnimatingRows, anchors: true)
    }

    /// The rows `batch` deletes left the model: their measured heights go with them. Kept, the
    /// heights of a model whose items come and go would grow without end, and a height keyed by
    /// an item's address would land on the next item allocated there. `oldItems` are the items
    /// before the batch, in the order of `batch.oldRows`.
    func forgetHeights(deletedBy batch: PreparedBatch, oldItems: ModelItems, oldSections: Sections?) {
        guard var custom = customHeights, !batch.plan.deletions.isEmpty else { return }
        customHeights = nil   // `custom` the only reference: changed in place, not copied
        for deletion in batch.plan.deletions {
            // With sections, rows are items and headers (a header's height is not an item's).
            let row = deletion.oldIndex
            guard let item = oldSections == nil ? row : oldSections?.item(atRow: row) else { continue }
            custom.measured[binding.identity(of: oldItems[item])] = nil
        }
        customHeights = custom
        traceHeights()
    }

    /// `{"event":"heights","measured":12}` in the `LI_DEBUG=frames` trace (FrameTrace) when the
    /// heights kept change: how many items' measured heights the view holds.
    private func traceHeights() {
        guard FrameTrace.isOn, let customHeights else { return }
        FrameTrace.write(.object([("event", "heights"), ("measured", .number(Double(customHeights.measured.count)))]))
    }
}
