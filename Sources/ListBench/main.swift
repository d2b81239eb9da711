import ListCore

// `swift run -c release ListBench` (`make bench`): figures are printed, nothing is asserted.
// `--quick` leaves out `CollectionDifference` (about a minute of the run);
// `--planner-only` and `--sort-only` run one of the two tables.

let arguments = CommandLine.arguments.dropFirst()
let quick = arguments.contains("--quick")
var stopwatch = Stopwatch()
if !arguments.contains("--sort-only") {
    PlannerBenchmark.run(stopwatch: &stopwatch, includeDifference: !quick)
    print("")
}
if !arguments.contains("--planner-only") {
    SortBenchmark.run(stopwatch: &stopwatch)
    print("")
}
print("(checksum \(stopwatch.sink))")
