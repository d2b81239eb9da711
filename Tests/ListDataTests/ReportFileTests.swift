import Foundation
import Synchronization
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

    @Test(arguments: [("-wal", "write-ahead log (-wal)"), ("-shm", "shared-memory index (-shm)"),
                      ("-journal", "rollback journal (-journal)")])
    func aDatabasesCompanionIsRefusedWhetherOrNotItExists(suffix: String, what: String) throws {
        // Before, `--report x.db-wal` was accepted, and the rename on exit replaced the WAL.
        let database = folder + "/mail.db"
        FileManager.default.createFile(atPath: database, contents: Data("SQLite format 3\0".utf8))
        let reason = "is the data file's SQLite \(what); refusing to overwrite it with the report"
        #expect(throws: FileError(path: database + suffix, reason: reason)) {
            try ReportFile(path: database + suffix, dataPath: database)   // not there yet
        }
        FileManager.default.createFile(atPath: database + suffix, contents: Data("log".utf8))
        #expect(throws: FileError(path: database + suffix, reason: reason)) {
            try ReportFile(path: database + suffix, dataPath: database)
        }
        // Named through another path to the same folder, or through a link to the database.
        let link = folder + "/link.db"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "mail.db")
        #expect(throws: FileError(path: folder + "/./mail.db" + suffix, reason: reason)) {
            try ReportFile(path: folder + "/./mail.db" + suffix, dataPaths: ["other.csv", link])
        }
        #expect(try String(contentsOfFile: database + suffix, encoding: .utf8) == "log")
        // Not a companion: another name, or one beside no data file opened.
        _ = try ReportFile(path: database + suffix + ".json", dataPath: database)
        _ = try ReportFile(path: database + suffix, dataPath: nil)
    }

    @Test func aNewReportGetsItsModeWithoutTouchingTheUmask() throws {
        // Before, the mode was found with umask(0) then umask(old): for a moment every thread
        // created files with no umask. Every umask call in this process is counted
        // (`interposedUmask` below): writing reports makes none.
        let mask = try #require(Self.umaskSeen())
        let path = folder + "/modes.json"
        let before = umaskCalls.load(ordering: .relaxed)
        try ReportFile(path: path, dataPath: nil).write("{}\n")
        #expect(umaskCalls.load(ordering: .relaxed) == before, "umask was called while a report was written")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode_t(mode) == 0o644 & ~mask)
        // An existing report keeps its mode.
        chmod(path, 0o600)
        try ReportFile(path: path, dataPath: nil).write("{}\n")
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o600)
    }

    /// The process's umask as /proc shows it (Linux 4.7 and later): read without setting it.
    static func umaskSeen() -> mode_t? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }) else { return nil }
        return mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8)
    }
}

/// umask calls made in the test process (`interposedUmask`).
let umaskCalls = Atomic<Int>(0)

/// The test executable's own `umask`: calls in the code it links (ListData) come here, are
/// counted, and go on to the C library's.
@_cdecl("umask")
func interposedUmask(_ mask: mode_t) -> mode_t {
    umaskCalls.add(1, ordering: .relaxed)
    typealias Umask = @convention(c) (mode_t) -> mode_t
    let next = UnsafeMutableRawPointer(bitPattern: -1)   // RTLD_NEXT
    return unsafeBitCast(dlsym(next, "umask"), to: Umask.self)(mask)
}
