import Foundation
import ListWidget
import ListCore
import ListData

/// An SQLite `--data` file at launch (`main.swift`): opened read-only, its table picked
/// (`--table`, or the only one) and watched from the start, so commits made while the window
/// opens are not missed. A small table is read before the window; a large one (as large as a
/// CSV that loads after the window) on the worker once the window is up. Every failure is a
/// `FileError` (one line and exit status 2 for `--data`, an error page for a file opened from the GUI).
///
///     let launch = DatabaseLaunch.open("tasks.sqlite", table: nil, large: false)
///     launch.loaded.rows.count
///
/// - Complexity: `open` is O(rows) for a small table, O(tables + columns) for a large one.
@MainActor
struct DatabaseLaunch {
    let watch: SQLiteWatch
    /// The rows to start with: all of them, or none yet with every column as text (large).
    let loaded: (schema: ColumnSchema, rows: [Row])
    let isLarge: Bool

    static func open(_ path: String, table: String?, large: Bool) throws(FileError) -> DatabaseLaunch {
        let database = try openDatabase(path)
        let source = try SQLiteTableSource(database: database, table: table)
        let watch = try SQLiteWatch(source: source, database: database)
        let loaded = large ? (ColumnSchema(columns: source.columnNames.map { .init(name: $0, kind: .text) }), [])
            : try watch.readAll()
        return DatabaseLaunch(watch: watch, loaded: loaded, isLarge: large)
    }

    private static func openDatabase(_ path: String) throws(FileError) -> SQLiteDatabase {
        do { return try SQLiteDatabase(readingAt: path) } catch { throw SQLiteTableSource.fileError(error, path: path) }
    }

    /// Loads a large table on the worker (`ListWidget.loadRows`) and gives the list its source to
    /// follow while Live is on.
    func attach(to list: ListWidget) {
        let watch = self.watch
        if isLarge {
            list.loadRows {
                do {
                    let (schema, rows) = try watch.readAll()
                    return .rows(rows, schema: schema)
                } catch {
                    return .failed("\(error)")
                }
            }
        }
        list.follow { force in watch.read(force: force) }
    }
}
