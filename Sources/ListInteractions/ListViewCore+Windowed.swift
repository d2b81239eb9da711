import CGtk
import CListInteractions
import ListCore
@_spi(Embedding) import ListWidget

// LiListView on the windowed mirror (docs/windowed-mirror.md §3, step 5): every list, with
// sections or not (`ListViewCore+WindowedSections`), reorderable or not, keeps no state per item.
// Its title rows share one height, or, with a subtitle or description property or sections, each
// row's height is the fonts' for the texts its item has (and its header's), known once the item is
// read; a factory's rows are as high as their child measures. Rows of varying height keep the
// heights of the window and of the last `WindowHeights.limit` rows known, every other row at their
// median. `windowed` holds the model's count, a window of rows over the viewport (read each frame
// before the frame is built: `followViewport`) and the tracked rows (the selection, the open row,
// the rows in flight, the rows a reorder drag lifted). `set_model` reads the window only; an
// `items-changed` is `WindowedMirror.apply`, its batch committed to the scene; dispose lets go of
// the window's and the tracked rows' items. A change of the kind of heights (`WindowHeightsKind`:
// a factory set or unset, a subtitle bound, sections) makes the rows anew, as a re-key does.

extension ListViewCore {
    /// How windowed rows would get their heights now: a factory's measured, title rows with a
    /// subtitle or description property read per row, other title rows one height.
    var wantedHeightsKind: WindowedHeightsKind {
        if hasFactory { return .measured }
        // With sections a slot is an item and, where a section starts, its header: not one height.
        return binding.subtitle == nil && binding.description == nil && !usesSections ? .uniform : .styled
    }

    /// The height a factory's row counts at before any row was measured (`ModelMirror`'s default).
    static let unmeasuredFactoryRowHeight = 56.0

    /// The rows' one height: the fonts' title row, `ModelMirror`'s default before they are measured.
    var uniformRowHeight: Double { scene.rowMetrics?.height(of: []) ?? 56 }

    /// New windowed rows over `model` (`nil`: none), reading its window only.
    func makeWindowedRows(_ model: UnsafeMutableRawPointer?) -> WindowedKeyedMirror {
        let count = model.map { Int(g_list_model_get_n_items(OpaquePointer($0))) } ?? 0
        windowedHeightsKind = wantedHeightsKind
        styledMetrics = nil
        let heights = switch windowedHeightsKind {
        case .uniform: WindowHeights.uniform(count: count, height: uniformRowHeight)
        case .styled: WindowHeights.estimating(count: count, defaultHeight: uniformRowHeight)
        case .measured: WindowHeights.estimating(count: count, defaultHeight: Self.unmeasuredFactoryRowHeight)
        }
        let window = viewportWindow(heights: heights)
        followedWindow.count = -1
        dropWindowedSections()
        windowedHasSections = usesSections   // ListViewCore+WindowedSections.swift
        // Identities from 2^31 on, past the last windowed rows': none is one that the rows of the
        // whole-list mirror (numbered from 0) or earlier windowed rows had, which the scene and
        // its row widgets may still know.
        let first = max(1 << 31, nextWindowedSerial)
        if binding.id != nil {
            return .ids(WindowedRows<String>(model: model, window: window, heights: heights, firstSerial: first,
                                             key: { [unowned self] in binding.identity(of: $0) }, references: nil,
                                             content: { [unowned self] in windowedContent(of: $0) }))
        }
        return .objects(WindowedRows<UInt>(model: model, window: window, heights: heights, firstSerial: first,
                                           key: { UInt(bitPattern: $0) }, references: { UnsafeMutableRawPointer(bitPattern: $0) },
                                           content: { [unowned self] in windowedContent(of: $0) }))
    }

