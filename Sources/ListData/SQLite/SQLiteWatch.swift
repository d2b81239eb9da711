import Foundation
import ListCore
#if canImport(Glibc)
import Glibc
#endif

/// Watches a database table for commits by other processes, on the worker: `read(force:)` asks
/// SQLite's `PRAGMA data_version` (no page is read while nothing changed) and re-reads the table
/// only when it moved — for a rowid-keyed table one scan against the last one's fingerprints,
/// handing over only the rows added, changed and removed (`SourceRead.changes`). The file being deleted or replaced (another inode at the path) ends it.
///
///     let watch = try SQLiteWatch(source: source, database: db)   // before the first read
///     scene.follower.read = { force in watch.read(force: force) }
///
/// Used by one thread at a time (the worker queue); `Sendable` to be handed there.
///
/// - Complexity: `read` is O(1) when nothing changed, else `SQLiteTableSource.read`.
public final class SQLiteWatch: @unchecked Sendable {
    public let source: SQLiteTableSource
    private let database: SQLiteDatabase
    private var version: Int64
    private let file: (device: UInt64, inode: UInt64)?
    /// The last scan of a rowid-keyed table: the next one reports only what changed.
    private var fingerprints: SQLiteFingerprints?

    /// Takes the database's version now: commits after this are seen as changes.
    public init(source: SQLiteTableSource, database: SQLiteDatabase) throws(FileError) {
        self.source = source
        self.database = database
        do { version = try database.dataVersion() } catch { throw SQLiteTableSource.fileError(error, path: source.path) }
        file = Self.identity(of: source.path)
    }

    /// The device and inode at `path`, or nil when nothing is there.
    static func identity(of path: String) -> (device: UInt64, inode: UInt64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino))
    }

    /// All the table's rows now (the first load), on the thread that owns the watch.
    public func readAll() throws(FileError) -> (schema: ColumnSchema, rows: [Row]) {
        let (schema, rows, prints) = try source.read(from: database, recording: true)
        fingerprints = prints
        return (schema, rows)
    }

    /// The table's rows when another process committed since the last read (or `force`),
    /// `.unchanged` otherwise; `.gone` when the file was deleted or replaced. A database locked
    /// by a writer past SQLite's busy timeout counts as unchanged: the next read tries again.
    public func read(force: Bool) -> SourceRead {
        let path = source.path
        guard let now = Self.identity(of: path) else { return .gone("\(path) was deleted") }
        if let file, file != now { return .gone("\(path) was replaced by another file") }
        do {
            let current = try database.dataVersion()
            guard current != version || force else { return .unchanged }
            if !force, let previous = fingerprints {
                let (delta, next) = try source.changes(in: database, since: previous)
                fingerprints = next
                version = current
                return .changes(delta)
            }
            let (_, rows, prints) = try source.read(from: database, recording: true)
            fingerprints = prints
            version = current
            return .rows(rows)
        } catch let error as SQLiteError where error.code == SQLiteError.busy {
            return .unchanged
        } catch let error as SQLiteError {
            return .gone("\(path): \(error.message)")
        } catch {
            if (try? database.dataVersion()) == nil { return .gone("\(error)") }
            return .unchanged
        }
    }
}
