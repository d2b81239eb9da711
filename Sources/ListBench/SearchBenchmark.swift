import ListCore
import ListData

/// Search over generated rows: the filter alone, and the filter plus the batch it animates
/// (what a keystroke in the search bar costs before its first animated frame), at 100k and 1M rows.
///
///     SearchBenchmark.run(stopwatch: &stopwatch)
///
/// - Complexity: a few seconds in a release build.
enum SearchBenchmark {
    static let repetitions = 3

    static func run(stopwatch: inout Stopwatch) {
        print("Search (case- and accent-insensitive, all text columns; median of \(repetitions))")
        print("")
        let columns = [("rows", 12), ("query", 22), ("matches", 12), ("filter", 12), ("filter + plan", 14)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        for count in [100_000, 1_000_000] {
            let (schema, rows) = RowSource.generated(count: count)
            let searched = schema.columns.indices.filter { schema.columns[$0].kind == .text }
            for text in ["row 12", "Grüße", "zz-no-match", "a"] {
                let query = SearchQuery(text)
                var matches = 0
                let filter = stopwatch.medianMilliseconds(repetitions: repetitions) {
                    var session = SearchSession(all: rows, columns: searched)
                    matches = session.shown(for: query).count
                    return matches
                }
                let planned = stopwatch.medianMilliseconds(repetitions: repetitions) {
                    var session = SearchSession(all: rows, columns: searched)
                    let shown = session.shown(for: query)
                    return BatchAnimator.prepare(old: rows, new: shown).plan.deletions.count
                }
                let cells = ["\(count)", text, "\(matches)", format(filter), format(planned)]
                print(zip(cells, columns).map { pad($0, $1.1) }.joined())
            }
        }
    }
}
