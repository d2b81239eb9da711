import Foundation
import ListCore
import ListData

// `swift run -c release ListBench` (`make bench`): figures are printed, nothing is asserted.
// `--quick` leaves out `CollectionDifference` (about a minute of the run);
// `--planner-only` and `--sort-only` run one of the tables; the frame-cost table runs with
// neither, and alone with `--frames-only [--repeat N]` (N times, for side-by-side medians).
// `--mirror-only` runs only the ModelMirror build and re-sort, the same re-sort planned by
// WindowedChange and made by WindowedMirror (`--rows N`), `--keypress-only` only the sort
// key press at 1M rows (a table of `--sort-only`, alone for profiling; `--rows N` for another count),
// `--csv-only FILE` only a CSV file's load as the app's worker runs it, `--database-load FILE` a
// database table's.

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
if let index = arguments.firstIndex(of: "--database-load"), arguments.index(after: index) < arguments.endIndex {
    DatabaseLoadBenchmark.run(path: arguments[arguments.index(after: index)])
    exit(0)
}
if arguments.contains("--database-only") {
    SourceFollowBenchmark.run()
    exit(0)
}
if arguments.contains("--search-only") {
    SceneSearchBenchmark.run()
    exit(0)
}
var stopwatch = Stopwatch()
if arguments.contains("--frames-only") {
    let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[arguments.index(after: $0)]) } ?? 1
    for _ in 0..<repeats {
        FrameBenchmark.run(stopwatch: &stopwatch)
    }
    exit(0)
}
if let flag = arguments.firstIndex(of: "--csv-only") {
    CSVLoadBenchmark.run(path: arguments[arguments.index(after: flag)], stopwatch: &stopwatch)
    print("(checksum \(stopwatch.sink))")
    exit(0)
}
if arguments.contains("--mirror-only") {
    let rows = arguments.firstIndex(of: "--rows").flatMap { Int(arguments[arguments.index(after: $0)]) }
    ModelMirrorBenchmark.run(stopwatch: &stopwatch, count: rows ?? 1_000_000)
    print("")
    WindowedChangeBenchmark.run(stopwatch: &stopwatch, count: rows ?? 1_000_000)
    print("")
    WindowedMirrorBenchmark.run(stopwatch: &stopwatch, count: rows ?? 1_000_000)
    print("(checksum \(stopwatch.sink))")
    exit(0)
}
if arguments.contains("--keypress-only") {
    let rows = arguments.firstIndex(of: "--rows").flatMap { Int(arguments[arguments.index(after: $0)]) }
    SortJobBenchmark.run(stopwatch: &stopwatch, count: rows ?? 1_000_000)
    print("(checksum \(stopwatch.sink))")
    exit(0)
}
if !arguments.contains("--sort-only") {
    PlannerBenchmark.run(stopwatch: &stopwatch, includeDifference: !quick)
    print("")
}
if !arguments.contains("--planner-only") {
    SortBenchmark.run(stopwatch: &stopwatch)
    print("")
    SortJobBenchmark.run(stopwatch: &stopwatch)
    print("")
    ModelMirrorBenchmark.run(stopwatch: &stopwatch)
    print("")
    WindowedChangeBenchmark.run(stopwatch: &stopwatch, count: 1_000_000)
    print("")
    WindowedMirrorBenchmark.run(stopwatch: &stopwatch, count: 1_000_000)
    print("")
}
if !arguments.contains("--planner-only") && !arguments.contains("--sort-only") {
    SceneSearchBenchmark.run()
    print("")
}
if !arguments.contains("--planner-only") && !arguments.contains("--sort-only") {
    FrameBenchmark.run(stopwatch: &stopwatch)
    print("")
    SourceFollowBenchmark.run()
    print("")
}
print("(checksum \(stopwatch.sink))")
