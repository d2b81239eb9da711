import CDataFile
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A data file opened for reading, with a reason for every failure: the system's (`No such file
/// or directory`, `Permission denied`) or what it is when it is not a regular file (`is a
/// directory`, `is a FIFO`, `is a character device`: never read, never waited on). Whether its
/// bytes are UTF-8 is the loader's to say (`CSVByteReader`: the line and offset of the first bad
/// byte).
///
///     let file = try DataFile("cities.csv")   // file.bytes: memory-mapped
///     try DataFile.map("/etc")                // FileError "/etc: is a directory"
///
/// Another program may change the file while it is read. Its bytes are mapped, and a SIGBUS from
/// a page the file no longer has (truncated) maps zeros there and is noted for this file
/// (`li-mapped-file.h`), so it never ends the process; `hasChanged()` tells a loader that its
/// bytes are no longer the file's (a fault, or `stat` of its path: the same file with another
/// size, modification or status-change time), and the loader fails with "the file changed while
/// it was read (line N)" (`CSVError.fileChanged`). A file replaced by a rename is not a change:
/// the mapping reads the file opened.
///
/// No descriptor is kept open: closing a descriptor drops every POSIX lock the process holds on
/// the file, and SQLite holds one on a database in WAL mode for as long as its connection is
/// open (a writer that saw it gone checkpointed and reset the WAL under the app's connection,
/// which then missed every later commit).
///
/// Why a guarded mapping rather than `pread` into bounded buffers: the loader reads the mapped
/// bytes in place (fields point into them until copied into the table) and splits them into
/// parts by offset; the guard costs one counter load a record (`CSVLoadBenchmark`: no measurable
/// change), where reading through buffers copies every byte once more.
///
/// - Complexity: O(1) calls; the pages come in as they are read.
public final class DataFile: Sendable {
    public let path: String
    /// The file's bytes as opened: memory-mapped (they keep the mapping while they live).
    public let bytes: Data
    private let opened: Stamp
    private let mapping: Mapping?

    /// Opens `path` and maps its bytes.
    public init(_ path: String) throws(FileError) {
        self.path = path
        // Non-blocking: a FIFO without a writer must not hang `open`; only a regular file is read.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        defer { close(fd) }   // before the caller opens the file as a database (see above)
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, errno: errno) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw FileError(path: path, kind: info.st_mode) }
        opened = Stamp(info)
        let size = Int(info.st_size)
        guard size > 0 else {
            mapping = nil
            bytes = Data()
            return
        }
        // The descriptor checked is the one mapped: the path cannot be swapped in between.
        guard let base = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), base != MAP_FAILED else {
            throw FileError(path: path, errno: errno)
        }
        let guarded = Mapping(base: base, size: size)
        if guarded.slot >= 0 {
            mapping = guarded
            bytes = Data(bytesNoCopy: base, count: size, deallocator: .custom { _, _ in withExtendedLifetime(guarded) {} })
        } else {
            // Every guard in use (64 files loading at once): read the bytes instead of mapping them
            // (a file cut short meanwhile reads short, and `hasChanged` sees its new size).
            mapping = nil
            var read = Data(count: size)
            let count = read.withUnsafeMutableBytes { buffer in
                var done = 0
                while done < size {
                    let got = pread(fd, buffer.baseAddress! + done, size - done, off_t(done))
                    if got > 0 { done += got } else if got == 0 || errno != EINTR { break }
                }
                return done
            }
            bytes = read.prefix(count)
        }
    }

    /// The bytes of the file at `path`, memory-mapped and guarded (a truncation reads zeros).
    public static func map(_ path: String) throws(FileError) -> Data {
        try DataFile(path).bytes
    }

    /// Whether a read of the bytes before `offset` hit a page the file no longer has: one
    /// atomic load, for each record.
    func faulted(before offset: Int) -> Bool {
        guard let mapping else { return false }
        // size_t comes in as Int: none (SIZE_MAX) is -1 until read as unsigned.
        return UInt(bitPattern: li_mapped_file_first_fault(mapping.slot)) < UInt(offset)
    }

    /// Whether the bytes may no longer be the file's: a read faulted, or the file at the path
    /// is still the one opened and its size, modification or status-change time is not what it
    /// was then. (Another file there, or none: the one opened was replaced or removed, its bytes
    /// unchanged; a truncation on the way still faults.)
    ///
    /// - Complexity: one `stat`.
    public func hasChanged() -> Bool {
        if faulted(before: .max) { return true }
        var info = stat()
        guard stat(path, &info) == 0, info.st_dev == opened.device, info.st_ino == opened.inode else { return false }
        return Stamp(info) != opened
    }

    /// What `hasChanged` compares: the file's size and its two times to the nanosecond. The
    /// status-change time catches a writer that sets the modification time back (`rsync -t`,
    /// `cp -p` in place); it also moves when the file gains or loses a name, which is no change
    /// of its bytes.
    private struct Stamp: Equatable {
        var device: UInt
        var inode: UInt
        var size: Int
        var modified: timespec
        var changed: timespec
        var links: UInt

        init(_ info: stat) {
            device = UInt(info.st_dev)
            inode = UInt(info.st_ino)
            size = Int(info.st_size)
            modified = info.st_mtim
            changed = info.st_ctim
            links = UInt(info.st_nlink)
        }

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.size == b.size && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && (a.links != b.links
                    || a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec)
        }
    }

    /// The mapped bytes and their SIGBUS guard, unmapped when the last reference goes (the
    /// file's `bytes` hold one).
    private final class Mapping: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        let size: Int
        let slot: Int32

        init(base: UnsafeMutableRawPointer, size: Int) {
            self.base = base
            self.size = size
            slot = li_mapped_file_guard(base, size)
        }

        deinit {
            li_mapped_file_unguard(slot)
            munmap(base, size)
        }
    }
}
