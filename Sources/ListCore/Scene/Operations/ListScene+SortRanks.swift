import Synchronization

extension ListScene {
    /// Makes a text column's sort ranks in the background (`ColumnRanks`), so that sorting by it
    /// builds no keys: the first text column's (the title's) once rows have loaded (the host
    /// calls this), and a column's after each sort by it (`commitSort`). Nothing is made for a
    /// short list (it sorts at once anyway), a number column, a column whose ranks are being
    /// made, or without an executor; nor, once the worker has read the rows' sources, for rows
    /// without an origin (stored, external) or rows the kept ranks cover already (a sort moves
    /// rows, it does not change their sources; a database's new table does). The work waits
    /// while the scheduler's jobs run (`WorkGate`), so it never slows the user's sort, and lands
    /// as a `sortRanks` event.
    ///
    ///     scene.list.setRows(loaded, layout: layout)
    ///     scene.prepareSortRanks()                   // the title column
    ///
    /// - Complexity: O(1) here; the work is `ColumnRanks(ranking:column:)`'s, on the executor.
    public func prepareSortRanks(column: Int? = nil) {
        guard let column = column ?? schema.columns.firstIndex(where: { $0.kind == .text }),
              schema.columns.indices.contains(column), !RowSorter.isNumeric(column, in: schema),
              rankingColumns[column] == nil, list.count > BackgroundScheduler.threshold,
              let executor = scheduler.executor else { return }
        let stop = RankingStop()
        rankingColumns[column] = stop
        let rows = RowsToRank(list.rows), gate = scheduler.gate, kept = sorter.columnRanks[column]
        executor.execute({ () -> ColumnRanks? in
            // The rows are read for their sources only, then let go: a sort meanwhile frees them.
            guard let sources = rows.take().flatMap(ColumnRanks.sources(of:)),
                  kept?.covers(sources) != true else { return nil }
            return ColumnRanks(ranking: sources, column: column) {
                gate.pass()
                return !stop.isStopped
            }
        }, deliver: { [weak self] ranks, _ in
            guard let self else { return }
            rankingColumns[column] = nil
            // A schema set meanwhile may have made the column a number column.
            if let ranks, !stop.isStopped, !RowSorter.isNumeric(column, in: schema) {
                sorter.keep(ranks)
                list.emit("sortRanks", [
                    ("column", .number(Double(column))),
                    ("rows", .number(Double(ranks.sources.reduce(0) { $0 + $1.ranks.count }))),
                    ("values", .number(Double(ranks.textCount))),
                ])
            }
            // Stopped by a sort by the column, or made while other rows came in (a new file, a
            // database's next read): asked for again, which makes nothing if these cover the rows.
            if stop.isStopped || ranks != nil { prepareSortRanks(column: column) }
        })
    }
}

/// Stops a column's ranking in the background: a sort by that column builds its keys anyway, and
/// a ranking held at the gate meanwhile would keep its sorted rows and ranks (80 MB at ten
/// million rows) beside the sort's; the sort's commit asks for the ranks again.
final class RankingStop: Sendable {
    private let stopped = Atomic<Bool>(false)
    var isStopped: Bool { stopped.load(ordering: .relaxed) }
    func stop() { stopped.store(true, ordering: .relaxed) }
}

/// The rows a ranking reads its sources from, handed to the worker once and then let go.
private final class RowsToRank: @unchecked Sendable {
    private var rows: [Row]?
    init(_ rows: [Row]) { self.rows = rows }
    /// The rows, the first time (the worker calls this once).
    func take() -> [Row]? {
        defer { rows = nil }
        return rows
    }
}
