import Foundation
import ListCore

/// One table or view of an SQLite database as list rows (`--data FILE --table NAME`): the
/// columns are the table's, a row's identity is its primary key (or its rowid), numbers sort by
/// value (`ColumnSchema.Inference`), and the text goes into a compact `ColumnTable` as a CSV file's does.
///
///     let db = try SQLiteDatabase(readingAt: "tasks.sqlite")
///     let source = try SQLiteTableSource(database: db, table: nil)   // the only table
///     let (schema, rows) = try source.read(from: db)
///     rows[0].id                                                     // "1" (its primary key)
///
/// Which table: `table`, or the only one when `nil`. Which identity:
/// - a declared primary key (several columns are joined with " / "), the rowid for an
///   `INTEGER PRIMARY KEY` or a table without one;
/// - a view has neither: its first column, when its values are distinct and not empty;
///   otherwise the view cannot be followed row by row and `read` says so.
///
/// - Complexity: `init` is O(tables + columns); `read` is O(rows × columns) plus SQLite's scan.
public struct SQLiteTableSource: Sendable {
    public enum Key: Equatable, Sendable {
        /// The rowid (selected as an extra first result column).
        case rowID
        /// These columns (indices into the table's columns), in primary-key order.
        case columns([Int])
        /// A view's first column, which must be distinct in every row (checked by `read`).
        case firstColumn
    }

    public let path: String
    public let table: String
    public let isView: Bool
    public let columnNames: [String]
    public let key: Key
    /// An ordinary table: rows are read in rowid order (the order they were added, for most).
    public let hasRowID: Bool

    /// Picks the table (`table`, or the only one) and its key; a `FileError` naming the reason
    /// otherwise (not a database, encrypted, no such table — listing those there are).
    public init(database: SQLiteDatabase, table: String?) throws(FileError) {
        let path = database.path
        let tables: [SQLiteDatabase.Table]
        do { tables = try database.tables() } catch { throw Self.fileError(error, path: path) }
        let names = Self.listing(tables)
        let chosen: SQLiteDatabase.Table
        if let table {
            guard let match = tables.first(where: { $0.name == table })
                ?? tables.first(where: { $0.name.lowercased() == table.lowercased() })
            else {
                throw FileError(path: path, reason: tables.isEmpty ? "no table named '\(table)' (the database has no tables)"
                                    : "no table or view named '\(table)' (tables: \(names))")
            }
            chosen = match
        } else {
            guard !tables.isEmpty else { throw FileError(path: path, reason: "the database has no tables") }
            guard tables.count == 1 else {
                throw FileError(path: path, reason: "\(tables.count) tables and views; pick one with --table (tables: \(names))")
            }
            chosen = tables[0]
        }
        let columns: [SQLiteDatabase.Column]
        let hasRowID: Bool
        do {
            columns = try database.columns(of: chosen.name)
            hasRowID = try database.hasRowID(chosen.name)
        } catch { throw Self.fileError(error, path: path) }
        guard !columns.isEmpty else {
            throw FileError(path: path, reason: "\(chosen.isView ? "view" : "table") '\(chosen.name)' has no columns")
        }
        let keyColumns = columns.indices.filter { columns[$0].primaryKeyPosition > 0 }
            .sorted { columns[$0].primaryKeyPosition < columns[$1].primaryKeyPosition }
        if hasRowID, keyColumns.count == 1, columns[keyColumns[0]].declaredType.uppercased() == "INTEGER" {
            key = .rowID   // INTEGER PRIMARY KEY is the rowid itself: the same value, read as the rowid
        } else if !keyColumns.isEmpty {
            key = .columns(keyColumns)
        } else if hasRowID {
            key = .rowID
        } else {
            key = .firstColumn
        }
        self.path = path
        self.table = chosen.name
        self.isView = chosen.isView
        self.columnNames = columns.map(\.name)
        self.hasRowID = hasRowID
    }

    /// The tables for an error line: the first 20 names, then how many more.
    static func listing(_ tables: [SQLiteDatabase.Table]) -> String {
        var names = tables.prefix(20).map(\.name).joined(separator: ", ")
        if tables.count > 20 { names += ", … \(tables.count - 20) more" }
        return names
    }

    /// SQLite's failure as the line the app prints: a damaged or foreign file says so.
    public static func fileError(_ error: SQLiteError, path: String) -> FileError {
        if error.isDamaged {
            return FileError(path: path, reason: "not an SQLite database, or a corrupt or encrypted one (\(error.message))")
        }
        return FileError(path: path, reason: "cannot read the database (\(error.message))")
    }

    /// The query that reads every row, the key first when it is the rowid.
    var selectSQL: String {
        let name = SQLiteDatabase.quoted(table)
        let columns = columnNames.map(SQLiteDatabase.quoted).joined(separator: ", ")
        switch key {
        case .rowID: return "SELECT rowid, \(columns) FROM \(name) ORDER BY rowid"
        case .columns(let key):
            let order = hasRowID ? "rowid" : key.map { SQLiteDatabase.quoted(columnNames[$0]) }.joined(separator: ", ")
            return "SELECT \(columns) FROM \(name) ORDER BY \(order)"
        case .firstColumn: return "SELECT \(columns) FROM \(name)"
        }
    }