    /// What a windowed row of `item` shows: keyed by object, its texts read from the item
    /// whenever the row is drawn (nothing stored but which texts it has: its style); keyed by
    /// `id-property`, read now. Its height is the mirror's (`WindowHeights`): `.styled` rows take
    /// theirs from the style once read (`measureWindowSlots`).
    private func windowedContent(of item: UnsafeMutableRawPointer) -> ModelMirrorContent {
        // A reloaded item keyed by object shows its text as read now: a row that reads its item
        // when drawn would show the new text on both sides of the crossfade.
        binding.id == nil && item != reloadingItem
            ? .reading(UInt(bitPattern: item), from: textSource, style: binding.style(of: item))
            : binding.content(of: item)
    }

    /// The window over the viewport: the rows in view and one viewport of rows either side (at
    /// least 64 rows, before the viewport is measured). Not clamped to `count`: the mirror
    /// clamps it, and keeps its length for when the model grows.
    func viewportWindow(heights: WindowHeights) -> Range<Int> {
        let list = scene.list
        let top = max(0, list.scrollOffset - list.headerHeight)
        let visible = heights.visibleRange(offset: top, viewportHeight: list.viewportHeight)
        let margin = max(visible.count, 16)
        let lower = max(0, visible.lowerBound - margin)
        let upper = max(visible.upperBound + margin, lower + 64)
        return lower..<upper
    }

    /// Before each frame is built: the rows in flight that no stage draws any more are let go,
    /// the window follows the viewport (new fonts: the rows' one height first), and the scene
    /// takes the mirror's state when any of that changed it. `.styled` rows read into the window,
    /// and a factory's sectioned slots, take their heights (`measureWindowSlots`: the rows on
    /// screen stay still), and the window follows the viewport again when they moved it.
    ///
    /// - Complexity: O(1) at rest with the viewport still; O(window + tracked) while rows are in
    ///   flight, the viewport moves or the model changed.
    func followViewport() {
        for _ in 0..<3 {
            guard followViewportOnce() else { return }
        }
    }

    /// One `followViewport` step; whether the window's slots took new heights (the viewport may
    /// show rows past the window now).
    private func followViewportOnce() -> Bool {
        guard let windowed else { return false }
        var changed = drawnRowsAdded
        drawnRowsAdded = false
        if windowed.heights.isUniform, windowed.heights.uniformHeight != uniformRowHeight {
            windowed.setUniformHeight(uniformRowHeight)
            scene.finishRowAnimations()   // the running stages place the rows at the old height
            changed = true
        }
        if rowsMayBeInFlight {
            let placed = scene.placedIDs
            if windowed.releaseInFlight(keeping: placed) { changed = true }
            rowsMayBeInFlight = !placed.isEmpty
        }
        let wanted = viewportWindow(heights: windowed.heights)
        // New fonts: the header rows take the heading's new height (followWindowedSections).
        if changed || windowedHeadersResized || wanted != followedWindow.range || windowed.count != followedWindow.count {
            if windowed.moveWindow(to: wanted) { changed = true }
            followedWindow = (wanted, windowed.count)
            if windowedHasSections {   // the window's sections and headers (ListViewCore+WindowedSections)
                followWindowedSections()
                changed = true
            }
        }
        if changed || !scene.list.isWindowed, let state = windowedState() {
            scene.setWindow(state)
            showWindowedHeaders()
        }
        guard changed || styledMetrics != scene.rowMetrics else { return false }
        return measureWindowSlots(showing: false)
    }

