import ListCore

/// The tables and views of a database with how many rows each has: what a window asks a person
/// to choose from when a file has several (`ListDemo FILE`, Open).
///
///     let tables = try SQLiteTableListing.tables(in: SQLiteDatabase(readingAt: "mail.sqlite"))
///     tables.map(\.name)      // ["folders", "messages"]
///     tables[1].rowCount      // 12 408
///
/// Counting runs where the listing is asked for (the main thread, before a window), so it is
/// bounded: a view is not counted (counting runs it, and an untrusted view may never end), and a
/// table's count stops after `countBudget` seconds and is left unknown.
///
/// - Complexity: O(tables) queries, each counting its table's rows (SQLite's scan of the
///   smallest index), at most `countBudget` seconds each.
public enum SQLiteTableListing {
    /// A table or view, and its row count.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var isView: Bool
        /// How many rows it has; nil for a view, or a table too long to count at once.
        public var rowCount: Int?

        public init(name: String, isView: Bool, rowCount: Int?) {
            self.name = name
            self.isView = isView
            self.rowCount = rowCount
        }
    }

    /// Seconds a table's count may take before it is left unknown.
    public static let countBudget = 0.25

    /// The user's tables and views in name order, each table with its row count.
    public static func tables(in database: SQLiteDatabase) throws(FileError) -> [Entry] {
        let quiet = database.quietLimit
        database.quietLimit = countBudget
        defer { database.quietLimit = quiet }
        do {
            var entries: [Entry] = []
            for table in try database.tables() {
                var count: Int?
                if !table.isView {
                    do {
                        try database.query("SELECT count(*) FROM \(SQLiteDatabase.quoted(table.name))") { row in count = Int(row.int64(0)) }
                    } catch where error.code == SQLiteError.interrupted {
                        count = nil
                    }
                }
                entries.append(Entry(name: table.name, isView: table.isView, rowCount: count))
            }
            return entries
        } catch {
            throw SQLiteTableSource.fileError(error, path: database.path)
        }
    }
}
