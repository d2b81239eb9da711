import ListCore
import ListData

/// A sort key press at a million rows, as the app runs it: `SortJob.run()` on the worker (sort,
/// plan from the permutation, new layout), then on the main thread `AnimatedSort.commit` and the
/// first animated frame. Their sum is the key-press-to-first-animated-frame latency, less the
/// main loop's hop.
///
///     SortJobBenchmark.run(stopwatch: &stopwatch)
///
/// - Complexity: a few seconds in a release build.
enum SortJobBenchmark {
    static let repetitions = 3

    /// `count`: `--rows N` of `ListBench --keypress-only` (a million by default).
    static func run(stopwatch: inout Stopwatch, count: Int = 1_000_000) {
        let (schema, rows) = RowSource.generated(count: count)
        let parts = RowSorter.partCount(for: count)
        print("Sort key press at \(count) generated rows (median of \(repetitions)): worker + main thread")
        print("sort order: in \(parts) parts (one a processor, RowSorter+Parts.swift), and in one on one thread")
        print("")
        let columns = [("sort", 24), ("sort order", 12), ("in one part", 13), ("job.run()", 12), ("commit+frame", 14),
                       ("total", 10)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        var breakdown: [String] = []
        // The generated rows are in name order: by value (descending) every row moves; by name
        // descending every row moves too, but the sort finds the order reversed in one pass; by
        // name from the value order every row moves and every key is compared.
        let byValue = RowSorter.sorted(rows, by: SortDescriptor(column: 2), schema: schema)
        let cases = [("value", rows, SortDescriptor(column: 2, ascending: false)),
                     ("name ↓", rows, SortDescriptor(column: 0, ascending: false)),
                     ("name, from value order", byValue, SortDescriptor(column: 0))]
        for (label, rows, descriptor) in cases {
            let column = descriptor.column
            let numeric = RowSorter.isNumeric(column, in: schema)
            let order = stopwatch.medianMilliseconds(repetitions: repetitions) {
                RowSorter.order(of: rows, by: descriptor, numeric: numeric)[0]
            }
            let single = stopwatch.medianMilliseconds(repetitions: repetitions) {
                RowSorter.order(of: rows, by: descriptor, numeric: numeric, notation: .plain, parts: 1)[0]
            }
            var jobTimes: [Double] = []
            var commitTimes: [Double] = []
            for _ in 0..<repetitions {
                let list = ListState(rows: rows)
                list.setViewportHeight(700)
                let animator = BatchAnimator()
                list.attach(animator)
                let sort = AnimatedSort(animator: animator, schema: schema)
                let job = sort.job(by: descriptor)!
                var prepared: PreparedSort?
                jobTimes.append(stopwatch.medianMilliseconds(repetitions: 1) { prepared = job.run(); return prepared!.batch.plan.moves.count })
                commitTimes.append(stopwatch.medianMilliseconds(repetitions: 1) {
                    precondition(sort.commit(prepared!, at: 0))
                    return list.frame(at: 0.016).count
                })
                animator.finish()
            }
            // Where job.run() goes: each step alone, as the job does it.
            let sortedOrder = RowSorter.order(of: rows, by: descriptor, numeric: numeric)
            let gather = stopwatch.medianMilliseconds(repetitions: repetitions) { sortedOrder.map { rows[$0] }.count }
            // The sort's plan: how many rows move (the job keeps no per-row plan).
            let plan = stopwatch.medianMilliseconds(repetitions: repetitions) {
                ChangePlanner.reorder(permutation: sortedOrder).movedCount
            }
            let layout = RowLayout(rows: rows)
            let reorder = stopwatch.medianMilliseconds(repetitions: repetitions) {
                layout.reordered(by: sortedOrder).count
            }
            breakdown.append("\(label): sort order \(format(order)), gather rows \(format(gather)), "
                             + "plan \(format(plan)), layout reorder \(format(reorder))")
            let job = median(jobTimes)
            let commit = median(commitTimes)
            let cells = [label, format(order), format(single), format(job), format(commit),
                         format(job + commit)]
            print(zip(cells, columns).map { pad($0, $1.1) }.joined())
        }
        print("")
        ranksCase(rows: byValue, schema: schema, stopwatch: &stopwatch)
        print("")
        for line in breakdown { print("job.run() by step, " + line) }
        print("original order restored after a sort (Ctrl+0, each row put back by its rank): job.run() "
              + format(restoreTime(rows: rows, schema: schema, stopwatch: &stopwatch)))
        // What `--rows 1000000` does on the worker before the rows are shown.
        let generate = stopwatch.medianMilliseconds(repetitions: repetitions) { RowSource.generated(count: count).rows.count }
        let layout = stopwatch.medianMilliseconds(repetitions: repetitions) { RowLayout(rows: rows).count }
        print("launch work at \(count) rows: generate rows \(format(generate)), build layout \(format(layout))")
    }

    /// The "name, from value order" sort again, with the name column's ranks made ahead
    /// (`ListScene.prepareSortRanks`, as the app does once rows are in): the ranking's time, on
    /// one thread, then the key press's.
    static func ranksCase(rows: [Row], schema: ColumnSchema, stopwatch: inout Stopwatch) {
        var ranking: [Double] = [], jobTimes: [Double] = [], commitTimes: [Double] = []
        var landed = 0
        for _ in 0..<repetitions {
            let scene = ListScene(rows: rows, schema: schema, configuration: .demo)
            scene.setViewportHeight(700)
            scene.onEvent = { name, _ in if name == "sortRanks" { landed += 1 } }
            scene.setExecutor(InlineExecutor())
            ranking.append(stopwatch.medianMilliseconds(repetitions: 1) { scene.prepareSortRanks(); return landed })
            let job = scene.sorter.job(by: SortDescriptor(column: 0))!
            var prepared: PreparedSort?
            jobTimes.append(stopwatch.medianMilliseconds(repetitions: 1) { prepared = job.run(); return prepared!.batch.plan.moves.count })
            commitTimes.append(stopwatch.medianMilliseconds(repetitions: 1) {
                precondition(scene.sorter.commit(prepared!, at: 0))
                return scene.list.frame(at: 0.016).count
            })
            scene.animator.finish()
        }
        precondition(landed == repetitions, "the name column's ranks were made")
        let job = median(jobTimes), commit = median(commitTimes)
        print("name, from value order, with the name column's ranks made ahead: ranking \(format(median(ranking))) "
              + "(one thread, in the background once rows are in); key press: job.run() \(format(job)), "
              + "commit+frame \(format(commit)), total \(format(job + commit))")
    }

    /// Runs work at once, on the calling thread (the ranking, timed where it is asked for).
    final class InlineExecutor: BackgroundExecutor {
        func execute<Result: Sendable>(_ work: @escaping @Sendable () -> Result, deliver: @escaping (Result, Double) -> Void) {
            deliver(work(), 0)
        }
    }

    /// `SortJob.run()` restoring the original order after a sort by the value column.
    static func restoreTime(rows: [Row], schema: ColumnSchema, stopwatch: inout Stopwatch) -> Double {
        var times: [Double] = []
        for _ in 0..<repetitions {
            let list = ListState(rows: rows)
            let animator = BatchAnimator()
            list.attach(animator)
            let sort = AnimatedSort(animator: animator, schema: schema)
            precondition(sort.commit(sort.job(by: SortDescriptor(column: 2))!.run(), at: 0))
            animator.finish()
            let job = sort.job(by: nil)!
            times.append(stopwatch.medianMilliseconds(repetitions: 1) { job.run().batch.plan.moves.count })
        }
        return median(times)
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
}
