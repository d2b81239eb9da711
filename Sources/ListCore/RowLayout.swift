/// Where every row sits: stable identities in display order with exact heights.
///
/// Positions are in content coordinates (0 is the top of the first row). The list header is
/// not part of the layout; `ListState` adds its `headerHeight` when it maps rows to the viewport.
///
///     var layout = RowLayout(ids: ["a", "b", "c"], heights: [40, 60, 50])
///     layout.top(of: 2)                     // 100
///     layout.index(atY: 45)                 // 1
///     layout.visibleRange(offset: 30, viewportHeight: 40) // 0..<2
///
/// - Complexity: lookups by index or y are O(log n); lookup by identity is O(1);
///   replacing the order is O(n).
public struct RowLayout: Sendable, RowPlacement {
    /// The rows' identities in display order: read from the rows a layout was built from
    /// (`init(rows:)`), kept when it was built from identities (`RowIDs`).
    package internal(set) var ids: RowIDs
    // Internal, not private: `RowLayout+Reorder.swift` reuses them.
    var heightIndex: HeightIndex
    var positions: IdentityIndex<RowID>

    /// A layout of `ids` (unique) with one height each.
    /// - Complexity: O(n) expected (every identity is hashed once).
    package init(ids: [RowID], heights: [Double]) {
        self.init(ids: RowIDs(ids), heights: heights)
    }

    /// The layout of `rows`: their identities, read from the rows (not kept again), and heights.
    /// - Complexity: O(n) expected: every identity is read and hashed once, in parts (one a
    ///   processor) from `IdentityIndex.elementsInParts` rows (reading the identity of a row of
    ///   a loaded file makes its string).
    public init(rows: [Row]) {
        self.init(ids: RowIDs(rows: rows), heights: rows.map(\.height))
    }

    init(ids: RowIDs, heights: [Double]) {
        precondition(ids.count == heights.count, "one height per row")
        self.ids = ids
        self.heightIndex = HeightIndex(heights)
        guard let positions = IdentityIndex(ids) else { preconditionFailure("row identities must be unique") }
        self.positions = positions
        _checkInvariants()
    }

    /// The same layout, its identities read from `rows` when they are read from rows: `rows` have
    /// the layout's identities in its order (new heights or content, e.g. a font change's).
    /// - Complexity: O(1).
    func reading(_ rows: [Row]) -> RowLayout {
        var layout = self
        layout.ids = ids.reading(rows)
        return layout
    }

    package var count: Int { ids.count }
    package var isEmpty: Bool { ids.isEmpty }
    package var contentHeight: Double { heightIndex.total }
    package var heights: [Double] { heightIndex.heights }

    /// The index of the row with identity `id`, or `nil` when it is not in the list.
    /// - Complexity: O(1) expected.
    package func index(of id: RowID) -> Int? { positions.index(of: id, in: ids) }
    /// True when a row with identity `id` is in the list. - Complexity: O(1) expected.
    package func contains(_ id: RowID) -> Bool { index(of: id) != nil }
    /// The height of row `index`. - Complexity: O(1).
    package func height(at index: Int) -> Double { heightIndex.height(at: index) }

    /// Top of row `index` in content coordinates. `top(of: count)` is the content height.
    /// - Complexity: O(log n).
    package func top(of index: Int) -> Double { heightIndex.offset(of: index) }

    /// Top of the row with identity `id`, or `nil` when it is not in the list.
    /// - Complexity: O(log n) (O(1) expected for the lookup).
    package func top(of id: RowID) -> Double? { index(of: id).map { top(of: $0) } }

    /// The row at content position `y`, or `nil` above the first and below the last row.
    /// - Complexity: O(log n).
    package func index(atY y: Double) -> Int? { heightIndex.index(containing: y) }

    /// The rows that intersect `[offset, offset + viewportHeight)`.
    /// - Complexity: O(log n).
    package func visibleRange(offset: Double, viewportHeight: Double) -> Range<Int> {
        guard !ids.isEmpty, viewportHeight > 0 else { return 0..<0 }
        let top = max(0, offset)
        let bottom = offset + viewportHeight
        guard top < contentHeight, bottom > 0 else { return 0..<0 }
        let first = index(atY: top) ?? 0
        // Rows that start above the bottom edge; at least `first + 1`, since `first` starts at or
        // above `top`. (Subtracting an epsilon from `bottom` instead breaks down once content is
        // taller than about 2^24 points or the viewport thinner than the epsilon.)
        let end = heightIndex.countOfRows(startingAbove: min(bottom, contentHeight))
        return first..<max(end, first + 1)
    }

    /// The identities at the positions in `range`, in order (`RowPlacement`). - Complexity: O(1).
    package func ids(in range: Range<Int>) -> Slice<RowIDs> { ids[range] }

    /// Changes one row's height. - Complexity: O(log n).
    package mutating func setHeight(_ height: Double, of id: RowID) {
        guard let index = index(of: id) else { return }
        heightIndex.setHeight(height, at: index)
    }

    /// Replaces the order and heights at once (after a sort, a batch update or a delete).
    /// - Complexity: O(n).
    package mutating func replace(ids: [RowID], heights: [Double]) {
        self = RowLayout(ids: ids, heights: heights)
    }
}
