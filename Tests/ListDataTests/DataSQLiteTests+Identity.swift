import Foundation
import Testing
import ListCore
@testable import ListData

/// Identities a hostile or unusual table cannot confuse: a column named `rowid`, keys that are not
/// text, `WITHOUT ROWID` told by SQLite rather than by the text of the schema, the widest tables.
extension DataSQLiteTests {
    @Test func aColumnNamedRowIDDoesNotHideTheRealRowID() throws {
        let path = try database("shadow.db", """
            CREATE TABLE t (rowid TEXT, v TEXT);
            INSERT INTO t VALUES ('x', 'a'), ('y', 'b'), ('z', 'c');
            CREATE TABLE u (rowid TEXT, _rowid_ TEXT, v TEXT);
            INSERT INTO u VALUES ('x', 'p', 'a'), ('y', 'q', 'b');
            """)
        let t = try load(path, table: "t")
        #expect(t.rows.map(\.id) == ["1", "2", "3"], "the real rowids, not the column's text read as 0")
        #expect(t.rows.map(\.fields) == [["x", "a"], ["y", "b"], ["z", "c"]])
        #expect(try load(path, table: "u").rows.map(\.id) == ["1", "2"], "oid when rowid and _rowid_ are taken")
        // Watched: a delete lands on the row deleted.
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: "t"), database: db)
        _ = try watch.readAll()
        try python(path, "db.execute(\"DELETE FROM t WHERE v = 'b'\"); db.commit()")
        guard case .changes(let delta) = watch.read(force: false) else { Issue.record("no delta"); return }
        #expect(delta.deleted == ["2"] && delta.upserted.isEmpty, "\(delta)")
    }

    @Test func keysThatAreNotTextGiveExactUniqueIdentities() throws {
        let path = try database("keys.db", """
            CREATE TABLE blobs (k BLOB PRIMARY KEY, v TEXT);
            INSERT INTO blobs VALUES (x'00112233445566778899aabbccddeeff', 'first'), (x'ffeeddccbbaa99887766554433221100', 'second');
            CREATE TABLE nulls (k TEXT PRIMARY KEY, v TEXT);
            INSERT INTO nulls VALUES (NULL, 'first'), (NULL, 'second'), ('', 'empty');
            CREATE TABLE pairs (a TEXT, b TEXT, v TEXT, PRIMARY KEY (a, b));
            INSERT INTO pairs VALUES ('a / b', 'c', 'first'), ('a', 'b / c', 'second'), ('a /', 'b', 'third'), ('a', '/ b', 'fourth');
            CREATE TABLE loose (k PRIMARY KEY, v TEXT);
            INSERT INTO loose VALUES (7, 'number'), ('7', 'text'), (7.5, 'real'), ('7.5', 'text real');
            """)
        for table in ["blobs", "nulls", "pairs", "loose"] {
            let first = try load(path, table: table).rows
            if table == "loose" { #expect(first.first?.id == "7", "an integer key reads as itself") }
            #expect(Set(first.map(\.id)).count == first.count, "\(table): \(first.map(\.id))")
            // After the first row is deleted, every other row keeps its identity.
            try python(path, "db.execute('DELETE FROM \(table) WHERE rowid = (SELECT min(rowid) FROM \(table))'); db.commit()")
            let second = try load(path, table: table).rows
            let before = Dictionary(uniqueKeysWithValues: first.map { ($0.fields.last!, $0.id) })
            for row in second { #expect(before[row.fields.last!] == row.id, "\(table): \(row.fields) moved identity") }
        }
    }

    @Test func withoutRowIDIsToldBySQLiteNotByTheSchemaText() throws {
        let path = try database("wr.db", """
            CREATE TABLE noted (a TEXT, note TEXT DEFAULT 'without rowid');
            INSERT INTO noted (a) VALUES ('x'), ('x');
            CREATE TABLE spaced (a TEXT PRIMARY KEY, b TEXT) WITHOUT/**/ROWID;
            INSERT INTO spaced VALUES ('k', 'v');
            CREATE VIRTUAL TABLE notes USING fts5(body);
            INSERT INTO notes VALUES ('one'), ('two');
            """)
        let db = try SQLiteDatabase(readingAt: path)
        #expect(try db.hasRowID("noted"), "a default value's text is not the table's option")
        #expect(try !db.hasRowID("spaced"))
        #expect(try load(path, table: "noted").rows.map(\.id) == ["1", "2"])
        #expect(try load(path, table: "spaced").rows.map(\.id) == ["k"])
        #expect(try load(path, table: "notes").rows.map(\.fields) == [["one"], ["two"]], "a virtual table has a rowid too")
    }

    @Test func aTableOfTwoThousandColumnsOpens() throws {
        let columns = (1...2_000).map { "c\($0)" }
        let path = try database("wide.db", """
            CREATE TABLE wide (\(columns.joined(separator: ", ")));
            INSERT INTO wide (c1, c2000) VALUES ('first', 'last'), ('again', 'end');
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: nil), database: db)
        let rows = try watch.readAll().rows
        #expect(rows.map(\.id) == ["1", "2"])
        #expect(rows.first?.fields.count == 2_000 && rows.first?.fields.last == "last")
        try python(path, "db.execute(\"UPDATE wide SET c2000 = 'changed' WHERE rowid = 2\"); db.commit()")
        guard case .changes(let delta) = watch.read(force: false) else { Issue.record("no delta"); return }
        #expect(delta.upserted.map(\.id) == ["2"] && delta.upserted.first?.fields.last == "changed")
    }

    @Test func aDroppedColumnNeverShowsItsNameAsAValue() throws {
        let path = try database("drop.db", """
            CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, city TEXT);
            INSERT INTO t VALUES (1, 'Ada', 'London'), (2, 'Grace', 'New York');
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let source = try SQLiteTableSource(database: db, table: nil)
        try python(path, "db.execute('ALTER TABLE t DROP COLUMN city'); db.commit()")
        do {
            let rows = try source.read(from: db).rows
            #expect(!rows.contains { $0.fields.contains("city") }, "the dropped column's name shown as a value: \(rows.map(\.fields))")
        } catch {
            #expect(error.reason.contains("city"), "the reason names the column: \(error.reason)")
        }
    }
}
