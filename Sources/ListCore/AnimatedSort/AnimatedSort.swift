/// Sorts the list by a column (`SortDescriptor`, through the core sort `RowSorter`) and slides
/// every row from its old slot to its new one through `BatchAnimator`. Remembers the current
/// descriptor. Sorting an already sorted list by the same key changes nothing.
///
///     let sort = AnimatedSort(animator: animator, schema: schema)
///     if sort.shouldSortInBackground {
///         let job = sort.job(by: descriptor)!            // main thread
///         // on a worker: let prepared = job.run(); then on the main thread:
///         sort.commit(prepared, at: now)
///     } else {
///         sort.sort(by: descriptor, at: now)
///     }
///
/// - Complexity: `sort(by:at:)` is O(text length + n log n) plus the batch, O(n + k log k).
public final class AnimatedSort {
    public let animator: BatchAnimator
    public var schema: ColumnSchema
    /// The order the list was last sorted in by this object (`nil` before the first sort).
    /// (Undo sets it back with the order it restores.)
    public internal(set) var descriptor: SortDescriptor?
    /// The row order before the first sort (what Ctrl+0 restores); kept from the first sort on.
    public private(set) var originalOrder: [RowID]?

    /// Above this many rows, sort and plan off the main thread (`job(by:)`, `SortJob.run()`,
    /// `commit(_:at:animated:)`): sorting plus planning then takes more than about 4 ms.
    /// Measured in a release build on the 2-core development machine (median of 15 runs,
    /// generated rows, `SortJob.run()` by the number column, the slowest case): 8 000 rows
    /// 3.3 ms, 10 000 rows 4.3 ms (text column: 3.3 ms at 10 000).
    public static let backgroundThreshold = BackgroundScheduler.threshold

    /// `animator` must be attached to the list that is sorted.
    public init(animator: BatchAnimator, schema: ColumnSchema) {
        self.animator = animator
        self.schema = schema
    }

    /// True when the list is long enough that the host should run the sort off the main thread.
    public var shouldSortInBackground: Bool {
        (animator.list?.count ?? 0) > Self.backgroundThreshold
    }

    /// Sorts now, on the calling (main) thread, and animates from `time`.
    /// `animated: false` applies the order at once (e.g. the `--sort` launch option).
    public func sort(by descriptor: SortDescriptor?, at time: Double, animated: Bool = true) {
        guard let job = job(by: descriptor) else { return }
        commit(job.run(), at: time, animated: animated)
    }

    /// The sort of the list's current rows by `descriptor`, to `run()` on any thread;
    /// `nil` when the animator is not attached to a list.
    ///
    /// - Complexity: O(1) (the rows are shared, not copied).
    ///
    /// `nil` restores the original order: the order the list had before its first sort.
    public func job(by descriptor: SortDescriptor?) -> SortJob? {
        guard let list = animator.list else { return nil }
        rememberOriginalOrder()
        return job(of: list.rows, layout: list.layout, by: descriptor)
    }

    /// The sort of any `rows` by `descriptor` (`nil`: the original order), e.g. a search's
    /// hidden rows. `layout`, when given, is the layout of `rows`: the sort reorders it instead of
    /// building a new one.
    ///
    /// - Complexity: O(1).
    public func job(of rows: [Row], layout: RowLayout? = nil, by descriptor: SortDescriptor?) -> SortJob {
        guard let descriptor else {
            return SortJob(descriptor: nil, rows: rows, layout: layout, numeric: false, original: originalOrder ?? [])
        }
        return SortJob(descriptor: descriptor, rows: rows, layout: layout,
                       numeric: RowSorter.isNumeric(descriptor.column, in: schema),
                       notation: RowSorter.notation(of: descriptor.column, in: schema))
    }

    /// Keeps the list's order as the original one (what Ctrl+0 restores) unless one is kept
    /// already: the first sort does it, and so does a search before the list is filtered.
    public func rememberOriginalOrder() {
        guard originalOrder == nil, let list = animator.list else { return }
        originalOrder = list.layout.ids
    }

    /// Applies a finished sort on the main thread. Returns `false` (and changes nothing) when
    /// the list changed since the job was made: make a new job from the current rows.
    ///
    /// - Complexity: as `BatchAnimator.commit(_:at:animated:)`.
    @discardableResult
    public func commit(_ prepared: PreparedSort, at time: Double, animated: Bool = true) -> Bool {
        guard animator.commit(prepared.batch, at: time, animated: animated, anchors: false) else { return false }
        descriptor = prepared.descriptor
        animator.list?.emit("sort", [
            ("column", prepared.descriptor.map { .number(Double($0.column)) } ?? .string("original")),
            ("ascending", .bool(prepared.descriptor?.ascending ?? true)),
            ("moved", .number(Double(prepared.batch.plan.movedCount))),
        ])
        return true
    }
}
