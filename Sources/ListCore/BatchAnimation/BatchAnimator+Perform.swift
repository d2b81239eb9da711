extension BatchAnimator {
    /// Applies an explicit batch (insert, delete, move, reload by index or identity) and
    /// animates it from `time`. The whole batch is validated first: on error the typed
    /// `BatchUpdateError` says what is wrong, and neither the list nor a running animation
    /// changes.
    ///
    ///     var batch = BatchUpdate()
    ///     batch.move("c", to: 0)
    ///     batch.reload(Row(id: "c", fields: ["C, changed"]))   // one slide + one crossfade
    ///     try animator.perform(batch, at: now)
    ///
    /// - Complexity: O(n + k log k) for n rows and k operations (`BatchUpdate.applied(to:)`),
    ///   plus `ListState.setRows`.
    package func perform(_ batch: BatchUpdate, at time: Double, animated: Bool = true) throws(BatchUpdateError) {
        guard let list else { return }
        let old = list.rows
        let (rows, plan) = try batch.applied(to: old)
        let isNoChange = plan.isEmpty && rows == old
        commit(PreparedBatch(oldRows: old, newRows: rows, plan: plan, isNoChange: isNoChange),
               at: time, animated: animated)
    }
}