    /// The window's slots take the heights they should have, the item's plus, where a section
    /// starts, its header's (`windowedSlotHeights`): `.styled` rows (title rows with a subtitle
    /// or description), each item's the fonts' (`scene.rowMetrics`) for the texts it has (its
    /// style, read with the row); a factory's rows with sections, each item's as its child
    /// measured it (`factoryItemHeights`). Rows read or measured since, whose texts changed, or
    /// whose header came or went or was resized, take it as a factory's measured rows do
    /// (`windowedHeightsMeasured`: the rows on screen stay still while rows above them turn
    /// from the estimate to their height). For `.styled` rows, new fonts or another text
    /// property bound first forget the heights of the rows outside the window: they count at
    /// the estimate until read again. Returns whether any height changed. `showing`: show the
    /// new frame now (not while one is being built).
    ///
    /// - Complexity: O(window + kept item heights) plus `windowedHeightsMeasured` when heights
    ///   changed.
    @discardableResult
    func measureWindowSlots(showing: Bool = true) -> Bool {
        guard let windowed else { return false }
        switch windowedHeightsKind {
        case .styled:
            guard let metrics = scene.rowMetrics else { return false }
            let forgetting = metrics != styledMetrics
            styledMetrics = metrics
            let measured = windowedSlotHeights(of: windowed.snapshot(), all: forgetting)
            return windowedHeightsMeasured(measured, forgetting: forgetting, showing: showing)
        case .measured where windowedHasSections:
            styledMetrics = scene.rowMetrics   // the headers' heading line follows the fonts (followWindowedSections)
            factoryItemHeights = factoryItemHeights.filter { windowed.position(of: $0.key) != nil }
            return windowedHeightsMeasured(windowedSlotHeights(of: windowed.snapshot(), all: false), showing: showing)
        default:
            return false
        }
    }

    /// The heights of `state`'s window slots that differ from those counted (`all`: every one):
    /// the item's (`.styled`: the fonts' for the texts it has; a factory's: as its child measured
    /// it, a slot whose item was not measured yet left as counted) plus the header's in a slot
    /// where a section starts (`windowedHeaderSlots`).
    ///
    /// - Complexity: O(window).
    func windowedSlotHeights(of state: WindowedSnapshot, all: Bool) -> [RowID: Double] {
        let metrics = windowedHeightsKind == .styled ? scene.rowMetrics : nil
        guard metrics != nil || windowedHeightsKind == .measured else { return [:] }
        let headerSlots = windowedHeaderSlots
        var measured: [RowID: Double] = [:]
        for (offset, row) in state.windowRows.enumerated() {
            let position = state.window.lowerBound + offset
            guard let item = metrics.map({ $0.height(of: row) }) ?? factoryItemHeights[row.id] else { continue }
            let height = item + (headerSlots[position] ?? 0)
            if all || !state.heights.isMeasured(position) || state.heights.height(at: position) != height {
                measured[row.id] = height
            }
        }
        return measured
    }

    /// A factory's rows measured their children (`ListWidget.onRowHeights`), or the window's
    /// slots were measured (`measureWindowSlots`): the mirror takes the
    /// heights (`WindowedMirror.measure`; rows no longer tracked are ignored; `forgetting`: the
    /// heights outside the window first, `WindowedMirror.forgetHeights`), and the scene the
    /// new state, the offset following the reader's row (the first row in view that keeps its
    /// height: the rows on screen stay still while rows above it turn from the estimate to
    /// their height), or the end when the view shows it. Animated when a row measured before changed its height (its
    /// child changed) or rows are moving; at once when all are first measurements at rest.
    /// Returns whether any height changed; `showing`: the new frame is shown now.
    ///
    /// - Complexity: O(window + tracked) for the snapshots, plus `WindowHeights.setHeights`.
    @discardableResult
    func windowedHeightsMeasured(_ measured: [RowID: Double], forgetting: Bool = false, showing: Bool = true) -> Bool {
        guard let windowed, !windowed.heights.isUniform, !measured.isEmpty || forgetting,
              let old = windowedState() else { return false }
        let animated = scene.isAnimatingRows || measured.contains { id, height in
            guard let position = windowed.position(of: id), old.heights.isMeasured(position) else { return false }
            return old.heights.height(at: position) != height
        }
        let list = scene.list
        let offset = list.scrollOffset
        let atEnd = offset > 0 && offset >= list.maxScrollOffset - 0.5
        // The reader's row: the first in view that keeps its height (a row measured as it comes
        // into view at the top grows or shrinks upward, the rows below it still).
        let visible = old.heights.visibleRange(offset: max(0, offset - list.headerHeight), viewportHeight: list.viewportHeight)
        let reader = visible.first { position in
            guard let id = windowed.id(at: position), let height = measured[id] else { return true }
            return old.heights.isMeasured(position) && old.heights.height(at: position) == height
        } ?? visible.first
        if forgetting { windowed.forgetHeights() }
        guard windowed.measure(measured) || forgetting else { return false }
        traceWindowedHeights()
        guard let new = windowedState() else { return false }
        // Rows measured at the height they were counted at move nothing: the window's rows are
        // placed as before, and a running animation goes on as it was (restarted, it would slow).
        let moves = old.heights.total != new.heights.total || new.window.contains { position in
            old.heights.top(of: position) != new.heights.top(of: position)
                || old.heights.height(at: position) != new.heights.height(at: position)
        }
        guard moves else {
            scene.setWindow(new)
            return true
        }
        // At the top the rows stay at the top: a first row that grows (a section header measured
        // in its slot) pushes the rows below it down, not the view.
        let distance = offset <= 0 ? 0 : atEnd ? list.headerHeight + new.heights.total - list.viewportHeight - offset
            : reader.map { new.heights.top(of: $0) - old.heights.top(of: $0) } ?? 0
        scene.heightsChanged(from: old, to: new, offsetMovedBy: distance, at: self.list?.frameTime ?? now, animated: animated)
        if showing { self.list?.showNow() }
        return true
    }

