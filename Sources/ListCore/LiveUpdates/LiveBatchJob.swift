/// The work of one live update for a long list, runnable on any thread: the new order (new
/// items, then the bumped items on top, then every other row but the removed ones) and its
/// batch plan.
///
///     live.scheduler = scheduler   // a long list's jobs run on the scheduler's executor
///     live.bump(["row-9"], at: now)   // made on the main thread, `run()` on the worker
///
/// - Complexity: `run()` is O(n) for the new order plus `BatchAnimator.prepare`.
package struct LiveBatchJob: Sendable {
    let rows: [Row]
    let top: [Row]
    let bumped: Set<RowID>
    var inserted: [Row] = []
    var removed: Set<RowID> = []

    package func run() -> PreparedBatch {
        var newRows = inserted + top
        newRows.reserveCapacity(rows.count + inserted.count)
        newRows.append(contentsOf: rows.lazy.filter { !bumped.contains($0.id) && !removed.contains($0.id) })
        return BatchAnimator.prepare(old: rows, new: newRows)
    }
}
