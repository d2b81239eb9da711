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

extension ModelMirror {
    /// Takes `rows` and their `layout` as its own when they are its rows measured with
    /// `metrics`: the scene's, once its re-measure landed (`ListScene.setRowMetrics`). The
    /// mirror and the scene then share one row array (and one layout) instead of the mirror
    /// keeping a copy at the old heights, 32 bytes a row. Every later change hands its new rows
    /// to the scene (`PreparedBatch.newRows`), so they keep sharing.
    ///
    ///     scene.setRowMetrics(metrics, at: now)            // the scene's rows: a new array
    ///     mirror.adopt(scene.rows, layout: scene.layout, measuredWith: metrics)   // true: shared
    ///
    /// False, and nothing changed, when `rows` are not exactly the mirror's rows at those heights
    /// (the re-measure has not landed yet, or the scene shows a change the mirror has not made):
    /// then `measure(with:)` gives the mirror its own. With `metrics == nil`, the rows must equal
    /// the mirror's as they are (heights too): a scene that kept its own equal array (a batch
    /// that changed nothing, `PreparedBatch.isNoChange`) and the mirror then share it.
    ///
    /// - Complexity: O(n) style look-ups and row compares (a row read from an object compares
    ///   its handle, nothing read); nothing allocated.
    @discardableResult
    package mutating func adopt(_ rows: [Row], layout: RowLayout, measuredWith metrics: RowMetrics?) -> Bool {
        guard rows.count == self.rows.count, layout.count == rows.count else { return false }
        if BatchSnapshot.sameStorage(rows, self.rows) {
            // Already shared: adopted if every row already has its height.
            guard let metrics else { return true }
            guard rows.allSatisfy({ $0.height == metrics.height(of: RowMetrics.Style(of: $0)) }) else { return false }
        } else {
            let own = self.rows
            for index in rows.indices {
                var row = own[index]
                if let metrics { row.height = metrics.height(of: RowMetrics.Style(of: row)) }
                guard row == rows[index] else { return false }
            }
        }
        self.rows = rows
        self.layout = layout
        _checkInvariants()
        return true
    }
}

extension ModelMirror {
    /// True when `other` is the mirror's own row array (one storage, not a copy): the scene's
    /// rows after `adopt` or a committed batch.
    ///
    /// - Complexity: O(1).
    package func sharesRows(with other: [Row]) -> Bool { BatchSnapshot.sameStorage(rows, other) }
}
