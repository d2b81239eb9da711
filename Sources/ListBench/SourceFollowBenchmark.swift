import Foundation
import ListCore
import ListData

/// One look of Live-from-a-database, step by step, at 10k, 100k and 1M rows (sorted by a
/// timestamp, descending; 10 rows changed since the last look): `SQLiteWatch.read` (the table
/// scanned against the last scan's fingerprints), `KeyedDiff.apply` (the changed rows placed in
/// the sort) and `KeyedDiff.prepare` (the plan from known positions, the new layout) on the
/// worker, then `BatchAnimator.commit` and the first animated frame on the main thread. The
/// databases are made by Python's sqlite3 (the app itself never writes).
///
///     SourceFollowBenchmark.run()
///
/// - Complexity: tens of seconds in a release build (making the 1M-row database).
enum SourceFollowBenchmark {
    static func python(_ path: String, _ script: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\n" + script, path]
        try? process.run()
        process.waitUntilExit()
    }

    static func run() {
        print("One database look (10 rows changed, sorted by updated desc): worker steps, then main thread")
        print("")
        let columns = [("rows", 11), ("read", 10), ("merge", 10), ("prepare", 10), ("commit+frame", 14), ("look total", 12)]
        let header = columns.map { $0.0.padding(toLength: $0.1, withPad: " ", startingAt: 0) }.joined()
        print(header)
        print(String(repeating: "-", count: header.count))
        let folder = NSTemporaryDirectory() + "source-bench-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clock = ContinuousClock()
        for count in [10_000, 100_000, 1_000_000] {
            let path = folder + "/items-\(count).sqlite"
            python(path, """
                db.execute('PRAGMA journal_mode=WAL')
                db.execute('CREATE TABLE items (id INTEGER PRIMARY KEY, title TEXT, grp TEXT, updated INTEGER)')
                db.executemany('INSERT INTO items VALUES (?, ?, ?, ?)', ((i, f'Item {i}', f'Group {i % 17}', 1000000 + i) for i in range(1, \(count) + 1)))
                db.commit()
                """)
            guard let db = try? SQLiteDatabase(readingAt: path), let source = try? SQLiteTableSource(database: db, table: nil),
                  let watch = try? SQLiteWatch(source: source, database: db), let (schema, initial) = try? watch.readAll()
            else { print("cannot open \(path)"); continue }
            let sort = SortDescriptor(column: 3, ascending: false)
            let shown = RowSorter.sorted(initial, by: sort, schema: schema)
            python(path, "db.executemany('UPDATE items SET updated = ?, title = ? WHERE id = ?', [(9000000 + k, f'Edited {k}', k * 997 % \(count) + 1) for k in range(10)])\ndb.commit()")
            let layout = RowLayout(rows: shown)
            var look = SourceRead.unchanged
            let read = clock.measure { look = watch.read(force: false) }
            guard case .changes(let delta) = look else { print("no change seen at \(count) rows"); continue }
            var result: KeyedDiff.Result?
            let merge = clock.measure {
                result = KeyedDiff.apply(delta, shown: shown, layout: layout, sort: sort, numeric: true)
            }
            var prepared: PreparedBatch?
            let prepare = clock.measure { prepared = KeyedDiff.prepare(result!, shown: shown, layout: layout) }
            let list = ListState(rows: shown)
            list.setViewportHeight(700)
            let animator = BatchAnimator()
            list.attach(animator)
            let commit = clock.measure {
                animator.commit(prepared!, at: 1)
                _ = list.frame(at: 1.016)
            }
            let times = [read, merge, prepare, commit].map(Stopwatch.milliseconds)
            let cells = ["\(count)"] + times.map { String(format: "%.1f ms", $0) }
                + [String(format: "%.0f ms", times[0] + times[1] + times[2] + times[3])]
            print(zip(cells, columns).map { $0.0.padding(toLength: $0.1.1, withPad: " ", startingAt: 0) }.joined())
        }
        otherTables(in: folder)
    }

    /// A look after a commit to another table of the same database (a log line appended, WAL
    /// mode): the followed table scanned against its fingerprints (as every such look did
    /// before) next to passed over by the pages the commit wrote (`SQLiteWALLog`). Median of 7
    /// looks each; the first look passing over (a scan that learns the table's pages from
    /// `dbstat`) is printed on its own.
    static func otherTables(in folder: String) {
        print("")
        print("A look after a commit to another table: scanned (median of 7), the first passing over")
        print("(a scan that learns the table's pages), then passed over (median of 7)")
        print("")
        for count in [10_000, 100_000, 1_000_000] {
            let path = folder + "/items-\(count).sqlite"
            python(path, "db.execute('CREATE TABLE IF NOT EXISTS log (line TEXT)'); db.commit()")
            var cells = ["\(count)"]
            for passing in [false, true] {
                guard let db = try? SQLiteDatabase(readingAt: path), let source = try? SQLiteTableSource(database: db, table: "items"),
                      let watch = try? SQLiteWatch(source: source, database: db), (try? watch.readAll()) != nil
                else { print("cannot open \(path)"); return }
                watch.passesOverOtherTables = passing
                let clock = ContinuousClock()
                var samples: [Double] = []
                for look in 0..<8 {
                    python(path, "db.execute(\"INSERT INTO log VALUES ('line')\"); db.commit()")
                    let elapsed = clock.measure { _ = watch.read(force: false) }
                    // The first look of each way scans; passing over, it also learns the table's pages.
                    if look == 0, passing { cells.append(String(format: "%.2f ms", Stopwatch.milliseconds(elapsed))) }
                    if look > 0 { samples.append(Stopwatch.milliseconds(elapsed)) }
                }
                let median = samples.sorted()[samples.count / 2]
                cells.append(String(format: "%.2f ms", median))
            }
            print(cells.map { $0.padding(toLength: 14, withPad: " ", startingAt: 0) }.joined())
        }
    }
}