    /// `{"event":"heights","measured":12,"limit":4096,"window":60}` in the `LI_DEBUG=frames` trace
    /// (FrameTrace): how many measured heights windowed rows of varying height (a factory's,
    /// `.styled`) keep, at most the window's and `limit` more whatever the model's count.
    func traceWindowedHeights() {
        guard FrameTrace.isOn, let windowed, !windowed.heights.isUniform else { return }
        let heights = windowed.heights
        FrameTrace.write(.object([("event", "heights"), ("measured", .number(Double(heights.measuredCount))),
                                  ("limit", .number(Double(heights.limit))), ("window", .number(Double(windowed.window.count)))]))
    }

    /// `items-changed(position, removed, added)` on the windowed rows (the model changed
    /// already): planned by `WindowedMirror.apply`, committed to the scene, told to the
    /// selection model.
    func applyWindowed(position: Int, removed: Int, added: Int, animated: Bool = true, rereadAll: Bool = false,
                       tellsModel: Bool = true) {
        guard let windowed else { return }
        followSceneSelection()
        let landed: Bool
        switch windowed {
        case .objects(let rows): landed = land(rows, position: position, removed: removed, added: added,
                                               animated: animated, rereads: rereadAll, tellsModel: tellsModel)
        case .ids(let rows): landed = land(rows, position: position, removed: removed, added: added,
                                           animated: animated, rereads: true, tellsModel: tellsModel)
        }
        guard landed, tellsModel else { return }
        li_list_view_notify_n_rows(widget)
    }

    private func land<Key>(_ rows: WindowedRows<Key>, position: Int, removed: Int, added: Int, animated: Bool,
                           rereads: Bool, tellsModel: Bool) -> Bool {
        var batch: WindowedBatch<Key>
        do {
            batch = try rows.apply(position: position, removed: removed, added: added, rereads: rereads) { batch in
                // A deleted row may fade out on screen though no frame showed it yet: its text is
                // kept while its item is still here, or it would fade out blank.
                guard !batch.deleted.isEmpty else { return }
                let drawable = Set(scene.idsNearViewport())
                for id in batch.deleted {
                    guard let row = batch.old.row(id) else { continue }
                    for source in [textSource] + retiredSources {
                        if drawable.contains(id) { source.keep(row) }
                        source.detach(row)
                    }
                }
            }
        } catch {
            li_list_view_model_critical("refused: \(error)")
            return false
        }
        if windowedHasSections { batch = withSectionHeaders(batch, rows, position: position, removed: removed, added: added) }
        rowsMayBeInFlight = true   // the old window's rows: let go once no stage draws them
        traceWindowedHeights()   // the measured heights of removed rows went with them
        followedWindow.count = -1   // the mirror moved its window with the anchor: follow the viewport again
        holdingSignals {
            // A reorder's model following the drop lands at once, the offset kept: the drag's
            // settle slides the rows from where they were drawn (ListViewCore+Reorder).
            scene.commit(batch, at: list?.frameTime ?? now, animated: animated && !isApplyingReorder,
                         anchors: !isApplyingReorder)
            showWindowedHeaders()   // the headers shown and those fading out
            if !batch.deselected.isEmpty { scene.setSelection(scene.selection.subtracting(batch.deselected)) }
            measureWindowSlots(showing: false)   // the rows read by the change, at their heights
            list?.showNow()
            if tellsModel { itemsDidChange(position: position, removed: removed, added: added) }
        }
        return true
    }

