import Foundation
import Testing
import ListCore
@testable import ListData

/// A file another program changes while it loads (issue 46): cut short under the mapping, it
/// never kills the process (SIGBUS); cut short or rewritten at the same size, the load fails
/// with "the file changed while it was read (line N)" instead of mixing two versions.
@Suite struct DataFileChangeTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "datafile-change-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    /// `rows` records "City i,<padding>i" after a header, written with a modification time in
    /// 2001 (so a rewrite in the same clock tick as the write still changes it).
    func cities(_ name: String, rows: Int, padding: String = "") -> (path: String, bytes: [UInt8]) {
        let path = folder + "/" + name
        let bytes = Array(("name,number\n" + (0..<rows).map { "City \($0),\(padding)\($0)\n" }.joined()).utf8)
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        var times = [timeval(tv_sec: 1_000_000_000, tv_usec: 0), timeval(tv_sec: 1_000_000_000, tv_usec: 0)]
        #expect(utimes(path, &times) == 0)
        return (path, bytes)
    }

    /// The line of the record holding byte `offset`.
    func line(of offset: Int, in bytes: [UInt8]) -> Int { bytes[..<offset].count { $0 == 0x0A } + 1 }

    @Test(arguments: [1, 3])
    func aFileCutShortUnderItsMappingFailsAtTheLineItLostAndTheProcessLives(parts: Int) throws {
        // 5 000 records (no progress check on the way, so the line is the fault's), cut at 64 KiB
        // (a page boundary) inside a record's second field: the pages after it are gone, and
        // reading them raised SIGBUS. The record read on into zeros has its two fields: only
        // the fault says it is not the file's.
        let padding = String(repeating: "x", count: 40)
        let (path, bytes) = cities("cut.csv", rows: 5_000, padding: padding)
        #expect(bytes[bytes[..<65_536].lastIndex(of: 0x0A)! + 1..<65_536].contains(UInt8(ascii: ",")))
        let file = try DataFile(path)
        #expect(truncate(path, 65_536) == 0)
        let expected = CSVError.fileChanged(line: line(of: 65_536, in: bytes))
        #expect(throws: expected) {
            try file.bytes.withUnsafeBytes { raw in
                try CSVColumnLoader.load(raw.bindMemory(to: UInt8.self), parts: parts, file: file)
            }
        }
        #expect(throws: FileError(path: path, reason: expected.description)) { try CSVColumnLoader.load(file) }
        #expect(expected.description.hasPrefix("the file changed while it was read (line "))
    }

    @Test func aFileCutShortAndMappedAgainReadsAsItIsNow() throws {
        // Another mapping of the same file, read after the first one faulted: its own guard.
        let (path, bytes) = cities("again.csv", rows: 5_000, padding: String(repeating: "x", count: 40))
        let first = try DataFile(path)
        #expect(truncate(path, 65_536) == 0)
        #expect(throws: FileError.self) { try CSVColumnLoader.load(first) }
        let second = try DataFile(path)
        #expect(!second.hasChanged())
        // The file as it is now: its last record cut in its second field.
        #expect(try CSVColumnLoader.load(second).rows.count == line(of: 65_536, in: bytes) - 1)
    }

    @Test func aSameSizeRewriteWhileItLoadsFailsAtTheLineItWasNoticed() throws {
        // 20 000 records: the load asks after every 8 192nd record (on line 8 193) whether the
        // file changed. Rewritten in place at the same size, it mixed old and new rows.
        let (path, bytes) = cities("rewritten.csv", rows: 20_000)
        let file = try DataFile(path)
        let writer = open(path, O_WRONLY)
        #expect(writer >= 0)
        let rewritten = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "City", with: "Town").utf8)
        #expect(rewritten.count == bytes.count)
        #expect(pwrite(writer, rewritten, rewritten.count, 0) == rewritten.count)
        close(writer)
        #expect(throws: FileError(path: path, reason: "the file changed while it was read (line 8193)")) {
            try CSVColumnLoader.load(file)
        }
    }

    @Test func aRewriteOfASmallFileIsNoticedAtTheEnd() throws {
        let (path, bytes) = cities("small.csv", rows: 10)
        let file = try DataFile(path)
        let writer = open(path, O_WRONLY)
        #expect(pwrite(writer, "Name", 4, 0) == 4)
        close(writer)
        #expect(throws: FileError(path: path, reason: "the file changed while it was read (line 11)")) {
            try CSVColumnLoader.load(file)
        }
        #expect(bytes.last == 0x0A)
    }

    @Test func aFileReplacedByARenameIsNotAChange() throws {
        // The descriptor reads the file opened: its rows are whole, whatever now has its name.
        let (path, _) = cities("replaced.csv", rows: 10)
        let file = try DataFile(path)
        let other = folder + "/other.csv"
        FileManager.default.createFile(atPath: other, contents: Data("x,y\n1,2\n".utf8))
        #expect(rename(other, path) == 0)
        #expect(!file.hasChanged())
        #expect(try CSVColumnLoader.load(file).rows.count == 10)
    }

    @Test func noDescriptorStaysOpenOnTheFile() throws {
        // Closing a descriptor drops every POSIX lock the process holds on the file: a DataFile
        // that kept one and closed it later dropped SQLite's lock on a WAL database opened
        // meanwhile (test_database.py's live test missed every commit after the first).
        let (path, _) = cities("locked.csv", rows: 10)
        let file = try DataFile(path)
        let folder = "/proc/self/fd"
        let open = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            (try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) == path
        }
        #expect(open.isEmpty, "descriptors on the file: \(open)")
        #expect(!file.hasChanged())
    }
}
