import Foundation
import Testing
@testable import ListData

/// Every way a data file can fail gives its own reason, with the path.
@Suite struct DataFileTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "datafile-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    func file(_ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test func mapsTheBytes() throws {
        #expect(try DataFile.map(file("ok.csv", Array("name\nZürich\n".utf8))) == Data("name\nZürich\n".utf8))
    }

    @Test func missingFileSaysNoSuchFile() {
        let path = folder + "/missing.csv"
        #expect(throws: FileError(path: path, reason: "No such file or directory")) { try DataFile.map(path) }
    }

    @Test func directorySaysIsADirectory() {
        #expect(throws: FileError(path: folder, reason: "is a directory")) { try DataFile.map(folder) }
    }

    @Test func devicesSayWhatTheyAre() {
        #expect(throws: FileError(path: "/dev/null", reason: "is a character device")) { try DataFile.map("/dev/null") }
        #expect(throws: FileError(path: "/dev/zero", reason: "is a character device")) { try DataFile.map("/dev/zero") }
    }

    @Test func fifoWithoutWriterSaysIsAFIFOAndNeverBlocks() {
        let path = folder + "/pipe.csv"
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: FileError(path: path, reason: "is a FIFO")) { try DataFile.map(path) }
    }

    @Test func fifoWithWriterSaysIsAFIFO() {
        let path = folder + "/written.csv"
        #expect(mkfifo(path, 0o600) == 0)
        let reader = open(path, O_RDONLY | O_NONBLOCK)   // so the writer's open does not wait
        let writer = open(path, O_WRONLY | O_NONBLOCK)
        defer { close(writer); close(reader) }
        #expect(writer >= 0)
        _ = "name\nOslo\n".withCString { write(writer, $0, 10) }
        #expect(throws: FileError(path: path, reason: "is a FIFO")) { try DataFile.map(path) }
    }

    @Test func unreadableFileSaysPermissionDenied() throws {
        #expect(FileError(path: "x", errno: EACCES).description == "x: Permission denied")
        // root reads anything: the real file check needs an ordinary user.
        guard geteuid() != 0 else { return }
        let path = file("secret.csv", Array("a\n1\n".utf8))
        chmod(path, 0)
        #expect(throws: FileError(path: path, reason: "Permission denied")) { try DataFile.map(path) }
    }

    @Test func notUTF8GivesLineAndOffsetOfTheFirstBadByte() {
        let path = file("latin1.csv", Array("name\nOslo\nZ".utf8) + [0xFC] + Array("rich\n".utf8))
        // The line the app prints, as before the tokenizer checked UTF-8 itself.
        #expect(throws: FileError(path: path, reason: "line 3: not UTF-8 text (byte 0xFC at offset 11)")) {
            try CSVColumnLoader.load(DataFile(path))
        }
    }

    @Test func truncatedMultibyteSequenceIsFoundWhereItStarts() {
        #expect(UTF8.firstInvalid(in: Array("ab".utf8) + [0xE2, 0x82]) == 2)
        #expect(UTF8.firstInvalid(in: Array("a€b".utf8)) == nil)
    }

    @Test func csvErrorsKeepTheirLine() throws {
        let path = file("ragged.csv", Array("a,b\n1,2\n3\n".utf8))
        #expect(throws: CSVError(line: 3, message: "expected 2 fields, found 1")) { try CSVColumnLoader.load(DataFile.map(path)) }
        #expect(throws: FileError(path: path, reason: "line 3: expected 2 fields, found 1")) {
            try CSVColumnLoader.load(DataFile(path))
        }
    }
}
