import Foundation
import ListCore
#if canImport(Glibc)
import Glibc
#endif

/// Watches a database table for commits by other processes, on the worker: `read(force:)` asks
/// SQLite's `PRAGMA data_version` (no page is read while nothing changed) and re-reads the table
/// only when it moved — for a rowid-keyed table one scan against the last one's fingerprints,
/// handing over only the rows added, changed and removed (`SourceRead.changes`). In WAL mode a
/// commit to another table costs no scan: once a scan found the table unchanged, its pages are
/// known (`SQLiteDatabase.pages(of:)`), and a commit whose pages in the log (`SQLiteWALLog`) are
/// none of them is passed over.
///
/// What can go wrong is said, never read as data or as "unchanged":
/// - the file deleted or replaced (another inode at the path): `.gone`, following ends;
/// - the table's shape changed (`PRAGMA schema_version` moved and `schemaChange` names what):
///   `.trouble(.schemaChanged)` until `reopen()` follows the table as it is now;
/// - another program holding the lock: `.trouble(.busy)` at once — a look never waits for a
///   lock, so the worker stays free for sorts and searches;
/// - any other SQLite error: `.trouble(.unreadable)` with SQLite's words; the next look that
///   reads ends it.
///
///     let watch = try SQLiteWatch(source: source, database: db)   // before the first read
///     scene.follower.read = { force in watch.read(force: force) }
///
/// The connection is used by one caller at a time (`readAll` on the loader, `read` on the
/// scheduler's worker): a look while a load holds it returns `.unchanged` rather than wait.
///
/// - Complexity: `read` is O(1) when nothing changed, else `SQLiteTableSource.read`.
public final class SQLiteWatch: @unchecked Sendable {
    /// The table followed (another after `reopen()`); waits while a read holds the connection.
    public var source: SQLiteTableSource { access.withLock { current } }
    /// The database file's path (never waits).
    public let path: String
    private var current: SQLiteTableSource
    private let database: SQLiteDatabase
    private var version: Int64
    /// The schema version `current` was made at (or last found the same at).
    private var schemaVersion: Int64
    /// The change found at `changeVersion` (looked for once per schema version).
    private var change: String?
    private var changeVersion: Int64?
    private let file: (device: UInt64, inode: UInt64)?
    /// The last scan of a rowid-keyed table: the next one reports only what changed.
    private var fingerprints: SQLiteFingerprints?
    /// The pages committed to the write-ahead log since the last look.
    private var log: SQLiteWALLog
    /// The table's pages when the last scan found it unchanged (nil: not known, the next change
    /// is scanned).
    private var tablePages: Set<UInt32>?
    /// Whether commits to other tables are told from the log (the benchmark compares both ways).
    public var passesOverOtherTables = true
    /// Scans of the table so far, by looks (what passing over other tables' commits saves).
    public private(set) var scans = 0
    private let access = NSLock()

    /// Takes the database's version now: commits after this are seen as changes.
    public init(source: SQLiteTableSource, database: SQLiteDatabase) throws(FileError) {
        current = source
        path = source.path
        self.database = database
        log = SQLiteWALLog(databasePath: source.path)
        _ = log.committedPages()   // the log as it is: later commits are read from here
        do {
            version = try database.dataVersion()
            schemaVersion = try database.schemaVersion()
        } catch { throw SQLiteTableSource.fileError(error, path: source.path) }
        file = Self.identity(of: source.path)
    }

    /// The device and inode at `path`, or nil when nothing is there.
    static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// Stops the read under way (a load the person cancelled): it fails with "reading was
    /// cancelled". Any thread.
    public func cancel() { database.cancel() }

    /// All the table's rows now (the first load), on the thread that owns the watch; waits for
    /// another program's lock (at most `SQLiteDatabase.lockWait`, or until cancelled).
    public func readAll() throws(FileError) -> (schema: ColumnSchema, rows: [Row]) {
        access.lock()
        defer { access.unlock() }
        database.lockWait = SQLiteDatabase.defaultLockWait
        let (schema, rows, prints) = try current.read(from: database, recording: true)
        fingerprints = prints
        tablePages = nil
        return (schema, rows)
    }

    /// Follows the table as it is now after its shape changed (`.schemaChanged`): by its new
    /// name when it was renamed, and all its rows with their schema.
    public func reopen() throws(FileError) -> (schema: ColumnSchema, rows: [Row]) {
        access.lock()
        defer { access.unlock() }
        database.lockWait = SQLiteDatabase.defaultLockWait
        var name = current.table
        do {
            if try database.schemaEntry(named: name) == nil, current.rootPage > 0,
               let renamed = try database.table(atRootPage: current.rootPage) {
                name = renamed
            }
            schemaVersion = try database.schemaVersion()
            version = try database.dataVersion()
        } catch { throw SQLiteTableSource.fileError(error, path: current.path) }
        let source = try SQLiteTableSource(database: database, table: name)
        let (schema, rows, prints) = try source.read(from: database, recording: true)
        current = source
        fingerprints = prints
        tablePages = nil
        change = nil
        changeVersion = nil
        return (schema, rows)
    }

    /// The table's rows when another process committed since the last read (or `force`),
    /// `.unchanged` otherwise; `.gone` when the file was deleted or replaced; `.trouble` when it
    /// is there but cannot be read as it was (see the type).
    public func read(force: Bool) -> SourceRead {
        guard let now = Self.identity(of: path) else { return .gone("\(path) was deleted") }
        if let file, file != now { return .gone("\(path) was replaced by another file") }
        guard access.try() else { return .unchanged }   // the load reads: it brings the rows
        defer { access.unlock() }
        database.lockWait = 0
        do {
            let schema = try database.schemaVersion()
            if schema != schemaVersion {
                if changeVersion != schema {
                    change = try current.schemaChange(in: database)
                    changeVersion = schema
                }
                if let change { return .trouble(SourceTrouble(.schemaChanged, change)) }
                schemaVersion = schema   // another table's or an index's change: carry on
            }
            let data = try database.dataVersion()
            guard data != version || force else { return .unchanged }
            // Read before the scan: a commit after this is seen at the next look.
            let committed = passesOverOtherTables ? log.committedPages() : nil
            if !force, let committed, let tablePages, committed.isDisjoint(with: tablePages) {
                version = data   // another table's commit
                return .unchanged
            }
            scans += 1
            if !force, let previous = fingerprints {
                let (delta, next) = try current.changes(in: database, since: previous)
                fingerprints = next
                version = data
                // Unchanged: most likely another table's commit; its pages tell the next ones.
                tablePages = delta.upserted.isEmpty && delta.deleted.isEmpty && passesOverOtherTables && !current.isView
                    ? try? database.pages(of: current.table) : nil
                return .changes(delta)
            }
            let (_, rows, prints) = try current.read(from: database, recording: true)
            fingerprints = prints
            version = data
            tablePages = nil
            return .rows(rows)
        } catch let error as SQLiteError {
            return trouble(error.code, error.message)
        } catch let error as FileError {
            return trouble(error.reason.hasPrefix(SQLiteTableSource.lockedReason) ? SQLiteError.busy : 0, error.reason)
        } catch {
            return trouble(0, "\(error)")
        }
    }

    private func trouble(_ code: Int32, _ message: String) -> SourceRead {
        // The log's pages read by this look were not scanned: the next look scans whatever they were.
        tablePages = nil
        if code == SQLiteError.busy {
            return .trouble(SourceTrouble(.busy, "another program is writing to the database; the rows shown may be behind"))
        }
        return .trouble(SourceTrouble(.unreadable, message))
    }
}
