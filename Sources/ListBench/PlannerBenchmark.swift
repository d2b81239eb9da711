import ListCore
import ListData

/// The planner table: `ChangePlanner` against `CollectionDifference` with `inferringMoves()`
/// and a dictionary baseline, on DifferenceKit's scenario with and without content updates.
///
///     PlannerBenchmark.run(stopwatch: &stopwatch)
///
/// `CollectionDifference` is quadratic in the number of changes here; each size is estimated
/// from the previous measured one (time × (size ratio)²) and skipped when the estimate is over
/// 60 s. Every plan is checked once, untimed, by replaying it on the old identities.
///
/// - Complexity: dominated by `CollectionDifference` at 100k rows.
enum PlannerBenchmark {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    static let skipAboveMilliseconds = 60_000.0
    /// Stop repeating `CollectionDifference` once one size has used about this much time.
    static let differenceBudgetMilliseconds = 20_000.0

    static func repetitions(for size: Int) -> Int {
        switch size {
        case ..<10_000: 31
        case ..<100_000: 15
        case ..<1_000_000: 9
        default: 5
        }
    }

    static func run(stopwatch: inout Stopwatch, includeDifference: Bool = true) {
        print("Change planner, DifferenceKit scenario: delete 10 % block at 20–30 %, insert 10 % at 30 %,")
        print("shuffle first 2 %; '+5 % updates' also bumps the content version of 5 % of the rows.")
        print("Median of the repetitions shown, release build, identities \"row-N\", ContinuousClock.")
        print("")
        let columns = [
            ("scenario", 16), ("rows", 9), ("reps", 6), ("planner", 11), ("CollectionDiff", 22),
            ("dictionary", 12), ("CD/planner", 12), ("dict/planner", 13), ("moves p/CD/dict", 24),
        ]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        for contentUpdates in [false, true] {
            var lastDifference: (size: Int, milliseconds: Double)?
            for size in sizes {
                let scenario = Scenario(count: size, contentUpdates: contentUpdates)
                let reps = repetitions(for: size)
                let plan = ChangePlanner.plan(from: scenario.old, to: scenario.new)
                let verified = plan.apply(to: scenario.old.map(\.id)) == scenario.new.map(\.id)
                let planner = stopwatch.medianMilliseconds(repetitions: reps) {
                    ChangePlanner.plan(from: scenario.old, to: scenario.new).moves.count
                }
                let baseline = DictionaryBaseline.plan(from: scenario.old, to: scenario.new)
                let dictionary = stopwatch.medianMilliseconds(repetitions: reps) {
                    DictionaryBaseline.plan(from: scenario.old, to: scenario.new).moves.count
                }
                var differenceCell = "skipped (>60 s est.)"
                var ratioCell = "-"
                var differenceMoves = "-"
                let estimate = lastDifference.map {
                    $0.milliseconds * Double(size) * Double(size) / (Double($0.size) * Double($0.size))
                }
                if !includeDifference {
                    differenceCell = "not run (--quick)"
                } else if estimate.map({ $0 <= skipAboveMilliseconds }) ?? true {
                    let differenceReps = estimate.map { max(1, min(reps, Int(differenceBudgetMilliseconds / $0))) } ?? reps
                    var moves = 0
                    let difference = stopwatch.medianMilliseconds(repetitions: differenceReps) {
                        let diff = scenario.new.difference(from: scenario.old).inferringMoves()
                        moves = diff.removals.lazy.filter {
                            if case .remove(_, _, let associated) = $0 { associated != nil } else { false }
                        }.count
                        return diff.count
                    }
                    lastDifference = (size, difference)
                    differenceCell = format(difference) + (differenceReps < reps ? " (\(differenceReps)×)" : "")
                    ratioCell = String(format1(difference / planner)) + "×"
                    differenceMoves = String(moves)
                }
                let cells = [
                    scenario.name, String(size), String(reps), format(planner), differenceCell,
                    format(dictionary), ratioCell, format1(dictionary / planner) + "×",
                    "\(plan.moves.count)/\(differenceMoves)/\(baseline.moves.count)" + (verified ? "" : " PLAN WRONG"),
                ]
                print(zip(cells, columns).map { pad($0, $1.1) }.joined())
            }
        }
        print("")
        print("planner, CollectionDiff, dictionary: milliseconds; (k×) = fewer repetitions for that cell.")
        print("moves: how many rows each animates as a move (planner: minimal, longest increasing subsequence).")
        runWorstCase(stopwatch: &stopwatch)
    }

    /// Every row shuffled: no common ends, no neighbours kept, so every identity is hashed and
    /// the longest increasing subsequence takes its O(n log n) path.
    static func runWorstCase(stopwatch: inout Stopwatch) {
        print("")
        print("Worst case for the planner: every row shuffled (nothing to match without hashing).")
        let columns = [("rows", 9), ("reps", 6), ("planner", 11), ("permutation", 13), ("dictionary", 12),
                       ("dict/planner", 13), ("moves", 10)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        for size in [100_000, 1_000_000] {
            var random = SplitMix64(seed: 99)
            let old = (0..<size).map { RowStamp(id: RowID("row-\($0)")) }
            let new = old.shuffled(using: &random)
            let reps = repetitions(for: size)
            let plan = ChangePlanner.plan(from: old, to: new)
            let planner = stopwatch.medianMilliseconds(repetitions: reps) {
                ChangePlanner.plan(from: old, to: new).moves.count
            }
            // What a sort hands over: the permutation itself (rows here only carry the identities).
            let newToOld = new.map { Int($0.id.rawValue.dropFirst(4))! }
            let newRows = new.map { Row(id: $0.id, fields: []) }
            let permutationPlan = ChangePlanner.plan(permutation: newToOld, new: newRows)
            precondition(permutationPlan.moves.count == plan.moves.count, "permutation planner disagrees")
            let permutation = stopwatch.medianMilliseconds(repetitions: reps) {
                ChangePlanner.plan(permutation: newToOld, new: newRows).moves.count
            }
            let dictionary = stopwatch.medianMilliseconds(repetitions: reps) {
                DictionaryBaseline.plan(from: old, to: new).moves.count
            }
            let cells = [String(size), String(reps), format(planner), format(permutation), format(dictionary),
                         format1(dictionary / planner) + "×", String(plan.moves.count)]
            print(zip(cells, columns).map { pad($0, $1.1) }.joined())
        }
        print("permutation: `ChangePlanner.plan(permutation:new:)`, the plan a sort makes from the order it")
        print("computed (no identity matching); same moves as the planner.")
    }
}

/// Left-aligned cell of `width` characters (at least one space after the text).
func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

/// Milliseconds with 3 significant decimals for small values.
func format(_ milliseconds: Double) -> String {
    if milliseconds < 1 { return decimal(milliseconds, places: 3) + " ms" }
    if milliseconds < 100 { return decimal(milliseconds, places: 2) + " ms" }
    return decimal(milliseconds, places: 0) + " ms"
}

func format1(_ value: Double) -> String { decimal(value, places: 1) }

/// `value` rounded to `places` decimals, without Foundation.
func decimal(_ value: Double, places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded()
    guard scaled.isFinite, abs(scaled) < 1e15 else { return String(value) }
    let integer = Int(scaled)
    guard places > 0 else { return String(integer) }
    let unit = Int(scale)
    let fraction = String(abs(integer) % unit)
    let sign = integer < 0 ? "-" : ""
    return sign + String(abs(integer) / unit) + "." + String(repeating: "0", count: places - fraction.count) + fraction
}
