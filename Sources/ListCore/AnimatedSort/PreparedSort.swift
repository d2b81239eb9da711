/// A sort that is ready to animate: the descriptor and the planned batch to the sorted order.
/// Made by `SortJob.run()`, applied by `AnimatedSort.commit(_:at:animated:)`.
///
///     let prepared = job.run()
///     prepared.batch.plan.movedCount   // how many rows leave their relative order
///
/// - Complexity: O(1) to pass around (the rows are shared, not copied).
public struct PreparedSort: Sendable {
    public let descriptor: SortDescriptor?
    public let batch: PreparedBatch
    /// The original order's ranks of the batch's new rows, when the job had them for its rows.
    let ranks: OriginalRanks?

    init(descriptor: SortDescriptor?, batch: PreparedBatch, ranks: OriginalRanks? = nil) {
        self.descriptor = descriptor
        self.batch = batch
        self.ranks = ranks
    }
}
