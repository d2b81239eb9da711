import Foundation
import ListGtk
import ListWidget
import ListCore
import ListData

/// A data file read for a window: CSV, TSV or an SQLite database, told by content (the SQLite
/// header, a tab in the first line), not by the name. Shared by the command line's `--data` (whose
/// failures exit 2, `main.swift`) and every file opened from the desktop or the window (whose
/// failures show in a window, `Application+Opening.swift`).
///
///     let file = try DocumentFile.read("harbours.tsv", table: nil)
///     file.loaded.rows.count      // a small file's rows, read already
///
/// - Complexity: O(file) for a small file; a large one (`CSVColumnLoader.backgroundBytes`) reads
///   its header only and loads on a worker (`earlyLoad`); an SQLite table, of any size, reads its
///   schema only and loads on a worker (`database`).
@MainActor
struct DocumentFile {
    let path: String
    /// The rows to start with: all of them, or none yet (a large file: `earlyLoad` or `database`).
    let loaded: (schema: ColumnSchema, rows: [Row])
    /// A large CSV or TSV file loading on a worker from now on.
    let earlyLoad: EarlyLoad?
    /// An SQLite database: its table, watched for commits (Live).
    let database: DatabaseLaunch?

    /// What the window's title says the rows are: the file's name without its extension.
    var rowsName: String { URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent }

    static func read(_ path: String, table: String?) throws(FileError) -> DocumentFile {
        // Mapped, not read: a large file's pages come in as the loader reaches them.
        let file = try DataFile(path)
        let data = file.bytes
        let format = DataFormat.detect(data)
        let separator = format.separator
        if format == .sqlite {
            let database = try DatabaseLaunch.open(path, table: table)
            return DocumentFile(path: path, loaded: database.loaded, earlyLoad: nil, database: database)
        }
        if let reason = DataFormat.encryptedReason(data) { throw FileError(path: path, reason: reason) }
        // "--table: FILE is not an SQLite database", the line the command line has always given.
        if table != nil { throw FileError(path: "--table", reason: "\(path) is not an SQLite database") }
        if data.count >= CSVColumnLoader.backgroundBytes, let names = CSVColumnLoader.header(of: data, separator: separator) {
            // A large file loads on a worker from now on, while GTK starts and the window opens; until
            // its number columns are known every column counts as text.
            let schema = ColumnSchema(columns: names.map { .init(name: $0, kind: .text) })
            let early = EarlyLoad { loadLargeFile(file, separator: separator) }   // it owns the mapping now
            return DocumentFile(path: path, loaded: (schema, []), earlyLoad: early, database: nil)
        }
        let loaded = try CSVColumnLoader.load(file, separator: separator)   // straight into compact columns
        // The parsed records are gone (the rows read a compact `ColumnTable`): give their memory back.
        releaseFreeMemory()
        return DocumentFile(path: path, loaded: loaded, earlyLoad: nil, database: nil)
    }

    /// The tables and views of `path` with their row counts when it is an SQLite database (told
    /// by content), else nil; nil too when it cannot be read (`read` then says why).
    static func tablesToChoose(_ path: String) -> [SQLiteTableListing.Entry]? {
        guard let data = try? DataFile.map(path), DataFormat.detect(data) == .sqlite,
              let database = try? SQLiteDatabase(readingAt: path) else { return nil }
        return try? SQLiteTableListing.tables(in: database)
    }

    /// Starts what the list still has to do: a large file's rows, a database's source to follow.
    func attach(to host: ListHost) {
        if let early = earlyLoad { host.list.loadRows { early.result() } }
        database?.attach(to: host)
    }
}
