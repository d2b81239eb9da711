import CFuzz
import Foundation
import ListData

/// `make fuzz`'s SQLite target (libFuzzer): each input is written as a database file and opened
/// as the app opens one (`SQLiteDatabase(readingAt:)`), its tables listed with their row counts
/// (`SQLiteTableListing`, the chooser), then each table and view read as the list reads it
/// (`SQLiteTableSource.read`). A mutated file must give rows or a `FileError`, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSQLite(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let path = databasePath
    let bytes = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
    for companion in ["-wal", "-shm", "-journal"] { unlink(path + companion) }
    guard FileManager.default.createFile(atPath: path, contents: Data(buffer: bytes)) else {
        preconditionFailure("cannot write \(path)")
    }
    guard let database = try? SQLiteDatabase(readingAt: path) else { return 0 }
    let names = ((try? SQLiteTableListing.tables(in: database)) ?? []).map(\.name)
    for name in [nil] + names.prefix(8).map(Optional.some) {
        guard let source = try? SQLiteTableSource(database: database, table: name) else { continue }
        _ = try? source.read(from: database, recording: true)
    }
    return 0
}

/// One file a fuzzing process, in memory when /dev/shm is there, removed when it exits.
private let databasePath: String = {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    atexit(removeDatabase)
    return "\(folder)/list-fuzz-\(getpid()).sqlite"
}()

private func removeDatabase() {
    for suffix in ["", "-wal", "-shm", "-journal"] { unlink(databasePath + suffix) }
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's driver over the target.
@_cdecl("FuzzSQLite_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    li_fuzz_run(argc, argv, fuzzSQLite)
}
