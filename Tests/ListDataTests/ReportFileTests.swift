import Foundation
import Testing
@testable import ListData

/// `--report` is checked at start: only a new name in a writable folder or a regular file that
/// is not the data file; links are written through; writing is atomic.
@Suite struct ReportFileTests {
    let folder: String = {
        let path = NSTemporaryDirectory() + "reportfile-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }()

    @Test func newNameIsWrittenWhole() throws {
        let path = folder + "/report.json"
        try ReportFile(path: path, dataPath: nil).write("{\"a\":1}\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"a\":1}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])   // no temporary left
    }

    @Test func theDataFileIsRefusedAndKept() throws {
        let data = folder + "/cities.csv"
        FileManager.default.createFile(atPath: data, contents: Data("name\nOslo\n".utf8))
        #expect(throws: FileError(path: data, reason: "is the data file; refusing to overwrite it with the report")) {
            try ReportFile(path: data, dataPath: data)
        }
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: data)
        #expect(throws: FileError(path: link, reason: "is the data file; refusing to overwrite it with the report")) {
            try ReportFile(path: link, dataPath: data)
        }
        #expect(try String(contentsOfFile: data, encoding: .utf8) == "name\nOslo\n")
    }

    @Test func directoriesAndDevicesAreRefused() {
        #expect(throws: FileError(path: folder, reason: "Is a directory")) { try ReportFile(path: folder, dataPath: nil) }
        #expect(throws: FileError(path: "/dev/null",
                                  reason: "not a regular file (a device, pipe or socket); refusing to replace it")) {
            try ReportFile(path: "/dev/null", dataPath: nil)
        }
    }

    @Test func missingFolderIsFoundAtStart() {
        let path = folder + "/no/such/report.json"
        #expect(throws: FileError(path: path, reason: "folder \(folder)/no/such: No such file or directory")) {
            try ReportFile(path: path, dataPath: nil)
        }
    }

    @Test func aSymlinkIsWrittenThroughNotReplaced() throws {
        let target = folder + "/real.json"
        FileManager.default.createFile(atPath: target, contents: Data("old".utf8))
        let link = folder + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.json")
        try ReportFile(path: link, dataPath: nil).write("new")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.json")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
    }

    @Test func virtualFileSystemsAreRefused() {
        #expect(throws: FileError(path: "/proc/r.json",
                                  reason: "folder /proc is on proc, a virtual file system; the report would be lost")) {
            try ReportFile(path: "/proc/r.json", dataPath: nil)
        }
        #expect(throws: (any Error).self) { try ReportFile(path: "/sys/r.json", dataPath: nil) }
        let mounts = "/dev/sda1 / ext4 rw 0 0\nsysfs /sys sysfs ro 0 0\ntmpfs /dev/shm tmpfs rw 0 0\n"
            + "none /sys/kernel/debug debugfs rw 0 0\n/dev/sdb1 /mnt/my\\040disk ext4 rw 0 0\n"
        #expect(FileError.virtualFileSystem(of: "/sys/class", mounts: mounts) == "sysfs")
        #expect(FileError.virtualFileSystem(of: "/sys/kernel/debug/x", mounts: mounts) == "debugfs")
        #expect(FileError.virtualFileSystem(of: "/dev/shm", mounts: mounts) == nil)   // tmpfs keeps what is written
        #expect(FileError.virtualFileSystem(of: "/system", mounts: mounts) == nil)
        #expect(FileError.virtualFileSystem(of: "/mnt/my disk", mounts: mounts) == nil)
    }
}
