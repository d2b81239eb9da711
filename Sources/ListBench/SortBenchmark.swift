import ListCore
import ListData

/// Sorting 1M generated rows (`RowSource.generated`, shuffled) by each column in both
/// directions, plus 1M accented words that take the Unicode path.
///
///     SortBenchmark.run(stopwatch: &stopwatch)
///
/// - Complexity: a few seconds in a release build.
enum SortBenchmark {
    static let count = 1_000_000
    static let repetitions = 3

    static func run(stopwatch: inout Stopwatch) {
        var random = SplitMix64(seed: 7)
        let (schema, generated) = RowSource.generated(count: count)
        let shuffled = generated.shuffled(using: &random)
        let words = accentedRows(count: count, random: &random)
        print("Sort of \(count) rows (keys built once per sort; median of \(repetitions); stable; empty last)")
        print("")
        let columns = [("rows", 40), ("column", 28), ("direction", 12), ("time", 12)]
        let header = columns.map { pad($0.0, $0.1) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        let cases: [(String, [Row], Int, String, Bool)] = [
            ("generated, shuffled", shuffled, 0, "name (\"Row N\", text)", false),
            ("generated, shuffled", shuffled, 1, "group (17 values, text)", false),
            ("generated, shuffled", shuffled, 2, "value (number)", true),
            ("generated, in order", generated, 0, "name (\"Row N\", text)", false),
            ("accented words (~60 % non-ASCII)", words, 0, "word (text)", false),
        ]
        for (rowsName, rows, column, columnName, numeric) in cases {
            precondition(RowSorter.isNumeric(column, in: schema) == numeric || rowsName.hasPrefix("accented"))
            for ascending in [true, false] {
                let descriptor = SortDescriptor(column: column, ascending: ascending)
                let milliseconds = stopwatch.medianMilliseconds(repetitions: repetitions) {
                    RowSorter.order(of: rows, by: descriptor, numeric: numeric)[rows.count / 2]
                }
                let cells = [rowsName, columnName, ascending ? "ascending" : "descending", format(milliseconds)]
                print(zip(cells, columns).map { pad($0, $1.1) }.joined())
            }
        }
    }

    /// Rows whose only field is a made-up word of accented and plain syllables, some with a
    /// number: "Ærø 12", "zürich", "Łódź-bay".
    static func accentedRows(count: Int, random: inout SplitMix64) -> [Row] {
        let syllables = ["ær", "ø", "lódź", "zü", "rich", "sa", "o", "pau", "lo", "é", "cole", "Mal", "mö",
                         "Ber", "lin", "Šta", "ñu", "ça", "Zo", "ro", "ÅL", "borg", "ı", "stan", "bul"]
        return (0..<count).map { index in
            var word = ""
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                word += syllables[Int.random(in: 0..<syllables.count, using: &random)]
            }
            if Bool.random(using: &random) { word += " \(Int.random(in: 0..<500, using: &random))" }
            return Row(id: RowID("w-\(index)"), fields: [word])
        }
    }
}
