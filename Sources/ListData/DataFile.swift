import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a data file as UTF-8 text with a reason for every failure: the system's (`No such file
/// or directory`, `Permission denied`), what it is when it is not a regular file (`is a
/// directory`, `is a FIFO`, `is a character device`: never read, never waited on) or the first
/// byte that is not UTF-8, with its offset and line.
///
///     try DataFile.read("cities.csv")          // the text
///     try DataFile.read("/etc")                // FileError "/etc: is a directory"
///
/// - Complexity: O(file size).
public enum DataFile {
    public static func read(_ path: String) throws(FileError) -> String {
        try decode(Array(map(path)), path: path)
    }

    /// The file's bytes, memory-mapped (a large file's pages come in as a loader reaches them),
    /// with the same reasons as `read` when it cannot be opened.
    ///
    ///     let data = try DataFile.map("cities.csv")
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

    /// `bytes` as UTF-8 text, or the line and offset of the first byte that is not UTF-8.
    public static func decode(_ bytes: [UInt8], path: String) throws(FileError) -> String {
        if let bad = firstInvalidUTF8(in: bytes) {
            let line = 1 + bytes[..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            let hex = String(bytes[bad], radix: 16, uppercase: true)
            throw FileError(path: path, reason: "line \(line): not UTF-8 text (byte 0x\(hex) at offset \(bad))")
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
