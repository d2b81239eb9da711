import Testing
import ListCore
@testable import ListData

extension DataSQLiteTests {
    /// A table whose text passes what one column table holds (4 GiB; 200 bytes here) is refused,
    /// naming the first row that did not fit. Before, `ColumnTable.Builder.append` trapped.
    @Test func aTableOverTheTextLimitIsRefusedNamingItsRow() throws {
        let path = try database("big.db", """
            CREATE TABLE notes (body TEXT);
            INSERT INTO notes VALUES ('\(String(repeating: "a", count: 60))'), ('\(String(repeating: "b", count: 60))'),
                                     ('\(String(repeating: "c", count: 60))'), ('\(String(repeating: "d", count: 60))');
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let source = try SQLiteTableSource(database: db, table: nil)
        #expect(try source.read(from: db, recording: false, textLimit: 1_000).rows.count == 4)
        #expect(throws: FileError(path: path, reason: "row 3 of 'notes': the rows hold more than 0 MiB of text, "
                                  + "the most one list holds; nothing was shown")) {
            _ = try source.read(from: db, recording: false, textLimit: 200)
        }
    }
}
