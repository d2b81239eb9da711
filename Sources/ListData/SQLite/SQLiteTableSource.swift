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
/// Which table: `table`, or the only one when `nil`. Which identity (`SQLiteIdentity`: exact, so
/// two rows never share one and an insert never moves the selection to another record):
/// - a declared primary key (several columns are joined with " / "), the rowid for an
///   `INTEGER PRIMARY KEY` or a table without one;
/// - a view has neither: its first column, when its values are distinct and not empty;
///   otherwise the view cannot be followed row by row and `read` says so.
///
/// The rowid is read by a name no column shadows (`rowid`, `_rowid_` or `oid`), or as the
/// `INTEGER PRIMARY KEY` column it is; a table of `SQLiteDatabase.columnLimit` columns has no room
/// for it in the result, and it is read by a second query stepping alongside.
///
/// - Complexity: `init` is O(tables + columns); `read` is O(rows × columns) plus SQLite's scan.
public struct SQLiteTableSource: Sendable {
    public enum Key: Equatable, Sendable {
        /// The rowid (or the `INTEGER PRIMARY KEY` column that is it).
        case rowID
        /// These columns (indices into the table's columns), in primary-key order.
        case columns([Int])
        /// A view's first column, which must be distinct in every row (checked by `read`).
        case firstColumn
    }

    /// Where a result row's rowid comes from.
    enum RowIDRead: Equatable, Sendable {
        /// Not read (a view, `WITHOUT ROWID`, or every name for it shadowed by a column).
        case none
        /// Selected by this name as an extra first result column.
        case leading(String)
        /// The `INTEGER PRIMARY KEY` column at this index: it is the rowid.
        case column(Int)
        /// By this name, in a second query stepping alongside (no room for an extra column).
        case alongside(String)
    }