    /// `batch` with the header rows of the sections before and after it (docs/windowed-mirror.md
    /// §3.11): the sections are read again from the change's first position on, near the new
    /// window; the window's slots take their heights (a header's slot is the item's and the
    /// header's) before the batch's new state is placed; the headers that went stay named to the
    /// scene while they fade (`leavingHeaders`).
    private func withSectionHeaders<Key>(_ batch: WindowedBatch<Key>, _ rows: WindowedRows<Key>, position: Int,
                                         removed: Int, added: Int) -> WindowedBatch<Key> {
        windowedSectionsChanged(position: position, removed: removed, added: added)
        let before = windowedHeaders.shown
        if sectionProperty == nil {   // a section model's sections are named after those their items were in
            windowedSectionNames.itemsChanged(wasIn: sectionVoters(old: batch.old, headers: before))
        }
        let change = followWindowedSections()
        _ = rows.measure(windowedSlotHeights(of: rows.mirror.snapshot(), all: false))
        leavingHeaders.append(contentsOf: change.deleted)
        return batch.withSectionHeaders(old: before, new: windowedHeaders.shown, heights: rows.mirror.heights,
                                        inserted: change.inserted, deleted: change.deleted)
    }

    /// The app says `item`'s shown properties changed: its row crossfades when it is in the
    /// window (the item's place is read again, as a change of that one item that the selection
    /// model does not hear of), and its version goes up even when it reads the same (a factory's
    /// row binds it again); outside it, nothing: it is read when it comes into view. An item the
    /// model does not hold is refused with a critical, as on the whole-list path
    /// (`li_list_view_reload_item`'s promise): found outside the window by a scan of the model.
    ///
    /// - Complexity: O(window) for an item in the window; else a scan of the model, stopped
    ///   where the item is found (O(n) reads for an item not in it).
    func reload(_ item: UnsafeMutableRawPointer) {
        guard let windowed else { return }
        let key = binding.id == nil ? nil : binding.identity(of: item)
        let found = windowed.window.first { position in
            guard let shown = windowed.item(at: position) else { return false }
            return key == nil ? shown == item : binding.identity(of: shown) == key
        }
        guard let position = found else {
            if !modelHolds(item, identity: key) { li_list_view_model_critical("reload refused: \(ModelMirrorError.unknownKey)") }
            return
        }
        let before = windowed.id(at: position).flatMap(windowed.version(of:))
        reloadingItem = item
        defer { reloadingItem = nil }
        applyWindowed(position: position, removed: 1, added: 1, rereadAll: true, tellsModel: false)
        // A row that reads the same still shows its item anew, as on the whole-list path: its
        // version goes up, so a factory's row binds it again (li_list_view_reload_item's promise).
        guard let id = windowed.id(at: position), let version = windowed.version(of: id), version == before else { return }
        windowed.bumpVersion(of: id)
        if let state = windowedState() { scene.setWindow(state) }
        list?.showNow()
    }

