import Foundation
import CSQLite
import Synchronization

/// A read-only connection to an SQLite database: the one place the app calls SQLite's C API
/// (`CSQLite`). Opened with `SQLITE_OPEN_READONLY`, so nothing is ever written to the user's
/// file. The file belongs to another program and is not trusted: it is read defensively
/// (`init(readingAt:)` lists the settings and limits, and why), every query can be stopped from
/// another thread (`cancel()`) and stops by itself when it runs `quietLimit` seconds without
/// giving a row, and a lock another program holds is waited for at most `lockWait` seconds.
///
///     let db = try SQLiteDatabase(readingAt: "mail.sqlite")
///     try db.tables()                       // [.init(name: "messages", isView: false)]
///     try db.query("SELECT subject FROM messages") { row in print(row.text(0)) }
///     try db.dataVersion()                  // changes when another process commits
///
/// A connection is used by one thread at a time (the caller's worker queue; `cancel()` from any
/// thread); it is `Sendable` so it can be handed to that queue.
///
/// - Complexity: opening is O(1); a query costs what SQLite costs plus O(text) to copy values.
public final class SQLiteDatabase: @unchecked Sendable {
    /// How long a locked database is waited for by default before a query gives up (seconds).
    public static let defaultLockWait = 5.0
    /// How long a query may run without giving a row by default before it is stopped (seconds).
    public static let defaultQuietLimit = 15.0

    /// The longest string or blob a value may be (bytes, `SQLITE_LIMIT_LENGTH`; SQLite's own is
    /// 1 GB). A list field never shows more, and a view that computes a huge value
    /// (`zeroblob(1e9)`, `printf('%.*c', 1e9, 'x')`) fails with "string or blob too big" instead
    /// of taking that much memory per value.
    public static let lengthLimit: Int32 = 128 << 20
    /// The longest SQL text SQLite parses (bytes, `SQLITE_LIMIT_SQL_LENGTH`; SQLite's own is 1 GB):
    /// bounds the work of parsing a view's or trigger's definition from the file's schema. The
    /// app's own longest query (every column of a 2 000-column table, named) is far below it.
    public static let sqlLengthLimit: Int32 = 1 << 20
    /// The most columns a table, view or result may have (`SQLITE_LIMIT_COLUMN`): SQLite's
    /// compiled-in most (2 000), set explicitly so every table a file can hold opens (the rowid is
    /// read beside the columns when there is no room for it, `SQLiteTableSource`).
    public static let columnLimit: Int32 = 2_000
    /// The deepest expression tree SQLite builds (`SQLITE_LIMIT_EXPR_DEPTH`; SQLite's own is
    /// 1 000): the parser recurses per level, and the app reads on worker threads whose stacks
    /// are smaller than the main thread's; views people write nest a few levels, not hundreds.
    public static let expressionDepthLimit: Int32 = 250
    /// Databases a query may attach (`SQLITE_LIMIT_ATTACHED`): none; the app only reads its file.
    public static let attachedLimit: Int32 = 0

    private let handle: OpaquePointer
    public let path: String

    /// Seconds a query may run without giving a row (its first, or the next) before it is
    /// stopped with `SQLiteError.interrupted`: a view that never ends (an endless recursive CTE)
    /// ends in an error naming why, not a hang. Set by the thread using the connection.
    public var quietLimit = SQLiteDatabase.defaultQuietLimit
    /// Seconds a query waits for another program's lock before failing with `SQLiteError.busy`
    /// (0: at once, as a watch looking every 50 ms does). Set by the thread using the connection.
    public var lockWait = SQLiteDatabase.defaultLockWait

    /// Set by `cancel()` (any thread); the query running, or the next one, stops.
    private let cancelled = Atomic<Bool>(false)
    /// When the running query last gave a row or started (`DispatchTime` nanoseconds), as the
    /// progress handler saw it.
    private var lastProgress: UInt64 = 0
    /// A row was given since the progress handler last looked (set per row: no clock read).
    private var gaveRow = false
    /// When the current wait for a lock started.
    private var lockWaitStarted: UInt64 = 0
    /// Why the last query was stopped.
    private var stopReason: String?