    public let path: String
    public let table: String
    public let isView: Bool
    /// The table's columns as the schema declared them when the source was made.
    public let columns: [SQLiteDatabase.Column]
    public var columnNames: [String] { columns.map(\.name) }
    public let key: Key
    /// An ordinary table: rows are read in rowid order (the order they were added, for most).
    public let hasRowID: Bool
    /// The b-tree of the table's rows (0 for a view): a renamed table keeps it.
    public let rootPage: Int64
    let rowID: RowIDRead

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
        let rootPage: Int64
        do {
            columns = try database.columns(of: chosen.name)
            hasRowID = try database.hasRowID(chosen.name)
            rootPage = try database.schemaEntry(named: chosen.name)?.rootPage ?? 0
        } catch { throw Self.fileError(error, path: path) }
        let kind = chosen.isView ? "view" : "table"
        guard !columns.isEmpty else {
            throw FileError(path: path, reason: "\(kind) '\(chosen.name)' has no columns")
        }
        let keyColumns = columns.indices.filter { columns[$0].primaryKeyPosition > 0 }
            .sorted { columns[$0].primaryKeyPosition < columns[$1].primaryKeyPosition }
        // INTEGER PRIMARY KEY is the rowid itself: the same value, read from its column.
        let integerKey = hasRowID && keyColumns.count == 1 && columns[keyColumns[0]].declaredType.uppercased() == "INTEGER"
            ? keyColumns[0] : nil
        let taken = Set(columns.map { $0.name.lowercased() })
        let alias = ["rowid", "_rowid_", "oid"].first { !taken.contains($0) }
        if integerKey != nil {
            key = .rowID
        } else if !keyColumns.isEmpty {
            key = .columns(keyColumns)
        } else if hasRowID {
            guard alias != nil else {
                throw FileError(path: path, reason: "table '\(chosen.name)' has columns named rowid, _rowid_ and oid, which "
                                + "hide its rowid, and no primary key: its rows cannot be told apart; nothing was shown")
            }
            key = .rowID
        } else {
            key = .firstColumn
        }
        if let integerKey {
            rowID = .column(integerKey)
        } else if hasRowID, let alias {
            rowID = columns.count + 1 > Int(SQLiteDatabase.columnLimit) ? .alongside(alias) : .leading(alias)
        } else {
            rowID = .none
        }
        self.path = path
        self.table = chosen.name
        self.isView = chosen.isView
        self.columns = columns
        self.hasRowID = hasRowID
        self.rootPage = rootPage
    }

    /// The tables for an error line: the first 20 names, then how many more.
    static func listing(_ tables: [SQLiteDatabase.Table]) -> String {
        var names = tables.prefix(20).map(\.name).joined(separator: ", ")
        if tables.count > 20 { names += ", … \(tables.count - 20) more" }
        return names
    }

    /// How a `FileError`'s reason starts when another program held the lock past the wait.
    public static let lockedReason = "the database is locked by another program"

    /// SQLite's failure as the line the app prints: a damaged or foreign file says so.
    public static func fileError(_ error: SQLiteError, path: String) -> FileError {
        if error.isDamaged {
            return FileError(path: path, reason: "not an SQLite database, or a corrupt or encrypted one (\(error.message))")
        }
        if error.code == SQLiteError.interrupted { return FileError(path: path, reason: error.message) }
        if error.code == SQLiteError.busy {
            return FileError(path: path, reason: lockedReason + " (\(error.message))")
        }
        if error.code == SQLiteError.tooBig {
            return FileError(path: path, reason: "a value or statement is over the size this app reads "
                             + "(\(SQLiteDatabase.lengthLimit >> 20) MiB a value; \(error.message))")
        }
        return FileError(path: path, reason: "cannot read the database (\(error.message))")
    }

    /// The first result column holding a field: 1 when the rowid is selected before them.
    var fieldOffset: Int { if case .leading = rowID { 1 } else { 0 } }

    /// The query that reads every row, the rowid first when it is selected as an extra column.
    var selectSQL: String {
        let name = SQLiteDatabase.quoted(table)
        let fields = columnNames.map(SQLiteDatabase.quoted).joined(separator: ", ")
        switch rowID {
        case .leading(let alias): return "SELECT \(alias), \(fields) FROM \(name) ORDER BY \(alias)"
        case .column(let index): return "SELECT \(fields) FROM \(name) ORDER BY \(SQLiteDatabase.quoted(columnNames[index]))"
        case .alongside(let alias): return "SELECT \(fields) FROM \(name) ORDER BY \(alias)"
        case .none:
            guard case .columns(let key) = key else { return "SELECT \(fields) FROM \(name)" }
            return "SELECT \(fields) FROM \(name) ORDER BY " + key.map { SQLiteDatabase.quoted(columnNames[$0]) }.joined(separator: ", ")
        }
    }

    /// The rowids in the order `selectSQL` reads rows, when they are read alongside.
    var alongsideSQL: String? {
        guard case .alongside(let alias) = rowID else { return nil }
        return "SELECT \(alias) FROM \(SQLiteDatabase.quoted(table)) ORDER BY \(alias)"
    }

    /// The rowid of `row` (a row of `selectSQL`), nil when it is not read.
    func rowID(of row: borrowing SQLiteDatabase.ResultRow) -> Int64? {
        switch rowID {
        case .none: nil
        case .leading: row.int64(0)
        case .column(let index): row.int64(index)
        case .alongside: row.alongside
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
    ///
    /// `textLimit`: the most text the rows may hold (a column table's 4 GiB; less in tests). A
    /// table with more is refused, naming the row that did not fit, instead of trapping.
    public func read(from database: SQLiteDatabase, recording: Bool)
        throws(FileError) -> (schema: ColumnSchema, rows: [Row], fingerprints: SQLiteFingerprints?) {
        try read(from: database, recording: recording, textLimit: ColumnTable.textLimit)
    }

    func read(from database: SQLiteDatabase, recording: Bool, textLimit: Int)
        throws(FileError) -> (schema: ColumnSchema, rows: [Row], fingerprints: SQLiteFingerprints?) {
        var prints: SQLiteFingerprints? = recording && key == .rowID ? SQLiteFingerprints() : nil
        let width = columnNames.count
        let detailColumn = columnNames.firstIndex { $0.lowercased() == "description" }
        var builder = ColumnTable.Builder(columnCount: width, detailColumn: detailColumn)
        builder.textLimit = textLimit
        var heights: [Double] = []
        var rowTooLarge: Int?
        var ids = RowSource.UniqueIDs()
        var numeric = ColumnSchema.Inference(header: columnNames, preferring: .user)
        var fields: [String] = []
        fields.reserveCapacity(width)
        var seen: Set<String> = []
        var repeated: String?
        let offset = fieldOffset
        do {
            try database.query(selectSQL, alongside: alongsideSQL) { (row: borrowing SQLiteDatabase.ResultRow) throws(SQLiteError) in
                fields.removeAll(keepingCapacity: true)
                for column in 0..<width { fields.append(row.text(column + offset)) }
                let rowID = rowID(of: row)
                let id: String
                switch key {
                case .rowID: id = String(rowID!)
                case .columns(let key) where key.count == 1:
                    id = row.isText(key[0] + offset) ? SQLiteIdentity.make(text: fields[key[0]])
                        : SQLiteIdentity.make(row.keyPart(key[0] + offset), rowID: rowID)
                case .columns(let key):
                    id = SQLiteIdentity.make(key.map { row.keyPart($0 + offset, text: fields[$0]) }, rowID: rowID)
                case .firstColumn:
                    let part = row.keyPart(offset, text: fields[0])
                    id = SQLiteIdentity.make(part, rowID: nil)
                    if repeated == nil, part == .null || part == .text("") || !seen.insert(id).inserted { repeated = fields[0] }
                }
                if let rowID { prints?.append(rowID: rowID, fingerprint: row.fingerprint(offset..<(width + offset))) }
                numeric.observe(fields)
                let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
                let claimed = ids.claim(id)
                guard builder.fits(bytes: fields.reduce(claimed.utf8.count) { $0 + $1.utf8.count }, fieldCount: width)
                else {
                    rowTooLarge = builder.count + 1
                    throw SQLiteError(code: SQLiteError.tooBig, message: "")
                }
                builder.append(id: claimed, fields: fields)
                heights.append(RowSource.height(forDetail: detail))
            }
        } catch {
            if let rowTooLarge {
                throw FileError(path: path, reason: "row \(rowTooLarge) of '\(table)': the rows hold more than "
                                + "\(textLimit >> 20) MiB of text, the most one list holds; nothing was shown")
            }
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
        let offset = fieldOffset
        var next = SQLiteFingerprints()
        next.reserveCapacity(previous.count)
        var delta = SourceDelta()
        var cursor = 0
        let oldIDs = previous.rowIDs
        let oldPrints = previous.fingerprints
        do {
            try database.query(selectSQL, alongside: alongsideSQL) { (row: borrowing SQLiteDatabase.ResultRow) throws(SQLiteError) in
                let rowID = rowID(of: row)!
                let print = row.fingerprint(offset..<(width + offset))
                next.append(rowID: rowID, fingerprint: print)
                while cursor < oldIDs.count, oldIDs[cursor] < rowID {
                    delta.deleted.append(RowID(String(oldIDs[cursor])))
                    cursor += 1
                }
                if cursor < oldIDs.count, oldIDs[cursor] == rowID {
                    cursor += 1
                    if oldPrints[cursor - 1] == print { return }
                }
                let fields = (0..<width).map { row.text($0 + offset) }
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
