/// Sorts the list by a column (`SortDescriptor`, through the core sort `RowSorter`) and slides
/// every row from its old slot to its new one through `BatchAnimator`. Remembers the current
/// descriptor. Sorting an already sorted list by the same key changes nothing.
///
///     let sort = AnimatedSort(animator: animator, schema: schema)
///     sort.sort(by: descriptor, at: now)                 // at once, on this thread
///     let job = sort.job(by: descriptor)!                // or: made on the main thread,
///     sort.commit(job.run(), at: later)                  // run anywhere, committed on the main thread
///
/// Whether a sort runs on a worker is the scheduler's decision (`ListScene.sort(by:at:)` submits
/// it to `BackgroundScheduler`), not this object's.
///
/// - Complexity: `sort(by:at:)` is O(text length + n log n) plus the batch, O(n + k log k).
package final class AnimatedSort {
    package let animator: BatchAnimator
    /// The columns' kinds and notations; setting it drops the columns' ranks (a column's kind
    /// may have changed).
    package var schema: ColumnSchema {
        didSet { columnRanks = [:] }
    }
    /// The order the list was last sorted in by this object (`nil` before the first sort).
    /// (Undo sets it back with the order it restores.)
    package internal(set) var descriptor: SortDescriptor?
    /// The row order before the first sort (what Ctrl+0 restores); kept from the first sort on.
    package private(set) var originalOrder: RowIDs?
    /// Where each of the list's rows stands in the original order, while the list holds the rows
    /// this object last committed (Ctrl+0 then looks no identity up).
    private var originalRanks: OriginalRanks?
    /// Text columns' ranks made ahead of a sort (`ListScene+SortRanks.swift`), by column: kept
    /// through sorts and every other change (they are read by each row's origin, and a sort of
    /// rows they do not cover builds its keys).
    private(set) var columnRanks: [Int: ColumnRanks] = [:]

    /// `animator` must be attached to the list that is sorted.
    package init(animator: BatchAnimator, schema: ColumnSchema) {
        self.animator = animator
        self.schema = schema
    }

    /// Sorts now, on the calling (main) thread, and animates from `time`.
    /// `animated: false` applies the order at once (e.g. the `--sort` launch option).
    package func sort(by descriptor: SortDescriptor?, at time: Double, animated: Bool = true) {
        guard let job = job(by: descriptor) else { return }
        commit(job.run(), at: time, animated: animated)
    }

    /// The sort of the list's current rows by `descriptor`, to `run()` on any thread;
    /// `nil` when the animator is not attached to a list.
    ///
    /// - Complexity: O(1) (the rows are shared, not copied).
    ///
    /// `nil` restores the original order: the order the list had before its first sort.
    package func job(by descriptor: SortDescriptor?) -> SortJob? {
        guard let list = animator.list else { return nil }
        rememberOriginalOrder()
        if originalRanks?.apply(to: list.rows) == false { originalRanks = nil }   // the rows changed since
        return job(of: list.rows, layout: list.layout, by: descriptor, ranks: originalRanks)
    }

    /// The sort of any `rows` by `descriptor` (`nil`: the original order), e.g. a search's
    /// hidden rows. `layout`, when given, is the layout of `rows`: the sort reorders it instead of
    /// building a new one.
    ///
    /// - Complexity: O(1).
    package func job(of rows: [Row], layout: RowLayout? = nil, by descriptor: SortDescriptor?) -> SortJob {
        job(of: rows, layout: layout, by: descriptor, ranks: nil)
    }

    private func job(of rows: [Row], layout: RowLayout?, by descriptor: SortDescriptor?, ranks: OriginalRanks?) -> SortJob {
        guard let descriptor else {
            return SortJob(descriptor: nil, rows: rows, layout: layout, numeric: false, original: originalOrder ?? [],
                           ranks: ranks)
        }
        let numeric = RowSorter.isNumeric(descriptor.column, in: schema)
        return SortJob(descriptor: descriptor, rows: rows, layout: layout, numeric: numeric,
                       notation: RowSorter.notation(of: descriptor.column, in: schema), ranks: ranks,
                       columnRanks: numeric ? nil : columnRanks[descriptor.column])
    }

    /// Keeps `ranks` for the next sorts by its column (replacing any kept for it).
    ///
    /// - Complexity: O(1).
    func keep(_ ranks: ColumnRanks) {
        columnRanks[ranks.column] = ranks
    }

    /// Keeps the list's order as the original one (what Ctrl+0 restores) unless one is kept
    /// already: the first sort does it, and so does a search before the list is filtered.
    package func rememberOriginalOrder() {
        guard originalOrder == nil, let list = animator.list else { return }
        originalOrder = list.layout.ids
        originalRanks = OriginalRanks(rows: list.rows)
    }

    /// Applies a finished sort on the main thread. Returns `false` (and changes nothing) when
    /// the list changed since the job was made: make a new job from the current rows.
    ///
    /// - Complexity: as `BatchAnimator.commit(_:at:animated:)`.
    @discardableResult
    package func commit(_ prepared: PreparedSort, at time: Double, animated: Bool = true) -> Bool {
        guard animator.commit(prepared.batch, at: time, animated: animated, anchors: false) else { return false }
        descriptor = prepared.descriptor
        originalRanks = prepared.ranks
        animator.list?.emit("sort", [
            ("column", prepared.descriptor.map { .number(Double($0.column)) } ?? .string("original")),
            ("ascending", .bool(prepared.descriptor?.ascending ?? true)),
            ("moved", .number(Double(prepared.batch.plan.movedCount))),
            ("byRanks", .bool(prepared.byColumnRanks)),
        ])
        return true
    }
}
