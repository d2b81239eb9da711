/// One state of a windowed list that a batch animates from or to: the model's count, its heights,
/// the window's rows, and the place of every row this state knows (the window's rows, rows in
/// flight, and rows arriving from a known place). What `BatchSnapshot` is for a list that holds
/// every row, held in O(window + rows in flight): a row the snapshot does not know is one the
/// state has no place for (it fades, as an insertion or deletion does).
///
///     let batch = try mirror.apply(position: 0, removed: n, added: n, key: keyAt, content: read)
///     batch.old.top(of: id)   // where the row was drawn
///     batch.new.top(of: id)   // where it goes
///
/// - Complexity: storage O(rows known); look-ups O(1) expected plus the heights' O(log m).
package struct WindowedSnapshot: BatchState, RowPlacement {
    /// The number of items in the model at this state.
    package let count: Int
    /// The rows' heights at this state.
    package let heights: WindowHeights
    /// The model positions read at this state, and their rows in order.
    package let window: Range<Int>
    package let windowRows: [Row]
    /// Every row this state has a place for (model position), with its row when known.
    let places: [RowID: Int]
    let rowsOutsideWindow: [RowID: Row]
    /// How far the scroll offset moved since this state (`BatchState`).
    package var shift: Double = 0
    /// With sections (`withSectionHeaders(_:)`): each header row this state places, drawn at the
    /// top of its section's first item's slot (the heights count the header in that slot), and
    /// the header at each such slot. Empty without sections.
    var headers: [RowID: WindowedHeaderRows.Header] = [:]
    var headerAtSlot: [Int: RowID] = [:]

    init(count: Int, heights: WindowHeights, window: Range<Int>, windowRows: [Row], places: [RowID: Int],
         rowsOutsideWindow: [RowID: Row]) {
        self.count = count
        self.heights = heights
        self.window = window
        self.windowRows = windowRows
        self.places = places
        self.rowsOutsideWindow = rowsOutsideWindow
    }

    /// The identities this state places, in no order.
    package var ids: Dictionary<RowID, Int>.Keys { places.keys }

    /// The model position of `id` at this state; `nil` when the state has no place for it.
    package func index(of id: RowID) -> Int? { places[id] }

    package func contains(_ id: RowID) -> Bool { places[id] != nil || isSectionHeader(id) }

    /// The top of `id`'s row at this state (layout coordinates, not shifted).
    package func top(of id: RowID) -> Double? { span(of: id).map { $0.top - shift } }

    /// Where `id`'s row sits at this state, shifted (`BatchState`): its slot, or with sections the
    /// top of its slot for a header and the rest of the slot below it for its section's first item.
    func span(of id: RowID) -> RowSpan? {
        if let header = headers.isEmpty ? nil : headers[id] {
            return RowSpan(top: heights.top(of: header.section.start) + shift, height: header.row.height)
        }
        guard let position = places[id] else { return nil }
        let top = heights.top(of: position) + shift, height = heights.height(at: position)
        guard let header = header(atSlot: position) else { return RowSpan(top: top, height: height) }
        return RowSpan(top: top + header.row.height, height: max(0, height - header.row.height))
    }

    /// The row of `id`, when this state holds it (window rows and rows in flight).
    package func row(_ id: RowID) -> Row? {
        if let header = headers.isEmpty ? nil : headers[id] { return header.row }
        if let index = places[id], window.contains(index), windowRows[index - window.lowerBound].id == id {
            return windowRows[index - window.lowerBound]
        }
        return rowsOutsideWindow[id]
    }

    /// This state with the places and rows `other`, a description of the same model state, has
    /// and this one lacks: a chain's current state learning the rows a change brought into the
    /// window from a known place (`WindowedBatch.old`). Its own heights and shift are kept.
    ///
    /// - Complexity: O(rows both know).
    func learning(_ other: WindowedSnapshot) -> WindowedSnapshot {
        precondition(other.count == count, "two states of one model have one count")
        var places = places, outside = rowsOutsideWindow
        for (id, position) in other.places {
            if places[id] == nil { places[id] = position }
            if places[id] == position, row(id) == nil, let row = other.row(id) { outside[id] = row }
        }
        var learned = WindowedSnapshot(count: count, heights: heights, window: window, windowRows: windowRows,
                                       places: places, rowsOutsideWindow: outside)
        learned.shift = shift
        learned.headers = headers
        learned.headerAtSlot = headerAtSlot
        for (id, header) in other.headers where learned.headers[id] == nil && learned.headerAtSlot[header.section.start] == nil {
            learned.headers[id] = header
            learned.headerAtSlot[header.section.start] = id
        }
        return learned
    }

    // MARK: RowPlacement: positions read from the heights, identities from the places

    package var placement: WindowedSnapshot { self }
    package var contentHeight: Double { heights.total }
    package func height(at index: Int) -> Double { heights.height(at: index) }
    package func top(of index: Int) -> Double { heights.top(of: index) }
    package func index(atY y: Double) -> Int? { heights.index(containing: y) }

    package func visibleRange(offset: Double, viewportHeight: Double) -> Range<Int> {
        heights.visibleRange(offset: offset, viewportHeight: viewportHeight)
    }

    /// The identities this state places at the positions in `range`, in position order.
    ///
    /// - Complexity: O(rows known), plus sorting those in `range`.
    package func ids(in range: Range<Int>) -> [RowID] {
        let items = places.filter { range.contains($0.value) }.sorted { $0.value < $1.value }.map(\.key)
        guard !headers.isEmpty else { return items }
        // Each header before the items of its slot.
        var ids: [RowID] = []
        ids.reserveCapacity(items.count + headers.count)
        for id in items {
            if let position = places[id], let header = header(atSlot: position), ids.last != header.id { ids.append(header.id) }
            ids.append(id)
        }
        for header in headers.values where range.contains(header.section.start) && !ids.contains(header.id) {
            let at = ids.firstIndex { places[$0].map { $0 >= header.section.start } ?? false } ?? ids.count
            ids.insert(header.id, at: at)
        }
        return ids
    }

    package var inconsistency: String? {
        windowRows.count == window.count ? nil : "\(windowRows.count) rows in a window of \(window.count)"
    }
}
