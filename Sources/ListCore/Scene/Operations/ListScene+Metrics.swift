extension ListScene {
    /// Gives every row its height from `metrics` (the host measured the font: at startup, and
    /// when the font or the text scale changed). The rows re-lay out animated from where they
    /// are, like a batch update (`animated: false` at startup, or with reduced motion: at once);
    /// long lists are re-measured on the executor. The same metrics again change nothing.
    ///
    ///     scene.setRowMetrics(RowMetrics(padding: 16, titleLine: 25, subtitleLine: 22,
    ///                                    descriptionLine: 22), at: now)
    ///
    /// - Complexity: O(n) style look-ups on the executor for long lists (no batch plan, no text
    ///   made: `BatchAnimator.prepareHeights`), O(visible rows) per animated frame.
    public func setRowMetrics(_ metrics: RowMetrics, at time: Double, animated: Bool = true,
                              done: @escaping () -> Void = {}) {
        guard metrics != rowMetrics else { return }
        rowMetrics = metrics
        remeasureRows(at: time, animated: animated, done: done)
    }

    /// Gives the current rows their heights from the metrics already set: for rows that arrived
    /// after the font was measured (generated rows and large files load on the worker). Nothing
    /// happens before `setRowMetrics`.
    ///
    /// - Complexity: as `setRowMetrics`.
    public func remeasureRows(at time: Double, animated: Bool = false, done: @escaping () -> Void = {}) {
        // A windowed list's heights are its host's (`WindowedMirror.setUniformHeight`, `measure`).
        guard let metrics = rowMetrics, !list.isWindowed else { return done() }
        let job = BackgroundScheduler.Job<PreparedBatch?>(kind: "metrics", priority: .housekeeping, prepare: { [weak self] in
            guard let self else { return nil }
            let rows = list.rows, layout = list.layout
            return { BatchAnimator.prepareHeights(of: rows, layout: layout, metrics: metrics) }
        }, commit: { [weak self] batch, time in
            guard let batch, self?.list.isWindowed == false else { return true }   // every height was right
            return self?.animator.commit(batch, at: time, animated: animated) ?? true
        }, done: done)
        scheduler.submit(job, rowCount: list.count, at: time)
    }
}