    /// The user's selection (taps, keys, drag-select in the window: the scene's ids) becomes the
    /// mirror's: rows newly selected get `.selected`, rows no longer selected lose it (a row
    /// outside the window with no other role is let go). Their positions join the span the next
    /// `selection-changed` tells.
    ///
    /// - Complexity: O(1) when the scene's selection is the one followed last, else O(selected).
    func followSceneSelection() {
        guard let windowed else { return }
        let shown = scene.selection
        guard shown != followedSelection else { return }
        let selected = windowed.idSet(with: .selected)
        for id in shown.subtracting(selected) where windowed.track(.selected, id) {
            noteSelectionChange(at: windowed.position(of: id))
        }
        for id in selected.subtracting(shown) {
            noteSelectionChange(at: windowed.position(of: id))
            windowed.untrack(.selected, id)
        }
        let kept = windowed.idSet(with: .selected)
        if kept != shown { scene.setSelection(kept) }   // ids the mirror does not track are not selected
        followedSelection = scene.selection
    }

    /// `setSelected` without showing it: the mirror's tracked rows only. Returns the rows whose
    /// selection is now `selected`: selecting, every row of `positions`; deselecting, the rows that
    /// were selected.
    @discardableResult
    func markSelected(_ selected: Bool, positions: Range<Int>) -> [RowID] {
        guard let windowed else { return [] }
        let positions = positions.clamped(to: 0..<windowed.count)
        var changed: [RowID] = []
        if selected {
            changed.reserveCapacity(positions.count)
            for position in positions {
                if let id = windowed.id(at: position), windowed.roles(of: id).contains(.selected) {
                    changed.append(id)
                    continue
                }
                changed.append(windowed.track(.selected, at: position))
                noteSelectionChange(at: position)
            }
            return changed
        }
        // A short range is looked up position by position; a long one walks the selected rows.
        if positions.count <= 4096 {
            for position in positions {
                guard let id = windowed.id(at: position), windowed.roles(of: id).contains(.selected) else { continue }
                noteSelectionChange(at: position)
                windowed.untrack(.selected, id)
                changed.append(id)
            }
        } else {
            for (id, position) in windowed.tracked(with: .selected) where positions.contains(position) {
                noteSelectionChange(at: position)
                windowed.untrack(.selected, id)
                changed.append(id)
            }
        }
        return changed
    }

    /// The scene draws the tint of the mirror's selected rows; `selection-changed` follows once shown.
    func showWindowedSelection() {
        guard let windowed else { return }
        scene.setSelection(windowed.idSet(with: .selected))
        followedSelection = scene.selection
        list?.showNow()
        selectionMayHaveChanged()
    }

    /// A position whose selection changed joins the span the next `selection-changed` tells.
    func noteSelectionChange(at position: Int?) {
        guard let position else { return }
        let span = position..<position + 1
        pendingSelectionSpan = pendingSelectionSpan.map {
            min($0.lowerBound, position)..<max($0.upperBound, position + 1)
        } ?? span
    }

    /// The open row is tracked (`.open`) while the scene shows it open, so its highlight and its
    /// item survive any change and scrolling.
    func followOpenRow() {
        guard let windowed else { return }
        let open = scene.detailID.flatMap { windowed.position(of: $0) != nil ? $0 : nil }
        guard open != trackedOpenID else { return }
        if let old = trackedOpenID { windowed.untrack(.open, old) }
        if let open { windowed.track(.open, open) }
        trackedOpenID = open
    }

    /// The position of `item` in the model: one scan, stopped where it is found.
    func firstPosition(of item: UnsafeMutableRawPointer) -> Int? {
        firstPosition { $0 == item }
    }

    /// Whether the model holds `item` (keyed by `id-property`: an item of that `identity`).
    ///
    /// - Complexity: one scan of the model, stopped where it is found.
    private func modelHolds(_ item: UnsafeMutableRawPointer, identity: String?) -> Bool {
        guard let identity else { return firstPosition(of: item) != nil }
        return firstPosition { binding.identity(of: $0) == identity } != nil
    }

