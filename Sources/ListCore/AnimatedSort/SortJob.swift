/// The work of one animated sort that may run off the main thread: sorting a snapshot of the
/// rows (`RowSorter`) and planning the batch to the sorted order (`BatchAnimator.prepare`).
/// Made on the main thread by `AnimatedSort.job(by:)`; `run()` is pure and runs anywhere.
///
///     let job = sort.job(by: SortDescriptor(column: 2))!      // main thread, no copy
///     Thread.detachNewThread {
///         let prepared = job.run()                             // sort + plan
///         mainLoop.post { sort.commit(prepared, at: now) }
///     }
///
/// - Complexity: `run()` is O(text length + n log n) for the sort plus O(n log n) for the plan from the
///   permutation (`ChangePlanner.plan(permutation:new:)`) and O(n) for the new layout.
public struct SortJob: Sendable {
    public let descriptor: SortDescriptor
    let rows: [Row]
    /// The layout of `rows`, reordered for the new order without hashing an identity.
    let layout: RowLayout
    let numeric: Bool

    init(descriptor: SortDescriptor, rows: [Row], layout: RowLayout, numeric: Bool) {
        self.descriptor = descriptor
        self.rows = rows
        self.layout = layout
        self.numeric = numeric
    }

    /// Sorts and plans. A list already in this order gives a batch that changes nothing.
    public func run() -> PreparedSort {
        let order = RowSorter.order(of: rows, by: descriptor, numeric: numeric)
        if order.elementsEqual(rows.indices) {
            let batch = PreparedBatch(oldRows: rows, newRows: rows, plan: .unchanged(count: rows.count),
                                      isNoChange: true)
            return PreparedSort(descriptor: descriptor, batch: batch)
        }
        let sorted = order.map { rows[$0] }
        // The sort knows where every row came from: plan from the permutation, no identity hashing.
        let plan = ChangePlanner.plan(permutation: order, new: sorted)
        let batch = PreparedBatch(oldRows: rows, newRows: sorted, newLayout: layout.reordered(by: order), plan: plan)
        return PreparedSort(descriptor: descriptor, batch: batch)
    }
}
