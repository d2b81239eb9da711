import ListCore

/// The tables and views of a database with how many rows each has: what a window asks a person
/// to choose from when a file has several (`ListDemo FILE`, Open).
///
///     let tables = try SQLiteTableListing.tables(in: SQLiteDatabase(readingAt: "mail.sqlite"))
///     tables.map(\.name)      // ["folders", "messages"]
///     tables[1].rowCount      // 12 408
///
/// - Complexity: O(tables) queries, each counting its table's rows (SQLite's scan of the
///   smallest index).
public enum SQLiteTableListing {
    /// A table or view, and its row count.
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var isView: Bool
        public var rowCount: Int

        public init(name: String, isView: Bool, rowCount: Int) {
            self.name = name
            self.isView = isView
            self.rowCount = rowCount
        }
    }

    /// The user's tables and views in name order, each with its row count.
    public static func tables(in database: SQLiteDatabase) throws(FileError) -> [Entry] {
        do {
            var entries: [Entry] = []
            for table in try database.tables() {
                var count = 0
                try database.query("SELECT count(*) FROM \(SQLiteDatabase.quoted(table.name))") { row in count = Int(row.int64(0)) }
                entries.append(Entry(name: table.name, isView: table.isView, rowCount: count))
            }
            return entries
        } catch {
            throw SQLiteTableSource.fileError(error, path: database.path)
        }
    }
}
