/// The list every behavior attaches to: rows in display order, their layout, the selection,
/// the scroll position and the header above the rows.
///
/// Content coordinates: the header occupies `0 ..< headerHeight`, rows follow. The viewport
/// shows `scrollOffset ..< scrollOffset + viewportHeight` of that content.
///
///     let list = ListState(rows: rows)
///     list.attach(DeselectionBehavior(transition: navigation.back, push: navigation.push))
///     list.setViewportHeight(600)
///     list.advance(to: now)
///     let rows = list.appearances(at: now)   // what to draw
///
/// State changes go through methods (`setRows`, `setViewportHeight`, `setSelection`,
/// `setEditing`, `scroll(to:)`…) or the behaviors; hosts read it. (Pointer input is
/// `ListScene.press(x:y:listWidth:at:)`, which sets `pressedRow`.)
///
/// - Complexity: `appearances(at:)` costs O(visible rows × behaviors + log n); it never walks all rows.
package final class ListState {
    /// The rows the list holds, in order: every row (a list built from its rows), or the window's
    /// rows from model position `windowed.window.lowerBound` on (a windowed list, `setWindowed`).
    package private(set) var rows: [Row]
    /// `rows`' own layout. In a windowed list its positions are relative to the window: read
    /// positions through the list (`index(of:)`, `id(at:)`, `top(of:)`, `visibleRange`…), which
    /// answer for both kinds.
    package private(set) var layout: RowLayout
    /// A windowed list's state (`setWindowed`): the model's count, the heights, the window's rows
    /// and the place of every row it can draw; `nil` for a list that holds every row.
    package private(set) var windowed: WindowedSnapshot?
    /// `windowed != nil`, kept apart: the frame loop of a list that holds every row checks this
    /// flag, not the snapshot (measured: reading the optional snapshot instead cost a frame a few per cent).
    package private(set) var isWindowed = false
    /// Whom a windowed list asks about the rows it has not read (the focus, a range or Select All
    /// reaching past its window: `WindowedListHost`); held weakly, the host owns the list.
    package weak var windowedHost: WindowedListHost?
    /// Counts the model changes a windowed list took (`setWindowed(_:deselected:isChange:)` from a
    /// committed `WindowedBatch`), not its window moves: a range kept by model position
    /// (`RangeSelection`) knows when its positions went stale.
    package private(set) var windowedChanges = 0
    /// Counts `setRows` calls: a behavior that keeps something derived from the layout (the
    /// reorder drag's dragged rows) knows when to derive it again.
    package private(set) var rowsGeneration = 0
    package internal(set) var selection: Set<RowID> = []
    /// Rows the user's input may not select or deselect (an app's `LiRow:selectable` false):
    /// taps, drag-select, Shift extension and Select All pass them by; the app's own calls do not.
    package internal(set) var unselectable: Set<RowID> = []
    /// Rows Up and Down pass over (an app's `LiRow:focusable` false).
    package internal(set) var unfocusable: Set<RowID> = []
    /// The section header rows, in row order (`ListScene.setSectionHeaders`): the one over a
    /// section scrolled under the top covers it there (`stuckHeaderInset(aboveRow:)`).
    package internal(set) var sectionHeaders: [RowID] = [] { didSet { sectionHeaderRowsCache = nil } }
    /// `sectionHeaderRows` as last worked out, and for which rows (`rowsGeneration`).
    var sectionHeaderRowsCache: (generation: Int, rows: [Int])?
    /// The row under a pointer press, drawn with pressed feedback until release.
    package internal(set) var pressedRow: RowID?
    package internal(set) var isEditing = false
    package internal(set) var viewportHeight: Double = 0 { didSet { clampScroll() } }
    package private(set) var scrollOffset: Double = 0
    /// Current (possibly animating) height of the list header. Header resize sets it every frame.
    package internal(set) var headerHeight: Double = 0 { didSet { clampScroll() } }
    /// The selected rows the last `setRows` that removed any took away: rows fading out after
    /// a delete in edit mode keep their check mark.
    package private(set) var departedSelection: Set<RowID> = []
    package private(set) var behaviors: [ListBehavior] = []

    /// Debug events (`--debug`): a name and fields. The host decides where they go.
    package var onEvent: ((String, [(String, EventValue)]) -> Void)?

    /// A list of `rows` (unique identities), nothing selected, scrolled to the top.
    /// - Complexity: O(n) expected (the layout hashes every identity once).
    package init(rows: [Row]) {
        self.rows = rows
        self.layout = RowLayout(rows: rows)
    }

    /// Adds `behavior`; it is stepped and asked to decorate rows from the next frame on
    /// (`ListBehavior.didAttach`).
    ///
    ///     list.attach(DragSelectBehavior())
    ///
    /// - Complexity: O(1) amortized, plus the behavior's `didAttach`.
    package func attach(_ behavior: ListBehavior) {
        behaviors.append(behavior)
        behavior.didAttach(to: self)
    }

    /// Removes `behavior` (by identity); it ends what it was doing (`ListBehavior.didDetach`).
    /// Safe mid-animation; detaching a behavior that is not attached does nothing.
    ///
    ///     list.detach(dragSelect)   // strip drags select nothing from now on
    ///
    /// - Complexity: O(behaviors), plus the behavior's `didDetach`.
    package func detach(_ behavior: ListBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behaviors.remove(at: index)
        behavior.didDetach(from: self)
    }

    /// True when `behavior` is attached.
    package func isAttached(_ behavior: ListBehavior) -> Bool { behaviors.contains { $0 === behavior } }

    /// The first attached behavior of a type.
    package func behavior<B: ListBehavior>(_ type: B.Type) -> B? {
        behaviors.lazy.compactMap { $0 as? B }.first
    }

    /// Reports a debug event to `onEvent` (nothing when no host listens).
    /// - Complexity: O(1) plus the host's handler.
    package func emit(_ name: String, _ fields: [(String, EventValue)] = []) {
        onEvent?(name, fields)
    }

    // MARK: Rows

    /// The number of rows (a windowed list: the model's items).
    package var count: Int { isWindowed ? windowed!.count : rows.count }
    /// The row with identity `id`, or `nil` when it is not in the list (a windowed list: when it
    /// is neither in the window nor in flight).
    /// - Complexity: O(1) expected.
    package func row(_ id: RowID) -> Row? {
        if isWindowed { return windowed!.row(id) }
        return layout.index(of: id).map { rows[$0] }
    }

    /// The position of the row with identity `id`; `nil` when the list has no place for it.
    /// - Complexity: O(1) expected.
    package func index(of id: RowID) -> Int? {
        if isWindowed { return windowed!.index(of: id) }
        return layout.index(of: id)
    }

    /// True when the list has a place for `id`.
    /// - Complexity: O(1) expected.
    package func contains(_ id: RowID) -> Bool { isWindowed ? windowed!.contains(id) : layout.contains(id) }

    /// The identity of the row at `index`; `nil` when a windowed list has not read that row
    /// (outside its window).
    /// - Complexity: O(1).
    package func id(at index: Int) -> RowID? {
        guard isWindowed, let windowed else { return layout.ids[index] }
        let window = windowed.window
        return window.contains(index) ? windowed.windowRows[index - window.lowerBound].id : nil
    }

    /// The height of the row at `index`.
    /// - Complexity: O(log n).
    package func height(at index: Int) -> Double { isWindowed ? windowed!.height(at: index) : layout.height(at: index) }

    /// The top of the row at `index` in the rows' coordinates (below the header).
    /// - Complexity: O(log n).
    package func top(of index: Int) -> Double { isWindowed ? windowed!.top(of: index) : layout.top(of: index) }

    /// The first row whose top is in the viewport, else the first cut by its top edge
    /// (`RowPlacement.firstFullyVisibleIndex`); `nil` when no row is shown.
    /// - Complexity: O(log n).
    package var firstFullyVisibleIndex: Int? {
        if isWindowed, let windowed {
            return windowed.firstFullyVisibleIndex(scrollOffset: scrollOffset, headerHeight: headerHeight,
                                                   viewportHeight: viewportHeight)
        }
        return layout.firstFullyVisibleIndex(scrollOffset: scrollOffset, headerHeight: headerHeight,
                                             viewportHeight: viewportHeight)
    }

    /// Replaces the rows (new order, content and heights). Selection keeps identities that remain.
    /// - Complexity: O(n).
    package func setRows(_ newRows: [Row]) {
        setRows(newRows, layout: RowLayout(rows: newRows))
    }

    /// `setRows` with a layout built beforehand, e.g. on a worker thread with the batch plan:
    /// building the layout of a million rows takes a few hundred milliseconds, too long for
    /// the main thread. `layout` must be `RowLayout(rows: newRows)`.
    /// - Complexity: O(selected rows), plus O(n) checks in debug builds.
    package func setRows(_ newRows: [Row], layout newLayout: RowLayout) {
        assert(newLayout.ids == newRows.map(\.id) && newLayout.heights == newRows.map(\.height),
               "the layout must be built from the rows")
        rows = newRows
        layout = newLayout.reading(newRows)   // not an older array of the same identities
        windowed = nil
        isWindowed = false
        rowsGeneration &+= 1
        let remaining = selection.filter { layout.contains($0) }
        let departed = selection.subtracting(remaining)
        if !departed.isEmpty { departedSelection = departed }
        if remaining != selection { selection = remaining }
        if let pressed = pressedRow, !layout.contains(pressed) { pressedRow = nil }
        clampScroll()
    }

    /// Makes this a windowed list in `state` (a `WindowedMirror`'s snapshot or a change's
    /// `WindowedBatch.new`): the window's rows, placed over the model's heights. The selection is
    /// the host's (its mirror tracks the selected rows, in the window or not): `deselected`, the
    /// selected rows that left the model, are dropped from it, and keep their check mark while
    /// they fade out.
    /// `isChange`: `state` follows a change of the model (a committed `WindowedBatch`), not a
    /// window move.
    /// - Complexity: O(window + deselected).
    package func setWindowed(_ state: WindowedSnapshot, deselected: [RowID] = [], isChange: Bool = false) {
        if isChange { windowedChanges &+= 1 }
        rows = state.windowRows
        layout = RowLayout(rows: state.windowRows)
        windowed = state
        isWindowed = true
        rowsGeneration &+= 1
        let departed = selection.intersection(deselected)
        if !departed.isEmpty {
            departedSelection = departed
            selection.subtract(departed)
        }
        if let pressed = pressedRow, !state.contains(pressed) { pressedRow = nil }
        clampScroll()
    }

    /// The list viewport's height (the host's list area was resized).
    package func setViewportHeight(_ height: Double) { viewportHeight = max(0, height) }

    /// Replaces the selection (a tap outside edit mode selects the row it opens; a delete
    /// restores the rows still there).
    /// - Complexity: O(k) expected for k identities.
    /// A windowed list takes `ids` as they are: its host's mirror tracks the selected rows, most
    /// of which it has no place for.
    package func setSelection(_ ids: Set<RowID>) { selection = !isWindowed ? ids.filter { layout.contains($0) } : ids }

    /// Reduced motion for every attached behavior (`ListBehavior.setReducesMotion`).
    package func setReducesMotion(_ reduced: Bool) {
        for behavior in behaviors { behavior.setReducesMotion(reduced) }
    }

    // MARK: Scrolling and geometry

    package var contentHeight: Double { headerHeight + (isWindowed ? windowed!.contentHeight : layout.contentHeight) }
    package var maxScrollOffset: Double { max(0, contentHeight - viewportHeight) }

    /// Scrolls to `offset`, clamped to the content. Returns the distance actually scrolled.
    /// - Complexity: O(1).
    @discardableResult
    package func scroll(to offset: Double) -> Double {
        let old = scrollOffset
        scrollOffset = min(max(0, offset), maxScrollOffset)
        return scrollOffset - old
    }

    private func clampScroll() { scroll(to: scrollOffset) }

    /// Top of row `index` in viewport coordinates (without layout animations).
    /// - Complexity: O(log n).
    package func viewportY(ofRowAt index: Int) -> Double {
        headerHeight + top(of: index) - scrollOffset
    }

    /// The row under viewport position `y`, or `nil` over the header or past the last row. A
    /// windowed list's section header shares its first item's slot: `nil` over it
    /// (`WindowedSnapshot.itemIndex(atY:)`).
    /// - Complexity: O(log n).
    package func rowIndex(atViewportY y: Double) -> Int? {
        let y = y + scrollOffset - headerHeight
        if isWindowed { return windowed!.itemIndex(atY: y) }
        return layout.index(atY: y)
    }

    /// Row indices that intersect the viewport.
    /// - Complexity: O(log n).
    package var visibleRange: Range<Int> {
        if isWindowed, let windowed {
            return windowed.visibleRange(scrollOffset: scrollOffset, headerHeight: headerHeight, viewportHeight: viewportHeight)
        }
        return layout.visibleRange(scrollOffset: scrollOffset, headerHeight: headerHeight, viewportHeight: viewportHeight)
    }

    // MARK: Frames

    /// True while any behavior still needs frames.
    package var needsFrames: Bool { behaviors.contains { $0.needsFrames } }

    /// Advances every behavior to `time` (auto-scroll, animations). Calling it again with the
    /// same time changes nothing.
    /// - Complexity: O(behaviors) plus what each behavior's `advance` costs.
    package func advance(to time: Double) {
        for behavior in behaviors { behavior.advance(to: time) }
    }

    /// `advance(to:)` then `appearances(at:)`: for tests and benchmarks that step a fake clock.
    /// A host advances once per tick and builds one `ListFrame` (`ListScene`).
    /// - Complexity: that of `advance(to:)` plus `appearances(at:)`.
    package func frame(at time: Double) -> [RowAppearance] {
        advance(to: time)
        return appearances(at: time)
    }

    /// How each row is drawn at `time`, in drawing order, without advancing anything: the
    /// visible rows decorated by every behavior, then the rows behaviors add (sliding away,
    /// fading out).
    ///
    /// - Complexity: O(visible rows × behaviors + log n).
    package func appearances(at time: Double) -> [RowAppearance] {
        if isWindowed { return windowedAppearances(at: time) }
        var result: [RowAppearance] = []
        let range = visibleRange
        result.reserveCapacity(range.count)
        for index in range {
            result.append(appearance(of: layout.ids[index], index: index, y: headerHeight + layout.top(of: index) - scrollOffset,
                                     height: layout.height(at: index), at: time))
        }
        for behavior in behaviors { behavior.finishFrame(&result, at: time) }
        return result
    }

    /// `appearances(at:)` of a windowed list: the rows it has read (the host keeps the window over
    /// the viewport), apart so that the loop of a list that holds every row stays as it was.
    private func windowedAppearances(at time: Double) -> [RowAppearance] {
        var result: [RowAppearance] = []
        for index in visibleRange {
            guard let id = id(at: index) else { continue }
            var y = viewportY(ofRowAt: index), height = height(at: index)
            if let header = windowed!.header(atSlot: index) {
                // A section's header at the top of its first item's slot, the item below it; each
                // drawn when it meets the viewport, as a row of its own.
                let headerHeight = header.row.height
                if y + headerHeight > 0 { result.append(appearance(of: header.id, index: index, y: y, height: headerHeight, at: time)) }
                y += headerHeight
                height = max(0, height - headerHeight)
                if y >= viewportHeight { continue }
            }
            result.append(appearance(of: id, index: index, y: y, height: height, at: time))
        }
        for behavior in behaviors { behavior.finishFrame(&result, at: time) }
        return result
    }

    /// How one row is drawn at `time` at viewport `y`: the one place a row's appearance is made,
    /// for rows of the list and rows leaving it (`index == -1`) alike — selection, pressed
    /// feedback, edit mode and check mark, then every behavior's decoration.
    ///
    ///     list.appearance(of: "row-3", index: 3, y: 120, height: 44, at: now).checked
    ///
    /// - Complexity: O(behaviors).
    package func appearance(of id: RowID, index: Int, y: Double, height: Double, at time: Double) -> RowAppearance {
        let selected = index >= 0 ? selection.contains(id) : departedSelection.contains(id)
        var row = RowAppearance(id: id, index: index, y: y, height: height, highlight: index >= 0 && selected ? 1 : 0)
        row.pressed = pressedRow == id ? 1 : 0
        row.showsCheckmark = isEditing
        row.editProgress = isEditing ? 1 : 0
        row.checked = selected
        row.isSelected = index >= 0 && selected
        for behavior in behaviors { behavior.decorate(&row, at: time) }
        return row
    }
}
