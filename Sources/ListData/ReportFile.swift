#if canImport(Glibc)
import Glibc
#endif

/// Where `--report` goes, checked at start so a bad path is refused before the user's work: a
/// new name in an existing writable directory, or an existing regular file that is not the data
/// file. A directory, a device, a pipe or a socket is refused, and so is a folder on a virtual
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

    public init(path: String, dataPath: String?) throws(FileError) {
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
            if let dataPath, stat(dataPath, &data) == 0, data.st_dev == info.st_dev, data.st_ino == info.st_ino {
                throw FileError(path: path, reason: "is the data file; refusing to overwrite it with the report")
            }
            if access(target, W_OK) != 0 { throw FileError(path: path, errno: errno) }
        } else if errno != ENOENT {
            throw FileError(path: path, errno: errno)
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

    /// Writes `text` to a temporary file beside the target, flushes it and renames it over the
    /// target. On any failure the temporary file is removed and the target is left as it was.
    public func write(_ text: String) throws(FileError) {
        var template = Array((Self.directory(of: target) + "/.report-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        let temporary = String(cString: template)
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
        if failure == 0, fchmod(fd, Self.mode(of: target)) != 0 { failure = errno }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw FileError(path: path, errno: failure)
        }
    }

    /// An existing file keeps its permissions; a new one gets 0644 less the umask.
    private static func mode(of path: String) -> mode_t {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & 0o7777 }
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
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

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
