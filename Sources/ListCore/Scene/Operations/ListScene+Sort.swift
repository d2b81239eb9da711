extension ListScene {
    /// Sorts by `descriptor` (nil: the original order), animated; long lists (or long text in
    /// the sorted column) are sorted and planned on the executor while frames go on, announced
    /// by a `sort.started` event. `done` runs once the sort has landed. `animated: false` lands
    /// the new order at once (the `--sort` launch option).
    public func sort(by descriptor: SortDescriptor?, at time: Double, animated: Bool = true,
                     done: @escaping () -> Void = {}) {
        let textBytes = BackgroundScheduler.textBytes(of: list.rows, columns: descriptor.map { [$0.column] } ?? [])
        let job = BackgroundScheduler.Job<PreparedSort>(kind: "sort", prepare: { [weak self] in
            guard let self, let job = sorter.job(by: descriptor) else { return nil }
            if let column = descriptor?.column { rankingColumns[column]?.stop() }   // this sort ranks it first
            if scheduler.runsOnExecutor(rowCount: list.count, textBytes: textBytes) {
                list.emit("sort.started", [("rows", .number(Double(list.count)))])
            }
            return { job.run() }
        }, commit: { [weak self] prepared, time in
            self?.commitSort(prepared, at: time, animated: animated) ?? true
        }, done: done)
        scheduler.submit(job, rowCount: list.count, textBytes: textBytes, at: time)
    }

    /// The Nth-column sort key (Ctrl+1 … Ctrl+9): ascending, or descending when the list is
    /// already sorted ascending by that column; `nil` (Ctrl+0) is the original order.
    public func sortDescriptor(forColumnKey n: Int) -> SortDescriptor? {
        guard n >= 1, n - 1 < schema.columns.count else { return nil }
        let column = n - 1
        let ascending = !(sorter.descriptor?.column == column && sorter.descriptor?.ascending == true)
        return SortDescriptor(column: column, ascending: ascending)
    }

    /// Applies a finished sort and records it in `history` when it changed the order.
    func commitSort(_ prepared: PreparedSort, at time: Double, animated: Bool = true) -> Bool {
        let before = list.layout.ids, sortBefore = sorter.descriptor
        guard sorter.commit(prepared, at: time, animated: animated) else { return false }
        sortCount += 1
        if let column = prepared.descriptor?.column { prepareSortRanks(column: column) }   // it may be sorted again
        if !prepared.batch.isNoChange {
            let label = prepared.descriptor.map { "Sort by \(schema.columns[$0.column].name)" } ?? "Original order"
            record(.reorder(before: before, after: list.layout.ids, label: label,
                            sortBefore: sortBefore, sortAfter: prepared.descriptor))
        }
        return true
    }
}