    /// Opens `path` read-only and defensively. SQLite reads nothing yet: a file that is not a
    /// database fails at the first query (`SQLiteError.isDamaged`).
    ///
    /// Settings, each because the file is another program's and may be hostile:
    /// - `SQLITE_DBCONFIG_DQS_DML`/`DQS_DDL` off: a double-quoted name that is no longer a column
    ///   (dropped while followed) is an error, never the string literal of its name shown as
    ///   every row's value;
    /// - `SQLITE_DBCONFIG_DEFENSIVE` on: no statement can corrupt the file (`writable_schema`…);
    /// - `SQLITE_DBCONFIG_TRUSTED_SCHEMA` off (`PRAGMA trusted_schema=OFF`): the file's views and
    ///   triggers may call only functions SQLite marks harmless;
    /// - the limits above (`lengthLimit`, `sqlLengthLimit`, `columnLimit`,
    ///   `expressionDepthLimit`, `attachedLimit`), a progress handler (`quietLimit`, `cancel()`)
    ///   and a busy handler (`lockWait`, `cancel()`).
    public init(readingAt path: String) throws(SQLiteError) {
        var db: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(db)
            throw SQLiteError(code: status & 0xFF, message: message)
        }
        sqlite3_extended_result_codes(db, 0)
        for (option, value) in [(SQLITE_DBCONFIG_DQS_DML, 0), (SQLITE_DBCONFIG_DQS_DDL, 0),
                                (SQLITE_DBCONFIG_DEFENSIVE, 1), (SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)] {
            _ = csqlite_db_config(db, option, Int32(value))
        }
        for (limit, value) in [(SQLITE_LIMIT_LENGTH, Self.lengthLimit), (SQLITE_LIMIT_SQL_LENGTH, Self.sqlLengthLimit),
                               (SQLITE_LIMIT_COLUMN, Self.columnLimit), (SQLITE_LIMIT_EXPR_DEPTH, Self.expressionDepthLimit),
                               (SQLITE_LIMIT_ATTACHED, Self.attachedLimit)] {
            sqlite3_limit(db, limit, value)
        }
        handle = db
        self.path = path
        let context = Unmanaged.passUnretained(self).toOpaque()
        // Every 1 000 virtual-machine steps (some microseconds): a clock read and a flag.
        sqlite3_progress_handler(db, 1_000, { context in
            Unmanaged<SQLiteDatabase>.fromOpaque(context!).takeUnretainedValue().shouldStop() ? 1 : 0
        }, context)
        sqlite3_busy_handler(db, { context, attempt in
            Unmanaged<SQLiteDatabase>.fromOpaque(context!).takeUnretainedValue().waitsForLock(attempt: attempt) ? 1 : 0
        }, context)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Stops the query running on this connection now, from any thread, or the next one to
    /// start: it fails with `SQLiteError.interrupted`, "reading was cancelled".
    public func cancel() {
        cancelled.store(true, ordering: .sequentiallyConsistent)
        sqlite3_interrupt(handle)
    }

    /// True once `cancel()` was called.
    public var isCancelled: Bool { cancelled.load(ordering: .sequentiallyConsistent) }

    private static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// The progress handler: stop when cancelled or quiet for `quietLimit`.
    private func shouldStop() -> Bool {
        if isCancelled {
            stopReason = "reading was cancelled"
            return true
        }
        let now = Self.now()
        if gaveRow {
            gaveRow = false
            lastProgress = now
            return false
        }
        guard Double(now &- lastProgress) / 1e9 > quietLimit else { return false }
        stopReason = "a query ran \(Self.seconds(quietLimit)) without giving a row and was stopped "
            + "(a view that never ends, or one too slow to follow)"
        return true
    }

    /// The busy handler: wait 10 ms more unless cancelled or past `lockWait`.
    private func waitsForLock(attempt: Int32) -> Bool {
        if attempt == 0 { lockWaitStarted = Self.now() }
        guard !isCancelled, Double(Self.now() &- lockWaitStarted) / 1e9 < lockWait else { return false }
        usleep(10_000)
        return true
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }

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

        public init(name: String, declaredType: String, primaryKeyPosition: Int) {
            self.name = name
            self.declaredType = declaredType
            self.primaryKeyPosition = primaryKeyPosition
        }
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

