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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(path: path, errno: errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw FileError(path: path, errno: EISDIR) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(max(info.st_size, 0)))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, errno: errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
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
