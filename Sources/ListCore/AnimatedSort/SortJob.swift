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
/// A job without a descriptor restores the original order (`original`: the ids in the order the
/// list had before its first sort); rows it does not know keep their order after the others.
///
/// - Complexity: `run()` is O(text length + n log n) for the sort plus O(n log n) for the plan from the
///   permutation (`ChangePlanner.plan(permutation:new:)`) and O(n) for the new layout.
public struct SortJob: Sendable {
    /// The key sorted by; `nil` for the original order.
    public let descriptor: SortDescriptor?
    let rows: [Row]
    /// The layout of `rows`, reordered for the new order without hashing an identity (`nil`: the
    /// new layout is built from the sorted rows).
    let layout: RowLayout?
    let numeric: Bool
    let notation: NumberNotation
    let original: [RowID]

    init(descriptor: SortDescriptor?, rows: [Row], layout: RowLayout?, numeric: Bool,
         notation: NumberNotation = .plain, original: [RowID] = []) {
        self.descriptor = descriptor
        self.rows = rows
        self.layout = layout
        self.numeric = numeric
        self.notation = notation
        self.original = original
    }

    /// Sorts and plans. A list already in this order gives a batch that changes nothing.
    public func run() -> PreparedSort {
        let order = self.order()
        if order.elementsEqual(rows.indices) {
            let batch = PreparedBatch(oldRows: rows, newRows: rows, plan: .unchanged(count: rows.count),
                                      isNoChange: true)
            return PreparedSort(descriptor: descriptor, batch: batch)
        }
        let sorted = order.map { rows[$0] }
        // The sort knows where every row came from: plan from the permutation, no identity hashing,
        // and only the count of rows that move is kept.
        let plan = ChangePlanner.reorder(permutation: order)
        let batch = if let layout {
            PreparedBatch(oldRows: rows, newRows: sorted, newLayout: layout.reordered(by: order), plan: plan)
        } else {
            PreparedBatch(oldRows: rows, newRows: sorted, plan: plan, isNoChange: false)
        }
        return PreparedSort(descriptor: descriptor, batch: batch)
    }

    /// The same sort of other rows.
    func with(rows: [Row]) -> SortJob {
        SortJob(descriptor: descriptor, rows: rows, layout: nil, numeric: numeric, notation: notation, original: original)
    }

    /// The rows sorted, without a plan (a search's hidden rows follow a sort made while filtered).
    public func sortedRows() -> [Row] {
        let order = self.order()
        return order.elementsEqual(rows.indices) ? rows : order.map { rows[$0] }
    }

    private func order() -> [Int] {
        if let descriptor { return RowSorter.order(of: rows, by: descriptor, numeric: numeric, notation: notation) }
        var rank = [RowID: Int](minimumCapacity: original.count)
        for (index, id) in original.enumerated() { rank[id] = index }
        return rows.indices.sorted { (rank[rows[$0].id] ?? Int.max, $0) < (rank[rows[$1].id] ?? Int.max, $1) }
    }
}
