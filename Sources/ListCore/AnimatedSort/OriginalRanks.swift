/// Where each row of a list stands in its original order (the order before its first sort), kept
/// through sorts: Ctrl+0 then puts each row back by its rank, without looking an identity up.
///
/// Valid for one array of rows only, the one the last sort committed (or the list's rows when the
/// original order was remembered): any other change to the list's rows leaves `AnimatedSort` to
/// look each identity of the original order up in the layout (`SortJob.originalOrder`).
///
///     let ranks = OriginalRanks(rows: rows)                  // rows in the original order
///     let sorted = OriginalRanks(rows: newRows, ranks: ranks.reorderedRanks(by: [2, 0, 1]))
///     sorted.originalOrder                                   // [1, 2, 0]: the rows back in order
///
/// Why: looking a million identities up took 0.5–0.65 s (10.3 s at 10M rows), where a row of a
/// file or a generated row makes its identity each time it is read.
///
/// - Complexity: 4 bytes a row once the list is sorted (none before); O(n) to reorder or restore.
struct OriginalRanks: Sendable {
    /// The rows these ranks are for.
    let rows: [Row]
    /// Each row's place in the original order; `nil`: `rows` are in it.
    let ranks: [Int32]?

    /// `ranks` of `rows`; `nil`: `rows` are in the original order.
    init(rows: [Row], ranks: [Int32]? = nil) {
        precondition(ranks == nil || ranks!.count == rows.count, "one rank a row")
        self.rows = rows
        self.ranks = ranks
    }

    /// Whether these are the ranks of `rows` (the same array, not merely equal rows).
    /// - Complexity: O(1).
    func apply(to rows: [Row]) -> Bool { BatchSnapshot.sameStorage(self.rows, rows) }

    /// The ranks of these rows reordered by `newToOld` (the row at `j` was at `newToOld[j]`).
    /// - Complexity: O(n).
    func reorderedRanks(by newToOld: [Int]) -> [Int32] {
        precondition(newToOld.count == rows.count, "one old index a row")
        guard let ranks else { return newToOld.map { Int32(truncatingIfNeeded: $0) } }
        return newToOld.map { ranks[$0] }
    }

    /// The order that puts the rows back in the original one: `order[k]` is the index of the row
    /// ranked `k`.
    /// - Complexity: O(n).
    var originalOrder: [Int] {
        guard let ranks else { return Array(rows.indices) }
        var order = [Int](repeating: 0, count: ranks.count)
        for (index, rank) in ranks.enumerated() { order[Int(rank)] = index }
        return order
    }
}