    /// What the schema says `name` is now: its type (`table`, `view`, …) and root page (the
    /// b-tree holding its rows, 0 for a view; kept when a table is renamed), or nil.
    public func schemaEntry(named name: String) throws(SQLiteError) -> (type: String, rootPage: Int64)? {
        var entry: (type: String, rootPage: Int64)?
        try query("SELECT type, rootpage FROM sqlite_schema WHERE name = ?1 AND type IN ('table', 'view')",
                  bind: [name]) { row in entry = (row.text(0), row.int64(1)) }
        return entry
    }

    /// The table whose rows are in the b-tree at `rootPage` now (a renamed table keeps its page).
    public func table(atRootPage rootPage: Int64) throws(SQLiteError) -> String? {
        var name: String?
        try query("SELECT name FROM sqlite_schema WHERE type = 'table' AND rootpage = ?1",
                  bind: [String(rootPage)]) { row in name = row.text(0) }
        return name
    }

    /// True when `table` has a rowid (an ordinary, shadow or virtual table; not a view, not
    /// `WITHOUT ROWID`), as SQLite itself says (`PRAGMA table_list`), not as the text of its
    /// schema reads.
    public func hasRowID(_ table: String) throws(SQLiteError) -> Bool {
        var hasRowID = false
        try query("SELECT type, wr FROM pragma_table_list(?1) WHERE schema = 'main'", bind: [table]) { row in
            hasRowID = row.text(0) != "view" && row.int64(1) == 0
        }
        return hasRowID
    }

    /// The pages of `table`'s b-tree (interior, leaf and overflow: SQLite's `dbstat`): a commit
    /// that changes the table writes at least one of them.
    public func pages(of table: String) throws(SQLiteError) -> Set<UInt32> {
        var pages: Set<UInt32> = []
        try query("SELECT pageno FROM dbstat WHERE name = ?1", bind: [table]) { row in
            pages.insert(UInt32(truncatingIfNeeded: row.int64(0)))
        }
        return pages
    }

    /// SQLite's `PRAGMA data_version`: it changes when another connection commits to the file
    /// (also in WAL mode), and costs no page reads.
    public func dataVersion() throws(SQLiteError) -> Int64 {
        var version: Int64 = 0
        try query("PRAGMA data_version") { row in version = row.int64(0) }
        return version
    }

    /// SQLite's `PRAGMA schema_version`: it changes when any table, view or index is created,
    /// altered or dropped (one header field, no scan).
    public func schemaVersion() throws(SQLiteError) -> Int64 {
        var version: Int64 = 0
        try query("PRAGMA schema_version") { row in version = row.int64(0) }
        return version
    }

    /// Runs `sql` with `bind` as its parameters (`?1`, `?2`, …) and calls `row` for each result
    /// row. The `Row` handed to `row` is valid only during that call. With `alongside`, a second
    /// query giving one integer per row in the same order (`SELECT rowid … ORDER BY rowid`) steps
    /// in lockstep in the same read transaction: `row.alongside` is its value.
    public func query(_ sql: String, bind parameters: [String] = [], alongside: String? = nil,
                      _ row: (borrowing ResultRow) throws(SQLiteError) -> Void) throws(SQLiteError) {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        for (index, value) in parameters.enumerated() {
            sqlite3_bind_text(statement, Int32(index + 1), value, -1, csqlite_transient())
        }
        let companion = try alongside.map { sql throws(SQLiteError) in try prepare(sql) }
        defer { sqlite3_finalize(companion) }
        lastProgress = Self.now()
        gaveRow = false
        stopReason = nil
        defer { cancelled.store(false, ordering: .sequentiallyConsistent) }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status) }
            var value: Int64 = 0
            if let companion {
                let paired = sqlite3_step(companion)
                guard paired == SQLITE_ROW else {
                    throw paired == SQLITE_DONE ? SQLiteError(code: SQLiteError.corrupt, message: "rowids and rows differ")
                        : error(paired)
                }
                value = sqlite3_column_int64(companion, 0)
            }
            gaveRow = true
            try row(ResultRow(statement: statement, alongside: value))
        }
    }

    private func prepare(_ sql: String) throws(SQLiteError) -> OpaquePointer {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw error(prepared) }
        return statement
    }

    private func error(_ status: Int32) -> SQLiteError {
        let code = status & 0xFF
        if code == SQLiteError.interrupted {
            return SQLiteError(code: code, message: stopReason ?? "reading was cancelled")
        }
        return SQLiteError(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// Double-quotes an identifier for SQL text (`my "t"` → `"my ""t"""`).
    public static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
