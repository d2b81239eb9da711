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
package struct SortJob: Sendable {
    /// The key sorted by; `nil` for the original order.
    package let descriptor: SortDescriptor?
    let rows: [Row]
    /// The layout of `rows`, reordered for the new order without hashing an identity (`nil`: the
    /// new layout is built from the sorted rows).
    let layout: RowLayout?
    let numeric: Bool
    let notation: NumberNotation
    let original: RowIDs
    /// Where each of `rows` stands in the original order, when known (`OriginalRanks`).
    let ranks: OriginalRanks?
    /// The sorted column's ranks, when made (`ColumnRanks`): the order without building keys,
    /// when they cover every row.
    let columnRanks: ColumnRanks?

    init(descriptor: SortDescriptor?, rows: [Row], layout: RowLayout?, numeric: Bool,
         notation: NumberNotation = .plain, original: RowIDs = [], ranks: OriginalRanks? = nil,
         columnRanks: ColumnRanks? = nil) {
        precondition(columnRanks == nil || columnRanks?.column == descriptor?.column, "the sorted column's ranks")
        precondition(ranks?.apply(to: rows) ?? true, "the ranks of these rows")
        self.descriptor = descriptor
        self.rows = rows
        self.layout = layout
        self.numeric = numeric
        self.notation = notation
        self.original = original
        self.ranks = ranks
        self.columnRanks = columnRanks
    }

    /// Sorts and plans. A list already in this order gives a batch that changes nothing.
    package func run() -> PreparedSort {
        let (order, byColumnRanks) = self.order()
        if order.elementsEqual(rows.indices) {
            return PreparedSort(descriptor: descriptor, batch: .noChange(oldRows: rows, newRows: rows), ranks: ranks,
                                byColumnRanks: byColumnRanks)
        }
        // The sort knows where every row came from: plan from the permutation, no identity hashing,
        // and only the count of rows that move is kept. The plan, the sorted rows and the new
        // layout need only the order: made at once (at 10M rows, 3.2 s one after the other).
        // A layout that reads its identities from these rows reorders them itself: they are the
        // sorted rows (one new array of them, not two).
        var plan = ChangePlan.unchanged(count: 0)
        var sorted: [Row] = []
        var newLayout: RowLayout?
        var newRanks: [Int32]?
        let layoutReordersRows = layout?.ids.rows.map { BatchSnapshot.sameStorage($0, rows) } ?? false
        Parallel.forEach(layout == nil ? 2 : 3) { step in
            switch step {
            case 0: plan = ChangePlanner.reorder(permutation: order)
            case 1:
                if !layoutReordersRows { sorted = order.map { rows[$0] } }
                newRanks = ranks?.reorderedRanks(by: order)
            default: newLayout = layout?.reordered(by: order)
            }
        }
        if layoutReordersRows, let rows = newLayout?.ids.rows {
            sorted = rows
        } else {
            newLayout = newLayout?.reading(sorted)   // one that read other rows reads the sorted ones
        }
        let batch = if let newLayout {
            PreparedBatch(oldRows: rows, newRows: sorted, newLayout: newLayout, plan: plan)
        } else {
            PreparedBatch(oldRows: rows, newRows: sorted, plan: plan, isNoChange: false)
        }
        let sortedRanks = newRanks.map { OriginalRanks(rows: sorted, ranks: $0) }
        return PreparedSort(descriptor: descriptor, batch: batch, ranks: sortedRanks, byColumnRanks: byColumnRanks)
    }

    /// The same sort of other rows.
    func with(rows: [Row]) -> SortJob {
        SortJob(descriptor: descriptor, rows: rows, layout: nil, numeric: numeric, notation: notation, original: original,
                columnRanks: columnRanks)
    }

    /// The rows sorted, without a plan (a search's hidden rows follow a sort made while filtered).
    package func sortedRows() -> [Row] {
        let order = self.order().order
        return order.elementsEqual(rows.indices) ? rows : order.map { rows[$0] }
    }

    /// The sorted order, and whether the column's ranks gave it.
    private func order() -> (order: [Int], byColumnRanks: Bool) {
        if let descriptor {
            if let order = columnRanks?.order(of: rows, ascending: descriptor.ascending) { return (order, true) }
            return (RowSorter.order(of: rows, by: descriptor, numeric: numeric, notation: notation), false)
        }
        if let ranks { return (ranks.originalOrder, false) }
        return (Self.originalOrder(of: rows, layout: layout, original: original), false)
    }

    /// `rows` in the order of `original` (indices into `rows`), rows it does not know after the
    /// others in their order. With `layout` (the layout of `rows`), each id of `original` is
    /// looked up in the layout's identity index; without, in a table of `original`'s ranks, and
    /// each row is placed in its slot. (A sort by rank, looking ranks up in its comparisons, took
    /// 2.9 s at a million rows.)
    ///
    ///     SortJob.originalOrder(of: [c, x, a], layout: nil, original: [a.id, b.id, c.id])   // [2, 0, 1]
    ///
    /// - Complexity: O(rows + original), one hash look-up an id (and one a row without `layout`).
    static func originalOrder(of rows: [Row], layout: RowLayout?, original: some RandomAccessCollection<RowID>) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(rows.count)
        if let layout, layout.count == rows.count {
            var placed = [Bool](repeating: false, count: rows.count)
            for id in original {
                guard let index = layout.index(of: id), !placed[index] else { continue }
                placed[index] = true
                order.append(index)
            }
            order.append(contentsOf: rows.indices.lazy.filter { !placed[$0] })
            return order
        }
        var rank = [RowID: Int](minimumCapacity: original.count)
        for (index, id) in original.enumerated() where rank[id] == nil { rank[id] = index }
        var slots = [Int](repeating: -1, count: original.count)
        var unknown: [Int] = []
        for index in rows.indices {
            // A row whose slot is taken (the same id twice) follows the others, as an unknown one.
            if let slot = rank[rows[index].id], slots[slot] < 0 { slots[slot] = index } else { unknown.append(index) }
        }
        order.append(contentsOf: slots.lazy.filter { $0 >= 0 })
        order.append(contentsOf: unknown)
        return order
    }
}