    /// Every row of the table, in rowid order (key order without one), with the schema (number columns inferred from the
    /// values). A view whose first column repeats a value, or an empty one, is a `FileError`.
    public func read(from database: SQLiteDatabase) throws(FileError) -> (schema: ColumnSchema, rows: [Row]) {
        let (schema, rows, _) = try read(from: database, recording: false)
        return (schema, rows)
    }

    /// `read(from:)`, and for a table keyed by its rowid the fingerprints of what was read
    /// (`changes(in:since:)` compares the next scan with them).
    public func read(from database: SQLiteDatabase, recording: Bool)
        throws(FileError) -> (schema: ColumnSchema, rows: [Row], fingerprints: SQLiteFingerprints?) {
        var prints: SQLiteFingerprints? = recording && key == .rowID ? SQLiteFingerprints() : nil
        let width = columnNames.count
        let detailColumn = columnNames.firstIndex { $0.lowercased() == "description" }
        var builder = ColumnTable.Builder(columnCount: width, detailColumn: detailColumn)
        var heights: [Double] = []
        var ids = RowSource.UniqueIDs()
        var numeric = ColumnSchema.Inference(header: columnNames, preferring: .user)
        var fields: [String] = []
        fields.reserveCapacity(width)
        var seen: Set<String> = []
        var repeated: String?
        let offset = key == .rowID ? 1 : 0
        do {
            try database.query(selectSQL) { row in
                fields.removeAll(keepingCapacity: true)
                for column in 0..<width { fields.append(row.text(column + offset)) }
                let id: String
                switch key {
                case .rowID: id = String(row.int64(0))
                case .columns(let key): id = key.count == 1 ? fields[key[0]] : key.map { fields[$0] }.joined(separator: " / ")
                case .firstColumn:
                    id = fields[0]
                    if repeated == nil, id.isEmpty || !seen.insert(id).inserted { repeated = id }
                }
                prints?.append(rowID: row.int64(0), fingerprint: row.fingerprint(1..<(width + 1)))
                numeric.observe(fields)
                let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
                builder.append(id: ids.claim(id), fields: fields)
                heights.append(RowSource.height(forDetail: detail))
            }
        } catch {
            throw Self.fileError(error, path: path)
        }
        if let repeated {
            let what = repeated.isEmpty ? "has an empty value" : "repeats '\(repeated)'"
            throw FileError(path: path, reason: "view '\(table)' has no key to follow its rows by (no primary key or "
                            + "rowid, and its first column '\(columnNames[0])' \(what)); nothing was shown")
        }
        let schema = numeric.schema
        let table = builder.build()
        return (schema, heights.indices.map { table.row(at: $0, height: heights[$0]) }, prints)
    }

    /// What changed in a rowid-keyed table since the scan `previous` recorded: one scan in rowid
    /// order merged against it. Only the rows added or changed are made into `Row`s; the rest
    /// cost their fingerprint.
    ///
    ///     let (delta, now) = try source.changes(in: db, since: prints)
    ///     delta.upserted.map(\.id)   // ["31", "25"]
    ///
    /// - Complexity: O(rows) for the scan and the merge, plus O(text) of the changed rows.
    public func changes(in database: SQLiteDatabase, since previous: SQLiteFingerprints)
        throws(FileError) -> (delta: SourceDelta, fingerprints: SQLiteFingerprints) {
        precondition(key == .rowID, "changes are tracked for rowid-keyed tables")
        let width = columnNames.count
        let detailColumn = columnNames.firstIndex { $0.lowercased() == "description" }
        var next = SQLiteFingerprints()
        next.reserveCapacity(previous.count)
        var delta = SourceDelta()
        var cursor = 0
        let oldIDs = previous.rowIDs
        let oldPrints = previous.fingerprints
        do {
            try database.query(selectSQL) { row in
                let rowID = row.int64(0)
                let print = row.fingerprint(1..<(width + 1))
                next.append(rowID: rowID, fingerprint: print)
                while cursor < oldIDs.count, oldIDs[cursor] < rowID {
                    delta.deleted.append(RowID(String(oldIDs[cursor])))
                    cursor += 1
                }
                if cursor < oldIDs.count, oldIDs[cursor] == rowID {
                    cursor += 1
                    if oldPrints[cursor - 1] == print { return }
                }
                let fields = (0..<width).map { row.text($0 + 1) }
                let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
                delta.upserted.append(Row(id: RowID(String(rowID)), fields: fields, detail: detail,
                                          height: RowSource.height(forDetail: detail)))
            }
        } catch {
            throw Self.fileError(error, path: path)
        }
        while cursor < oldIDs.count {
            delta.deleted.append(RowID(String(oldIDs[cursor])))
            cursor += 1
        }
        return (delta, next)
    }
}
