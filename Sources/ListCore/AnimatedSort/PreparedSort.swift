/// A sort that is ready to animate: the descriptor and the planned batch to the sorted order.
/// Made by `SortJob.run()`, applied by `AnimatedSort.commit(_:at:animated:)`.
///
///     let prepared = job.run()
///     prepared.batch.plan.movedCount   // how many rows leave their relative order
///
/// - Complexity: O(1) to pass around (the rows are shared, not copied).
package struct PreparedSort: Sendable {
    package let descriptor: SortDescriptor?
    package let batch: PreparedBatch
    /// The original order's ranks of the batch's new rows, when the job had them for its rows.
    let ranks: OriginalRanks?
    /// Whether the sorted column's ranks gave the order (`ColumnRanks`), not its keys.
    package let byColumnRanks: Bool

    init(descriptor: SortDescriptor?, batch: PreparedBatch, ranks: OriginalRanks? = nil, byColumnRanks: Bool = false) {
        self.descriptor = descriptor
        self.batch = batch
        self.ranks = ranks
        self.byColumnRanks = byColumnRanks
    }
}
