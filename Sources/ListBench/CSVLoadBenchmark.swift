import Foundation
import ListCore
import ListData

/// A large CSV file's load as the app runs it on its worker: `CSVColumnLoader.load` (parse,
/// identities, number inference, compact columns, heights), measuring the rows in a font
/// (`RowMetrics.measure`), then the rows' layout (`RowLayout(rows:)`), each the median of three;
/// then the load from the file as the app reads it (`DataFile`: mapped, its SIGBUS guard and
/// change checks) next to reading the file into memory first (`read`, what a loader reading
/// through buffers would copy), each the median of seven.
/// `ListBench --csv-only FILE`; `make bench`'s memory half times the whole load in the app
/// (spawn to the rows shown).
///
/// - Complexity: a few seconds for a 1M-row file in a release build.
enum CSVLoadBenchmark {
    static func run(path: String, stopwatch: inout Stopwatch) {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("CSV load: cannot read \(path)")
            return
        }
        var rows: [Row] = []
        let load = stopwatch.medianMilliseconds(repetitions: 3) {
            rows = (try? CSVColumnLoader.load(data))?.rows ?? []
            return rows.count
        }
        let metrics = RowMetrics(padding: 16, titleLine: 22, subtitleLine: 18, descriptionLine: 18)
        let measure = stopwatch.medianMilliseconds(repetitions: 3) { metrics.measure(&rows); return rows.count }
        let layout = stopwatch.medianMilliseconds(repetitions: 3) { RowLayout(rows: rows).count }
        // The layout's two steps: reading the ids from the table, then hashing them into its index.
        var ids: [RowID] = []
        let reading = stopwatch.medianMilliseconds(repetitions: 3) { ids = rows.map(\.id); return ids.count }
        let heights = rows.map(\.height)
        let indexing = stopwatch.medianMilliseconds(repetitions: 3) { RowLayout(ids: ids, heights: heights).count }
        let mapped = stopwatch.medianMilliseconds(repetitions: 7) {
            (try? CSVColumnLoader.load(DataFile(path)))?.rows.count ?? 0
        }
        let read = stopwatch.medianMilliseconds(repetitions: 7) {
            guard let copy = FileManager.default.contents(atPath: path) else { return 0 }
            return (try? CSVColumnLoader.load(copy))?.rows.count ?? 0
        }
        print("CSV load of \(path) from the file (median of 7): mapped \(format(mapped)), read into memory then loaded \(format(read))")
        print("CSV load of \(path) (\(data.count >> 20) MiB, \(rows.count) rows, median of 3): "
              + "load \(format(load)) in \(CSVColumnLoader.partCount(forBytes: data.count)) parts, measure \(format(measure)), "
              + "layout \(format(layout)) "
              + "(ids read \(format(reading)), index and heights \(format(indexing)))")
    }
}
