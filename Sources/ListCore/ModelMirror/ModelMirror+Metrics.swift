extension ModelMirror {
    /// Gives every row its height from `metrics` (the host's measured fonts), as the scene's
    /// re-measure gives its rows theirs, so the next batch starts from the rows the scene holds.
    ///
    ///     mirror.measure(with: scene.rowMetrics!)   // after the scene re-measured its rows
    ///
    /// - Complexity: O(n) style look-ups, plus O(n) for the layout when a height changed.
    package mutating func measure(with metrics: RowMetrics) {
        let before = rows.map(\.height)
        metrics.measure(&rows)
        let heights = rows.map(\.height)
        if heights != before { layout = layout.withHeights(heights) }
        layout = layout.reading(rows)   // the rows measured: a copy, when the layout shared them
    }
}
