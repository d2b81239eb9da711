import Foundation
import Testing
import ListCore
@testable import ListData

/// A followed table whose shape changes, whose lock another program holds, and a database whose
/// view never ends: each is said, none is read as data, none blocks.
extension DataSQLiteTests {
    func trouble(_ read: SourceRead) -> SourceTrouble? {
        if case .trouble(let trouble) = read { return trouble }
        return nil
    }

    @Test func eachSchemaChangeUnderAFollowedTableIsNamed() throws {
        let cases: [(String, String)] = [
            ("ALTER TABLE t ADD COLUMN note TEXT", "column 'note' was added"),
            ("ALTER TABLE t DROP COLUMN city", "column 'city' was dropped"),
            ("ALTER TABLE t RENAME COLUMN city TO town", "column 'city' was renamed to 'town'"),
            ("CREATE TABLE t2 (id INTEGER PRIMARY KEY, name TEXT, city INTEGER); INSERT INTO t2 SELECT * FROM t; "
             + "DROP TABLE t; ALTER TABLE t2 RENAME TO t", "column 'city' changed type from TEXT to INTEGER"),
            ("DROP TABLE t", "table 't' was dropped"),
            ("ALTER TABLE t RENAME TO people", "table 't' was renamed to 'people'"),
            ("ALTER TABLE t DROP COLUMN city; ALTER TABLE t RENAME TO people",
             "table 't' was renamed to 'people'; column 'city' was dropped"),
            ("ALTER TABLE t RENAME TO old; CREATE VIEW t AS SELECT * FROM old", "table 't' was replaced by a view"),
        ]
        for (index, (sql, expected)) in cases.enumerated() {
            let path = try database("schema\(index).db", """
                PRAGMA journal_mode=WAL;
                CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, city TEXT);
                INSERT INTO t VALUES (1, 'Ada', 'London'), (2, 'Grace', 'New York');
                CREATE TABLE other (x);
                """)
            let db = try SQLiteDatabase(readingAt: path)
            let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: "t"), database: db)
            _ = try watch.readAll()
            // Another table's change is not the followed table's.
            try python(path, "db.execute('ALTER TABLE other ADD COLUMN y'); db.execute('INSERT INTO t VALUES (3, \"Alan\", \"Wilmslow\")'); db.commit()")
            guard case .changes(let delta) = watch.read(force: false) else { Issue.record("the insert was not read"); continue }
            #expect(delta.upserted.map(\.id) == ["3"])
            try python(path, "db.executescript('''\(sql)''')")
            let found = trouble(watch.read(force: false))
            #expect(found == SourceTrouble(.schemaChanged, expected), "\(sql)")
            #expect(trouble(watch.read(force: true)) == found, "still said, not read")
            if expected.contains("dropped"), !expected.contains("table 't' was dropped") || expected.contains("renamed") {
                // Reloading follows the table as it is now: no name shown as a value.
                let (schema, rows) = try watch.reopen()
                #expect(!schema.columns.map(\.name).contains("city"))
                #expect(!rows.contains { $0.fields.contains("city") })
                #expect(rows.map(\.id) == ["1", "2", "3"], "the same identities after the reload")
                guard case .unchanged = watch.read(force: false) else { Issue.record("after the reload: \(sql)"); continue }
            }
        }
    }

    @Test func aWriterHoldingTheLockMakesALookSayBusyAtOnce() throws {
        let path = try database("busy.db", "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); INSERT INTO t VALUES (1, 'a');")
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: nil), database: db)
        _ = try watch.readAll()
        // A writer (rollback journal) holds an exclusive lock until told to commit.
        let release = path + ".release"
        let writer = try python(path, """
            db.isolation_level = None
            db.execute('BEGIN EXCLUSIVE'); db.execute("INSERT INTO t VALUES (2, 'b')")
            open(sys.argv[1] + '.locked', 'w').close()
            import os
            while not os.path.exists(sys.argv[1] + '.release'): time.sleep(0.01)
            db.execute('COMMIT')
            """, wait: false)
        while !FileManager.default.fileExists(atPath: path + ".locked") { usleep(5_000) }
        let look = watch.read(force: true)
        FileManager.default.createFile(atPath: release, contents: Data())
        writer.waitUntilExit()
        #expect(trouble(look)?.kind == .busy, "\(look)")
        guard case .changes(let delta) = watch.read(force: false) else { Issue.record("the commit after the lock"); return }
        #expect(delta.upserted.map(\.id) == ["2"])
    }

    @Test func aViewThatNeverEndsStopsWithAReasonAndCanBeCancelled() throws {
        let path = try database("endless.db", """
            CREATE VIEW endless AS WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) AS n FROM c;
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let source = try SQLiteTableSource(database: db, table: nil)
        db.quietLimit = 0.2
        #expect(throws: FileError(path: path, reason: "a query ran 0.2 s without giving a row and was stopped "
                                  + "(a view that never ends, or one too slow to follow)")) { try source.read(from: db) }
        db.quietLimit = 3_600
        let watch = try SQLiteWatch(source: source, database: db)
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { watch.cancel() }
        #expect(throws: FileError(path: path, reason: "reading was cancelled")) { try watch.readAll() }
        // The connection reads again after a cancel.
        #expect(try db.tables().map(\.name) == ["endless"])
    }

    @Test func untrustedDatabasesAreReadWithLimits() throws {
        let path = try database("huge.db", """
            CREATE VIEW huge AS SELECT 1 AS id, zeroblob(200 * 1024 * 1024) AS payload;
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let reason = failure(path) ?? ""
        #expect(reason.hasPrefix("a value or statement is over the size this app reads (128 MiB a value"), "\(reason)")
        // A double-quoted name that is no column is an error, not a string.
        #expect(throws: SQLiteError.self) { try db.query("SELECT \"nothing\" FROM huge") { _ in } }
    }
}

