/// The row a batch keeps in place, chosen before the batch lands: the first fully visible row
/// that the batch neither deletes nor moves (a row the plan moves is a change itself; the next
/// visible row is taken instead). Identity, not index: where the row goes in the new layout, the
/// scroll offset follows.
///
///     let anchor = ScrollAnchor(list: list, batch: prepared)   // before `setRows`
///     list.setRows(prepared.newRows, layout: prepared.newLayout)
///     list.scroll(to: anchor!.offset)                          // the row is where it was
///
/// Also finds the rows that arrive above the anchor (inserted there, or moved there from at or
/// below it): the "N new" a reader scrolled away from the top has not seen.
///
/// - Complexity: O(visible rows) identity lookups to choose the row, plus O(inserted + moved
///   rows) to find the arrivals; never O(n).
package struct ScrollAnchor: Equatable, Sendable {
    /// The anchored row.
    package var id: RowID
    /// The scroll offset before the batch.
    package var oldOffset: Double
    /// The scroll offset that keeps `id` at its on-screen y after the batch (before clamping).
    package var offset: Double
    /// Rows that arrive above the anchor in this batch, in new display order.
    package var arrivals: [RowID]

    /// The anchor for `batch` in `list` as it is now (the rows `batch` was prepared from); `nil`
    /// when no visible row survives the batch in place or the list shows no rows.
    ///
    /// - Complexity: O(visible rows + inserted + moved rows) lookups, O(log n) each.
    package init?(list: ListState, batch: PreparedBatch) {
        let old = list.layout, new = batch.newLayout, plan = batch.plan
        let rowsTop = list.scrollOffset - list.headerHeight
        let range = list.visibleRange
        guard !range.isEmpty, new.count == plan.newCount else { return nil }
        // Fully visible rows first, then a row cut by an edge (a row taller than the viewport).
        let isFull = { (index: Int) in old.top(of: index) >= rowsTop - 1e-9 }
        var chosen: (id: RowID, old: Int, new: Int)?
        for index in range.filter(isFull) + range.filter({ !isFull($0) }) {
            let id = old.ids[index]
            guard let newIndex = new.index(of: id), !plan.isMoved(at: newIndex) else { continue }
            chosen = (id, index, newIndex)
            break
        }
        guard let chosen else { return nil }
        id = chosen.id
        oldOffset = list.scrollOffset
        offset = list.scrollOffset + new.top(of: chosen.new) - old.top(of: chosen.old)
        var arrivals: [(Int, RowID)] = plan.insertions.filter { $0.newIndex < chosen.new }.map { ($0.newIndex, $0.id) }
        arrivals += plan.moves.filter { $0.to < chosen.new && $0.from > chosen.old }.map { ($0.to, $0.id) }
        self.arrivals = arrivals.sorted { $0.0 < $1.0 }.map(\.1)
    }

    /// The first row whose top is in the viewport (the header may be above it), else the first
    /// row cut by the top edge; `nil` when no row is shown. What a reader is reading.
    ///
    ///     ScrollAnchor.firstFullyVisibleRow(in: list)   // "row-19"
    ///
    /// - Complexity: O(log n).
    package static func firstFullyVisibleRow(in list: ListState) -> RowID? {
        firstFullyVisibleIndex(in: list).flatMap(list.id(at:))
    }

    /// The index of `firstFullyVisibleRow(in:)`. - Complexity: O(log n).
    static func firstFullyVisibleIndex(in list: ListState) -> Int? {
        list.firstFullyVisibleIndex
    }
}
