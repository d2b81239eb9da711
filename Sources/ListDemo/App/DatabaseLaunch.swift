import Foundation
import ListWidget
import ListCore
import ListData

/// An SQLite `--data` file at launch (`main.swift`): opened read-only, its table picked
/// (`--table`, or the only one) and watched from the start, so commits made while the window
/// opens are not missed. The main thread reads the schema only; the rows of any table, however
/// small the file, are read on a worker. The main thread waits for them at most `launchWait`:
/// a table read by then opens with its rows, and its failure is one line and exit status 2 (an
/// error page for a file opened from the GUI), as before any window; a longer read goes on after
/// the window is up (`ListWidget.loadRows`) — a view of an untrusted file may run for ever — and
/// the window shows the wait with a Cancel (`AppWindow+Database.swift`), bounded by
/// `SQLiteDatabase.quietLimit`; its failure is a banner in the window, exit status 2.
///
///     let launch = try DatabaseLaunch.open("tasks.sqlite", table: nil)
///     launch.attach(to: host)   // the rows still loading land, the list follows the table
///
/// - Complexity: `open` is O(tables + columns) on the main thread and waits at most `launchWait`.
@MainActor
struct DatabaseLaunch {
    let watch: SQLiteWatch
    /// The rows to start with: all of them, or none yet with every column as text (`rest`).
    let loaded: (schema: ColumnSchema, rows: [Row])
    /// The read still running when the window opens.
    let rest: EarlyLoad?

    /// Seconds the main thread waits for the rows before the window opens without them.
    static let launchWait = 0.5

    static func open(_ path: String, table: String?) throws(FileError) -> DatabaseLaunch {
        let database = try openDatabase(path)
        let source = try SQLiteTableSource(database: database, table: table)
        let watch = try SQLiteWatch(source: source, database: database)
        let read = EarlyLoad {
            do {
                let (schema, rows) = try watch.readAll()
                return .rows(rows, schema: schema)
            } catch {
                return .failed((error as? FileError)?.reason ?? "\(error)")
            }
        }
        switch read.result(waitingAtMost: launchWait) {
        case .rows(let rows, let schema)?:
            return DatabaseLaunch(watch: watch, loaded: (schema ?? Self.textSchema(source), rows), rest: nil)
        case .failed(let reason)?:
            throw FileError(path: path, reason: reason)
        case nil:
            return DatabaseLaunch(watch: watch, loaded: (Self.textSchema(source), []), rest: read)
        }
    }

    /// Every column as text, until the rows tell which hold numbers.
    private static func textSchema(_ source: SQLiteTableSource) -> ColumnSchema {
        ColumnSchema(columns: source.columnNames.map { .init(name: $0, kind: .text) })
    }

    private static func openDatabase(_ path: String) throws(FileError) -> SQLiteDatabase {
        do { return try SQLiteDatabase(readingAt: path) } catch { throw SQLiteTableSource.fileError(error, path: path) }
    }

    /// Lands the rows still being read (`ListWidget.loadRows`) and gives the list its source to
    /// follow while Live is on.
    func attach(to host: ListHost) {
        let watch = self.watch
        host.database = watch
        if let rest {
            let path = watch.path
            host.list.loadRows {
                let loaded = rest.result()
                if case .failed(let reason) = loaded { return .failed("\(path): \(reason)") }
                return loaded
            }
        }
        host.list.follow { force in watch.read(force: force) }
    }
}
