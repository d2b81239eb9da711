import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Opens a data file with a reason for every failure: the system's (`No such file or
/// directory`, `Permission denied`) or what it is when it is not a regular file (`is a
/// directory`, `is a FIFO`, `is a character device`: never read, never waited on). Whether its
/// bytes are UTF-8 is the loader's to say (`CSVByteReader`: the line and offset of the first bad
/// byte).
///
///     try DataFile.map("cities.csv")          // the bytes, memory-mapped
///     try DataFile.map("/etc")                // FileError "/etc: is a directory"
///
/// - Complexity: O(1) calls; the pages come in as they are read.
public enum DataFile {
    /// The file's bytes, memory-mapped (a large file's pages come in as a loader reaches them).
    public static func map(_ path: String) throws(FileError) -> Data {
        // Non-blocking: a FIFO without a writer must not hang `open`; only a regular file is read.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileError(path: path, kind: info.st_mode) }
        let size = Int(info.st_size)
        guard size > 0 else { return Data() }
        // The descriptor checked is the one mapped: the path cannot be swapped in between.
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw FileError(path: path, errno: errno)
        }
        return Data(bytesNoCopy: base, count: size, deallocator: .custom { pointer, count in munmap(pointer, count) })
    }
}