    /// The first position whose item `matches`: one scan, stopped there.
    private func firstPosition(where matches: (UnsafeMutableRawPointer) -> Bool) -> Int? {
        guard let model else { return nil }
        let count = Int(g_list_model_get_n_items(OpaquePointer(model)))
        for position in 0..<count {
            guard let found = g_list_model_get_item(OpaquePointer(model), guint(position)) else { return nil }
            defer { g_object_unref(found) }   // held while `matches` reads it (a model may make its items)
            if matches(found) { return position }
        }
        return nil
    }

    /// The identity of the item at `position` in the scene, for a scroll to it: the viewport
    /// jumps to one viewport from the row first when the row is outside the window (a glide
    /// over rows the list has not read would show nothing), and the window follows.
    func windowedRowID(showing position: Int, alignment: ScrollAlignment) -> RowID? {
        guard let windowed, position >= 0, position < windowed.count else { return nil }
        if windowed.id(at: position) == nil || !windowed.window.contains(position) {
            let list = scene.list
            let heights = windowed.heights
            let rowTop = list.headerHeight + heights.top(of: position)
            let viewport = list.viewportHeight
            let start = rowTop < list.scrollOffset ? rowTop + viewport : rowTop - 2 * viewport
            list.scroll(to: start)
            followViewport()
        }
        guard let id = windowed.id(at: position), scene.list.contains(id) else { return nil }
        return id
    }

    /// Lets go of the windowed rows (the view is disposed, or its rows change kind).
    func dropWindowedRows() {
        guard let windowed else { return }
        scene.setWindowedHost(nil)
        if let open = trackedOpenID { windowed.untrack(.open, open) }
        trackedOpenID = nil
        nextWindowedSerial = windowed.nextSerial
        dropWindowedSections()   // ListViewCore+WindowedSections.swift
        windowed.releaseAll()
        self.windowed = nil
    }
}

/// What the windowed scene asks of the core when the user's input reaches rows it has not read
/// (`WindowedListHost`): the keyboard focus, a Shift range's anchor and a strip drag's pivot are
/// tracked rows of the mirror, and a range of positions selected or deselected past the window
/// (Shift+End, Select All, a drag-select's auto-scroll) is read at those positions and tracked
/// `.selected`. The scene adds the rows named to its selection; `followSceneSelection` then finds
/// them tracked already. Set while the rows are windowed (`rebuildRows`, `dropWindowedRows`).
extension ListViewCore: @preconcurrency WindowedListHost {
    func id(at position: Int) -> RowID? { windowed?.id(at: position) }

    func position(of id: RowID) -> Int? { windowed?.position(of: id) }

    func track(_ role: TrackedRoles, at position: Int) -> RowID {
        // The scene asks only while its list is windowed, which is while `windowed` is set.
        let id = windowed!.track(role, at: position)
        // A row drawn outside the window (lifted into a reorder drag): the scene's state takes it
        // before the next frame is built (`followViewport`).
        if !role.isDisjoint(with: .drawn) { drawnRowsAdded = true }
        return id
    }

    func untrack(_ role: TrackedRoles, _ id: RowID) {
        guard let windowed else { return }
        // The scene deselects rows itself (edit mode's start and end, Deselect All): told in
        // the next `selection-changed`, as a deselection the core makes.
        if role.contains(.selected), windowed.roles(of: id).contains(.selected) {
            noteSelectionChange(at: windowed.position(of: id))
        }
        windowed.untrack(role, id)
        // A drag's end: a lifted row outside the window is drawn no more, and the scene's state
        // lets go of it too.
        if role.contains(.dragged), windowed.position(of: id).map(windowed.window.contains) != true,
           let state = windowedState() {
            scene.setWindow(state)
        }
    }

    func setSelected(_ selected: Bool, positions: Range<Int>) -> [RowID] {
        followSceneSelection()
        return markSelected(selected, positions: positions)
    }
}