extension DataSQLiteTests {
    @Test func aCommitToAnotherTableIsPassedOverWithoutAScan() throws {
        let path = try database("others.db", """
            PRAGMA journal_mode=WAL;
            CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT);
            INSERT INTO t VALUES (1, 'a'), (2, 'b');
            CREATE TABLE log (line TEXT);
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: "t"), database: db)
        _ = try watch.readAll()
        func commit(_ sql: String) throws { try python(path, "db.execute(\"\(sql)\"); db.commit()") }
        try commit("INSERT INTO log VALUES ('one')")
        guard case .changes(let first) = watch.read(force: false) else { Issue.record("no look"); return }
        #expect(first == SourceDelta() && watch.scans == 1, "the first is scanned: the table's pages are not known yet")
        for line in ["two", "three"] {
            try commit("INSERT INTO log VALUES ('\(line)')")
            guard case .unchanged = watch.read(force: false) else { Issue.record("another table's commit"); return }
        }
        #expect(watch.scans == 1, "passed over without a scan")
        try commit("UPDATE t SET v = 'changed' WHERE id = 2")
        guard case .changes(let update) = watch.read(force: false) else { Issue.record("the update was not seen"); return }
        #expect(update.upserted.map(\.fields) == [["2", "changed"]])
        // The log checkpointed and restarted: the next commit to the table is still seen.
        try python(path, "db.execute('PRAGMA wal_checkpoint(TRUNCATE)'); db.execute(\"INSERT INTO log VALUES ('x')\"); db.commit()")
        _ = watch.read(force: false)
        try python(path, "db.execute('PRAGMA wal_checkpoint(TRUNCATE)'); db.execute(\"INSERT INTO t VALUES (3, 'c')\"); db.commit()")
        guard case .changes(let insert) = watch.read(force: false) else { Issue.record("the insert was not seen"); return }
        #expect(insert.upserted.map(\.id) == ["3"])
        // In a rollback journal there is no log: every commit is scanned, none missed.
        let plain = try database("plain.db", "CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT); CREATE TABLE log (line TEXT);")
        let other = try SQLiteDatabase(readingAt: plain)
        let rollback = try SQLiteWatch(source: SQLiteTableSource(database: other, table: "t"), database: other)
        _ = try rollback.readAll()
        try python(plain, "db.execute(\"INSERT INTO log VALUES ('one')\"); db.commit()")
        _ = rollback.read(force: false)
        try python(plain, "db.execute(\"INSERT INTO t VALUES (1, 'a')\"); db.commit()")
        guard case .changes(let seen) = rollback.read(force: false) else { Issue.record("no look"); return }
        #expect(seen.upserted.map(\.id) == ["1"])
    }
}

extension DataSQLiteTests {
    @Test func aReadErrorIsSaidWithItsReasonAndTheNextGoodReadEndsIt() throws {
        let path = try database("view.db", """
            PRAGMA journal_mode=WAL;
            CREATE TABLE cities (name TEXT, country TEXT);
            INSERT INTO cities VALUES ('Oslo', 'Norway'), ('Bergen', 'Norway');
            CREATE VIEW names AS SELECT name, country FROM cities;
            """)
        let db = try SQLiteDatabase(readingAt: path)
        let watch = try SQLiteWatch(source: SQLiteTableSource(database: db, table: "names"), database: db)
        #expect(try watch.readAll().rows.map(\.id) == ["Oslo", "Bergen"])
        // The view's first column repeats: it cannot be followed now, and says why (before, Live
        // ended for good as if the file were gone).
        try python(path, "db.execute(\"INSERT INTO cities VALUES ('Oslo', 'USA')\"); db.commit()")
        let found = trouble(watch.read(force: false))
        #expect(found?.kind == .unreadable)
        #expect(found?.message.contains("its first column 'name' repeats 'Oslo'") == true, "\(String(describing: found))")
        try python(path, "db.execute(\"DELETE FROM cities WHERE country = 'USA'\"); db.commit()")
        guard case .rows(let rows) = watch.read(force: false) else { Issue.record("not read again"); return }
        #expect(rows.map(\.id) == ["Oslo", "Bergen"])
    }
}
