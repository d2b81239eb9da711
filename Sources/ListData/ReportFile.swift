#if canImport(Glibc)
import Glibc
#endif

/// Where `--report` goes, checked at start so a bad path is refused before the user's work: a
/// new name in an existing writable directory, or an existing regular file that is not a data
/// file opened, nor one of the files SQLite keeps beside a database (`-wal`, `-shm`,
/// `-journal`: replacing one on exit would lose or corrupt the database's last commits), whether
/// or not it exists yet. A directory, a device, a pipe or a socket is refused, and so is a folder on a virtual
/// file system (/proc, /sys, debugfs: what is written there is lost); a symbolic link is followed and
/// its target written, the link kept. Writing is atomic: a temporary file beside the target,
/// then `rename`, so a crash mid-write never leaves half a report.
///
///     let report = try ReportFile(path: "out.json", dataPath: "cities.csv")
///     try report.write("{}\n")
///
/// - Complexity: O(1) system calls to check; O(text) to write.
public struct ReportFile: Sendable {
    /// The path as given (for messages).
    public let path: String
    /// The file actually written: `path` with symbolic links resolved.
    public let target: String

    /// A report for a run that opened `dataPath` (if any).
    public init(path: String, dataPath: String?) throws(FileError) {
        try self.init(path: path, dataPaths: dataPath.map { [$0] } ?? [])
    }

    /// A report for a run that opened the files `dataPaths`.
    public init(path: String, dataPaths: [String]) throws(FileError) {
        self.path = path
        target = Self.resolvingLinks(path)
        var info = stat()
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw FileError(path: path, errno: EISDIR)
            default: throw FileError(path: path, reason: "not a regular file (a device, pipe or socket); refusing to replace it")
            }
            var data = stat()
            for dataPath in dataPaths where stat(dataPath, &data) == 0 && data.st_dev == info.st_dev && data.st_ino == info.st_ino {
                throw FileError(path: path, reason: "is the data file; refusing to overwrite it with the report")
            }
            if access(target, W_OK) != 0 { throw FileError(path: path, errno: errno) }
        } else if errno != ENOENT {
            throw FileError(path: path, errno: errno)
        }
        if let companion = Self.databaseCompanion(target, of: dataPaths) {
            throw FileError(path: path, reason: "is the data file's SQLite \(companion); refusing to overwrite it with the report")
        }
        let directory = Self.directory(of: target)
        var folder = stat()
        var problem: Int32 = 0
        if stat(directory, &folder) != 0 {
            problem = errno
        } else if (folder.st_mode & S_IFMT) != S_IFDIR {
            problem = ENOTDIR
        } else if access(directory, W_OK) != 0 {
            problem = errno
        }
        if problem != 0 {
            throw FileError(path: path, reason: "folder \(directory): \(String(cString: strerror(problem)))")
        }
        if let name = FileError.virtualFileSystem(of: directory) {
            throw FileError(path: path, reason: "folder \(directory) is on \(name), a virtual file system; the report would be lost")
        }
    }

    /// What SQLite keeps beside a database at `data`, by the suffix of its name (the file need not exist).
    static let companions = [("-wal", "write-ahead log (-wal)"), ("-shm", "shared-memory index (-shm)"),
                             ("-journal", "rollback journal (-journal)")]

    /// Which of `dataPaths`' SQLite companions `target` is (by name, in the same folder, the
    /// data path taken as given and with its links followed, as SQLite names them), if any.
    static func databaseCompanion(_ target: String, of dataPaths: [String]) -> String? {
        let name = fileName(of: target)
        for dataPath in dataPaths {
            for data in Set([dataPath, resolvingLinks(dataPath)]) {
                for (suffix, what) in companions where sameFolder(directory(of: target), directory(of: data)) {
                    if name == fileName(of: data) + suffix { return what }
                }
            }
        }
        return nil
    }

    private static func sameFolder(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }

    /// Writes `text` to a temporary file beside the target, flushes it and renames it over the
    /// target. On any failure the temporary file is removed and the target is left as it was.
    /// A new report gets 0644 less the umask, applied by the kernel as the file is created (the
    /// umask is never read: reading it means setting it, for every thread at once); an existing
    /// one keeps its permissions.
    public func write(_ text: String) throws(FileError) {
        let (fd, temporary) = try createTemporary()
        var failure: Int32 = 0
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty, failure == 0 {
            let count = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno != EINTR { failure = errno }
            } else {
                bytes = bytes.dropFirst(count)
            }
        }
        var existing = stat()
        if failure == 0, stat(target, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 { failure = errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileError(path: path, errno: failure)
        }
    }

    /// A new file beside the target, `.report-` and a random name, created with 0644 (less the umask).
    private func createTemporary() throws(FileError) -> (Int32, String) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<100 {
            let name = Self.directory(of: target) + "/.report-" + String((0..<12).map { _ in letters.randomElement()! })
            let fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o644)
            if fd >= 0 { return (fd, name) }
            if errno != EEXIST { throw FileError(path: path, errno: errno) }
        }
        throw FileError(path: path, errno: EEXIST)
    }

    /// `path` with every symbolic link followed (a dangling link: the path it points to).
    private static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let link = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        return current
    }

    static func fileName(of path: String) -> Substring {
        path.lastIndex(of: "/").map { path[path.index(after: $0)...] } ?? path[...]
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
