extension BatchAnimator {
    /// The batch that gives `rows` their heights from `metrics` and changes nothing else: no row
    /// is matched, moved or planned (the plan is `ChangePlan.inPlace`), the layout keeps its
    /// identities (`RowLayout.withHeights`), and the animation, like every batch's, looks only
    /// at the rows on screen. `nil` when every row already has its height. Pure and `Sendable`:
    /// run it on a worker for long lists, then `commit(_:at:)` on the main thread.
    ///
    ///     if let batch = BatchAnimator.prepareHeights(of: list.rows, layout: list.layout, metrics: m) {
    ///         animator.commit(batch, at: now)
    ///     }
    ///
    /// - Complexity: O(n) style look-ups and one height index (no text is made for generated
    ///   rows, nothing is hashed); the frames that animate it are O(visible rows).
    package static func prepareHeights(of rows: [Row], layout: RowLayout, metrics: RowMetrics) -> PreparedBatch? {
        precondition(rows.count == layout.count, "the layout of the rows")
        var newRows = rows
        var changed = false
        var heights = [Double](repeating: 0, count: rows.count)
        for index in rows.indices {
            let height = metrics.height(of: RowMetrics.Style(of: rows[index]))
            heights[index] = height
            if height != rows[index].height {
                newRows[index].height = height
                changed = true
            }
        }
        guard changed else { return nil }
        return PreparedBatch(oldRows: rows, newRows: newRows, newLayout: layout.withHeights(heights).reading(newRows),
                             plan: .inPlace(count: rows.count))
    }
}
