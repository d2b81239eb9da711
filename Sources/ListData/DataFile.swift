import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a data file as UTF-8 text with a reason for every failure: the system's (`No such file
/// or directory`, `Permission denied`, `Is a directory`) or the first byte that is not UTF-8,
/// with its offset and line.
///
///     try DataFile.read("cities.csv")          // the text
///     try DataFile.read("/etc")                // FileError "/etc: Is a directory"
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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, errno: EISDIR) }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
        } catch {
            throw FileError(path: path, errno: errno != 0 ? errno : EIO)
        }
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
