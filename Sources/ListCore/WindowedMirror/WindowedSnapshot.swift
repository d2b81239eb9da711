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
package struct WindowedSnapshot: Sendable {
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

    package func contains(_ id: RowID) -> Bool { places[id] != nil }

    /// The top of `id`'s row at this state (layout coordinates).
    package func top(of id: RowID) -> Double? { places[id].map { heights.top(of: $0) } }

    /// The row of `id`, when this state holds it (window rows and rows in flight).
    package func row(_ id: RowID) -> Row? {
        if let index = places[id], window.contains(index), windowRows[index - window.lowerBound].id == id {
            return windowRows[index - window.lowerBound]
        }
        return rowsOutsideWindow[id]
    }

    /// The identities this state places on rows that intersect `[windowTop, windowTop + height)`
    /// (layout coordinates), as `BatchSnapshot.ids(inWindowTop:height:)`: the rows an animation
    /// may draw there.
    ///
    /// - Complexity: O(rows known) plus the heights' look-up.
    package func ids(inWindowTop windowTop: Double, height: Double) -> [RowID] {
        let visible = heights.visibleRange(offset: windowTop, viewportHeight: height)
        return places.filter { visible.contains($0.value) }.sorted { $0.value < $1.value }.map(\.key)
    }

    /// The span of `id`'s row at this state.
    func span(of id: RowID) -> RowSpan? {
        places[id].map { RowSpan(top: heights.top(of: $0), height: heights.height(at: $0)) }
    }
}
