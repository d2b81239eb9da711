import Foundation
import Testing
import ListCore
@testable import ListData

/// SQLite databases as list rows: the table picked, identities from the key, numbers inferred,
/// one reason per bad database, read-only, a writer's lock waited for, commits seen.
@Suite struct DataSQLiteTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "sqlite-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// Runs `script` (Python, with `db` connected to `path` and `sqlite3` imported), waits for it.
    @discardableResult
    func python(_ path: String, _ script: String, wait: Bool = true) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import sqlite3, sys, time\ndb = sqlite3.connect(sys.argv[1])\n" + script, path]
        try process.run()
        if wait { process.waitUntilExit() }
        return process
    }

    func database(_ name: String, _ sql: String) throws -> String {
        let path = folder + "/" + name
        try python(path, "db.executescript('''\(sql)''')\ndb.commit()")
        return path
    }

    func load(_ path: String, table: String? = nil) throws -> (schema: ColumnSchema, rows: [Row]) {
        let db = try SQLiteDatabase(readingAt: path)
        return try SQLiteTableSource(database: db, table: table).read(from: db)
    }

    func failure(_ path: String, table: String? = nil) -> String? {
        do { _ = try load(path, table: table) } catch let error as FileError { return error.reason } catch { return "\(error)" }
        return nil
    }

    @Test func theListingGivesEveryTableAndViewWithItsRowCountInNameOrder() throws {
        let path = try database("listing.db", """
            CREATE TABLE messages (id INTEGER PRIMARY KEY, subject TEXT);
            INSERT INTO messages (subject) VALUES ('a'), ('b'), ('c');
            CREATE TABLE "my folders" (name TEXT);
            INSERT INTO "my folders" VALUES ('Inbox');
            CREATE VIEW recent AS SELECT * FROM messages WHERE id > 1;
            """)
        let tables = try SQLiteTableListing.tables(in: SQLiteDatabase(readingAt: path))
        #expect(tables == [
            .init(name: "messages", isView: false, rowCount: 3),
            .init(name: "my folders", isView: false, rowCount: 1),
            .init(name: "recent", isView: true, rowCount: nil),   // a view is not run to count it
        ])
    }

    @Test func aRowIDTableGivesItsRowsWithRowIDsAndNumberColumns() throws {
        let path = try database("t.db", """
            CREATE TABLE cities (name TEXT, population INTEGER, area REAL, note TEXT);
            INSERT INTO cities VALUES ('Oslo', 709037, 454.0, NULL), ('Bergen', 291940, 465.3, 'rain');
            """)
        let (schema, rows) = try load(path)
        #expect(schema.columns.map(\.name) == ["name", "population", "area", "note"])
        #expect(schema.columns.map(\.kind) == [.text, .number, .number, .text])
        #expect(rows.map(\.id) == ["1", "2"])
        #expect(rows[0].fields == ["Oslo", "709037", "454.0", ""])
        #expect(rows[1].detail == "Bergen, 291940, 465.3, rain")
        #expect(DataFormat.detect(try DataFile.map(path)) == .sqlite)
    }

    @Test func declaredKeysAreIdentities() throws {
        let path = try database("k.db", """
            CREATE TABLE tags (slug TEXT PRIMARY KEY, label TEXT);
            INSERT INTO tags VALUES ('b', 'Bee'), ('a', 'Ay');
            CREATE TABLE pairs (x INTEGER, y INTEGER, v TEXT, PRIMARY KEY (y, x)) WITHOUT ROWID;
            INSERT INTO pairs VALUES (1, 2, 'p'), (3, 1, 'q');
            CREATE TABLE tasks (id INTEGER PRIMARY KEY, title TEXT);
            INSERT INTO tasks VALUES (10, 'ten'), (7, 'seven');
            CREATE VIEW labels AS SELECT label, slug FROM tags;
            """)
        #expect(try load(path, table: "tags").rows.map(\.id) == ["b", "a"], "rowid order, the key as id")
        #expect(try load(path, table: "pairs").rows.map(\.id) == ["1 / 3", "2 / 1"], "key order y, x")
        #expect(try load(path, table: "tasks").rows.map(\.id) == ["7", "10"])
        #expect(try load(path, table: "TASKS").rows.count == 2, "names match ignoring case")
        #expect(try load(path, table: "labels").rows.map(\.id).sorted() == ["Ay", "Bee"], "a view: its first column")
    }

    @Test func eachBadDatabaseNamesItsReason() throws {
        let path = try database("bad.db", """
            CREATE TABLE cities (name TEXT, country TEXT);
            INSERT INTO cities VALUES ('Oslo', 'Norway'), ('Oslo', 'USA');
            CREATE TABLE notes (body TEXT);
            CREATE VIEW names AS SELECT name FROM cities;
            """)
        #expect(failure(path) == "3 tables and views; pick one with --table (tables: cities, names, notes)")
        #expect(failure(path, table: "towns") == "no table or view named 'towns' (tables: cities, names, notes)")
        #expect(failure(path, table: "names") == "view 'names' has no key to follow its rows by (no primary key or "
                + "rowid, and its first column 'name' repeats 'Oslo'); nothing was shown")
        let empty = try database("empty.db", "CREATE TABLE t (x); DROP TABLE t;")
        #expect(failure(empty) == "the database has no tables")
        let corrupt = folder + "/corrupt.db"
        FileManager.default.createFile(atPath: corrupt, contents: Data(DataFormat.sqliteHeader + Array(repeating: 1, count: 4080)))
        #expect(failure(corrupt)?.hasPrefix("not an SQLite database, or a corrupt or encrypted one") == true)
        var random = SplitMix64(seed: 9)
        let encrypted = Data((0..<8192).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        #expect(DataFormat.encryptedReason(encrypted)?.hasPrefix("an encrypted database") == true)
        #expect(DataFormat.encryptedReason(Data(String(repeating: "name,value\nx,1\n", count: 128).utf8)) == nil)
    }

    @Test func tsvIsToldByATabInTheFirstLine() throws {
        let tsv = Data("name\tpopulation\nOslo\t709037\n\"Tromsø, N\"\t77544\n".utf8)
        #expect(DataFormat.detect(tsv) == .tsv)
        #expect(DataFormat.detect(Data("name,note\nOslo,a\tb\n".utf8)) == .csv, "a tab after the first line is data")
        let loaded = try CSVColumnLoader.load(tsv, separator: DataFormat.tsv.separator)
        #expect(loaded.rows.map(\.fields) == [["Oslo", "709037"], ["Tromsø, N", "77544"]])
        #expect(loaded.schema.columns.map(\.kind) == [.text, .number])
        #expect(throws: CSVError(line: 3, message: "expected 2 fields, found 1")) {
            try CSVTable.parse("a\tb\n1\t2\n3\n", separator: 0x09)
        }
    }

    @Test func readingNeverWritesAndALockIsWaitedFor() throws {
        let path = try database("lock.db", "CREATE TABLE t (x); INSERT INTO t VALUES (1);")
        // A writer holds an exclusive lock for 0.4 s (rollback journal): the read waits, then succeeds.
        let writer = try python(path, """
            db.isolation_level = None
            db.execute('BEGIN EXCLUSIVE'); db.execute('INSERT INTO t VALUES (2)')
            open(sys.argv[1] + '.locked', 'w').close(); time.sleep(0.4); db.execute('COMMIT')
            """, wait: false)
        while !FileManager.default.fileExists(atPath: path + ".locked") { usleep(5_000) }
        let rows = try load(path).rows
        writer.waitUntilExit()
        #expect(rows.map(\.id) == ["1", "2"], "the writer's commit, read after its lock")
        // Reading and watching leave the file as it is, byte for byte, and create nothing beside it.
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let modified = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: nil), database: db)
        _ = watch.read(force: true)
        _ = try watch.readAll()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == modified)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("lock.db") }.sorted()
                == ["lock.db", "lock.db.locked"])
    }

    @Test func aWatchSeesCommitsInWALModeAndAFileGoneOrReplaced() throws {
        let path = try database("wal.db", "PRAGMA journal_mode=WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'a');")
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: nil), database: db)
        guard case .unchanged = watch.read(force: false) else { Issue.record("nothing was committed"); return }
        try python(path, "db.execute(\"UPDATE t SET v = 'b' WHERE id = 1\"); db.execute(\"INSERT INTO t VALUES (2, 'c')\"); db.commit()")
        guard case .rows(let rows) = watch.read(force: false) else { Issue.record("the commit was not seen"); return }
        #expect(rows.map(\.fields) == [["1", "b"], ["2", "c"]])
        guard case .unchanged = watch.read(force: false) else { Issue.record("seen twice"); return }
        let moved = path + ".old"
        try FileManager.default.moveItem(atPath: path, toPath: moved)
        guard case .gone(let reason) = watch.read(force: false) else { Issue.record("a deleted file was not seen"); return }
        #expect(reason == "\(path) was deleted")
        try FileManager.default.copyItem(atPath: moved, toPath: path)
        guard case .gone(let replaced) = watch.read(force: false) else { Issue.record("a replaced file was not seen"); return }
        #expect(replaced == "\(path) was replaced by another file")
    }

    @Test func afterAFullReadAWatchHandsOverOnlyWhatChanged() throws {
        let path = try database("delta.db", """
            PRAGMA journal_mode=WAL;
            CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT, n REAL);
            INSERT INTO t VALUES (1, 'a', 1.5), (2, 'b', NULL), (3, 'c', 3), (4, 'd', 4);
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let source = try SQLiteTableSource(database: db, table: nil)
        #expect(source.key == .rowID, "INTEGER PRIMARY KEY is the rowid")
        let watch = try SQLiteWatch(source: source, database: db)
        #expect(try watch.readAll().rows.map(\.id) == ["1", "2", "3", "4"])
        try python(path, """
            db.execute("UPDATE t SET n = 2.5 WHERE id = 2"); db.execute("DELETE FROM t WHERE id IN (1, 4)")
            db.execute("UPDATE t SET v = 'c' WHERE id = 3"); db.execute("INSERT INTO t VALUES (9, 'z', 9)")
            db.commit()
            """)
        guard case .changes(let delta) = watch.read(force: false) else { Issue.record("no delta"); return }
        // Row 3 was written with its own value: not a change.
        #expect(delta.upserted.map(\.id) == ["2", "9"])
        #expect(delta.upserted.map(\.fields) == [["2", "b", "2.5"], ["9", "z", "9.0"]])
        #expect(delta.deleted == ["1", "4"])
        try python(path, "db.execute('DELETE FROM t'); db.commit()")
        guard case .changes(let emptied) = watch.read(force: false) else { Issue.record("no delta"); return }
        #expect(emptied == SourceDelta(upserted: [], deleted: ["2", "3", "9"]))
        guard case .rows(let all) = watch.read(force: true) else { Issue.record("a forced read is whole"); return }
        #expect(all.isEmpty)
    }
}
