import Foundation
import CSQLite

/// A read-only connection to an SQLite database: the one place the app calls SQLite's C API
/// (`CSQLite`). Opened with `SQLITE_OPEN_READONLY`, so nothing is ever written to the user's
/// file; a database locked by a writer is waited for (`busyTimeout`), not reported broken.
///
///     let db = try SQLiteDatabase(readingAt: "mail.sqlite")
///     try db.tables()                       // [.init(name: "messages", isView: false)]
///     try db.query("SELECT subject FROM messages") { row in print(row.text(0)) }
///     try db.dataVersion()                  // changes when another process commits
///
/// A connection is used by one thread at a time (the caller's worker queue); it is `Sendable`
/// so it can be handed to that queue.
///
/// - Complexity: opening is O(1); a query costs what SQLite costs plus O(text) to copy values.
public final class SQLiteDatabase: @unchecked Sendable {
    /// How long a locked database is retried before a query gives up (milliseconds).
    public static let busyTimeout: Int32 = 5_000

    private let handle: OpaquePointer
    public let path: String

    /// Opens `path` read-only. SQLite reads nothing yet: a file that is not a database fails
    /// at the first query (`SQLiteError.isDamaged`).
    public init(readingAt path: String) throws(SQLiteError) {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw SQLiteError(code: status & 0xFF, message: message)
        }
        sqlite3_busy_timeout(db, Self.busyTimeout)
        sqlite3_extended_result_codes(db, 0)
        handle = db
        self.path = path
    }

    deinit { sqlite3_close_v2(handle) }

    /// A table or view a list can show.
    public struct Table: Equatable, Sendable {
        public var name: String
        public var isView: Bool

        public init(name: String, isView: Bool) {
            self.name = name
            self.isView = isView
        }
    }

    /// One column of a table: its name, declared type and place in the primary key (1-based,
    /// 0 when not part of it).
    public struct Column: Equatable, Sendable {
        public var name: String
        public var declaredType: String
        public var primaryKeyPosition: Int
    }

    /// The user's tables and views in name order (SQLite's own `sqlite_…` tables left out).
    public func tables() throws(SQLiteError) -> [Table] {
        var tables: [Table] = []
        try query("""
            SELECT name, type FROM sqlite_schema
            WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
            ORDER BY name
            """) { row in tables.append(Table(name: row.text(0), isView: row.text(1) == "view")) }
        return tables
    }

    /// The columns of `table`, in table order.
    public func columns(of table: String) throws(SQLiteError) -> [Column] {
        var columns: [Column] = []
        try query("SELECT name, type, pk FROM pragma_table_info(?1)", bind: [table]) { row in
            columns.append(Column(name: row.text(0), declaredType: row.text(1), primaryKeyPosition: Int(row.int64(2))))
        }
        return columns
    }

    /// True when `table` has a rowid (an ordinary table; not a view, not `WITHOUT ROWID`).
    public func hasRowID(_ table: String) throws(SQLiteError) -> Bool {
        var withoutRowID = false
        var isTable = false
        try query("SELECT type, sql FROM sqlite_schema WHERE name = ?1", bind: [table]) { row in
            isTable = row.text(0) == "table"
            withoutRowID = row.text(1).uppercased().replacingOccurrences(of: " ", with: "")
                .contains("WITHOUTROWID")
        }
        return isTable && !withoutRowID
    }

    /// SQLite's `PRAGMA data_version`: it changes when another connection commits to the file
    /// (also in WAL mode), and costs no page reads.
    public func dataVersion() throws(SQLiteError) -> Int64 {
        var version: Int64 = 0
        try query("PRAGMA data_version") { row in version = row.int64(0) }
        return version
    }

    /// Runs `sql` with `bind` as its parameters (`?1`, `?2`, …) and calls `row` for each result
    /// row. The `Row` handed to `row` is valid only during that call.
    public func query(_ sql: String, bind parameters: [String] = [],
                      _ row: (borrowing ResultRow) throws(SQLiteError) -> Void) throws(SQLiteError) {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw error(prepared) }
        defer { sqlite3_finalize(statement) }
        for (index, value) in parameters.enumerated() {
            sqlite3_bind_text(statement, Int32(index + 1), value, -1, csqlite_transient())
        }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status) }
            try row(ResultRow(statement: statement))
        }
    }

    private func error(_ status: Int32) -> SQLiteError {
        SQLiteError(code: status & 0xFF, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// Double-quotes an identifier for SQL text (`my "t"` → `"my ""t"""`).
    public static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension SQLiteDatabase {
    /// The current result row of a query: its values as text, the way the list shows them.
    public struct ResultRow: ~Copyable {
        fileprivate let statement: OpaquePointer

        public var count: Int { Int(sqlite3_column_count(statement)) }

        /// Column `index` as text: NULL is empty, numbers in SQLite's own text form
        /// (`42`, `3.5`), a blob as `<blob, N bytes>`.
        public func text(_ index: Int) -> String {
            let column = Int32(index)
            switch sqlite3_column_type(statement, column) {
            case SQLITE_NULL: return ""
            case SQLITE_BLOB: return "<blob, \(sqlite3_column_bytes(statement, column)) bytes>"
            default:
                guard let bytes = sqlite3_column_text(statement, column) else { return "" }
                let count = Int(sqlite3_column_bytes(statement, column))
                return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
            }
        }

        public func int64(_ index: Int) -> Int64 { sqlite3_column_int64(statement, Int32(index)) }

        /// A 64-bit fingerprint of the values in `columns` (types and bytes, no `String` made):
        /// equal values give equal fingerprints within one process.
        public func fingerprint(_ columns: Range<Int>) -> UInt64 {
            var hasher = Hasher()
            for index in columns {
                let column = Int32(index)
                let type = sqlite3_column_type(statement, column)
                hasher.combine(type)
                switch type {
                case SQLITE_NULL: continue
                // Numbers as they are stored: no text made for them.
                case SQLITE_INTEGER: hasher.combine(sqlite3_column_int64(statement, column)); continue
                case SQLITE_FLOAT: hasher.combine(sqlite3_column_double(statement, column).bitPattern); continue
                default: break
                }
                // Text or blob bytes; the pointer is valid until the next step.
                let bytes = type == SQLITE_BLOB ? sqlite3_column_blob(statement, column)
                    : UnsafeRawPointer(sqlite3_column_text(statement, column))
                let count = Int(sqlite3_column_bytes(statement, column))
                hasher.combine(count)
                if let bytes { hasher.combine(bytes: UnsafeRawBufferPointer(start: bytes, count: count)) }
            }
            return UInt64(bitPattern: Int64(hasher.finalize()))
        }

        public func isNull(_ index: Int) -> Bool { sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL }
    }
}
