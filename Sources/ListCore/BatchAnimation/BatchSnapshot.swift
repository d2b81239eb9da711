/// One state of a list that holds every row, which a batch animation starts from or heads to
/// (`BatchState` over a `RowLayout`): the rows in display order and their layout. Both are
/// copy-on-write values, so keeping a snapshot of a list with a million rows costs no copy.
///
///     let before = BatchSnapshot(rows: list.rows, layout: list.layout)
///     before.span(of: "row-7")   // RowSpan(top: 392, height: 56)
///
/// - Complexity: lookups by identity are O(log n) (one hash lookup plus a prefix sum).
struct BatchSnapshot: BatchState {
    let rows: [Row]
    let layout: RowLayout
    /// Added to every position: when the scroll offset followed an anchor (`ScrollAnchoring`),
    /// the states a running animation started from move with the content, so rows on screen stay
    /// where they are drawn.
    var shift: Double = 0

    init(rows: [Row], layout: RowLayout) {
        self.rows = rows
        self.layout = layout
    }

    /// A snapshot of what `list` shows now (no copy).
    init(of list: ListState) {
        self.init(rows: list.rows, layout: list.layout)
    }

    var placement: RowLayout { layout }

    // The chain's per-row queries, read from `layout` in place (`BatchState`'s defaults go
    // through `placement`, which copies the layout on every call: 3 % of a frame).

    func contains(_ id: RowID) -> Bool { layout.contains(id) }

    func row(_ id: RowID) -> Row? { layout.index(of: id).map { rows[$0] } }

    func span(of id: RowID) -> RowSpan? {
        layout.index(of: id).map { RowSpan(top: layout.top(of: $0) + shift, height: layout.height(at: $0)) }
    }

    func ids(inWindowTop windowTop: Double, height windowHeight: Double) -> Slice<RowIDs> {
        layout.ids[layout.visibleRange(offset: windowTop - shift, viewportHeight: windowHeight)]
    }

    var inconsistency: String? {
        rows.count == layout.count ? nil : "\(rows.count) rows and \(layout.count) in its layout"
    }

    /// True when `rows` is this snapshot's row array itself (same storage), not merely equal.
    /// This is how the animator notices, in O(1), that someone replaced the list's rows.
    func hasSameStorage(as other: [Row]) -> Bool {
        Self.sameStorage(rows, other)
    }

    /// True when both arrays share one storage (or are both empty). O(1).
    static func sameStorage(_ a: [Row], _ b: [Row]) -> Bool {
        guard a.count == b.count else { return false }
        if a.isEmpty { return true }
        let first = a.withUnsafeBufferPointer { $0.baseAddress }
        let second = b.withUnsafeBufferPointer { $0.baseAddress }
        return first == second
    }
}
