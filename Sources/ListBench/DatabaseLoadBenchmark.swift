import Foundation
import ListCore
import ListData

/// A database table's load as the app's worker runs it (`SQLiteWatch.readAll`: every row read,
/// identities made, fingerprints recorded, numbers inferred), once, in milliseconds: run by
/// `ListBench --database-load FILE` from a script that alternates two builds (before and after a
/// change) and takes medians.
///
/// - Complexity: one read of the table.
enum DatabaseLoadBenchmark {
    static func run(path: String) {
        let clock = ContinuousClock()
        var rows = 0
        let elapsed = clock.measure {
            guard let db = try? SQLiteDatabase(readingAt: path), let source = try? SQLiteTableSource(database: db, table: nil),
                  let watch = try? SQLiteWatch(source: source, database: db), let loaded = try? watch.readAll()
            else { return }
            rows = loaded.rows.count
        }
        print(String(format: "%.1f ms %d rows", Stopwatch.milliseconds(elapsed), rows))
    }
}
