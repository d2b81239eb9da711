import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The pages other connections committed to a database's write-ahead log (`FILE-wal`), read from
/// the log's frame headers — 24 bytes a frame, never the pages themselves, never written. A watch
/// whose table holds none of them knows a commit went to another table without scanning its own
/// (`SQLiteWatch`).
///
///     var log = SQLiteWALLog(databasePath: "mail.sqlite")
///     _ = log.committedPages()          // nil: the baseline
///     // another program commits …
///     log.committedPages()              // [7, 12]: the pages its commit wrote
///
/// The log format (sqlite.org/fileformat2.html#walformat): a 32-byte header (magic, version, page
/// size, checkpoint sequence, two salts, a checksum), then frames of a 24-byte header (page
/// number; the database's size in pages for a frame that ends a commit, else 0; the header's
/// salts) and a page. A frame whose salts are not the header's is left over from before the log
/// restarted, and ends the log; frames after the last commit frame are a commit being written.
///
/// - Complexity: O(frames written since the last call), one `pread` of 24 bytes each.
public struct SQLiteWALLog: Sendable {
    public let path: String
    /// The log's salts when it was last read: others mean it restarted.
    private var salts: (UInt32, UInt32)?
    /// Where the frame after the last commit read starts.
    private var offset: Int64 = 32

    public init(databasePath: String) {
        path = databasePath + "-wal"
    }

    /// The pages committed since the last call; nil when that cannot be told (no log — the
    /// database is not in WAL mode —, the log restarted or was checkpointed away, the first call).
    public mutating func committedPages() -> Set<UInt32>? {
        let file = open(path, O_RDONLY | O_CLOEXEC)
        guard file >= 0 else { return reset() }
        defer { close(file) }
        var header = [UInt8](repeating: 0, count: 32)
        guard pread(file, &header, 32, 0) == 32 else { return reset() }
        let magic = Self.word(header, 0)
        guard magic == 0x377F_0682 || magic == 0x377F_0683 else { return reset() }
        let size = Self.word(header, 8)
        let pageSize = Int64(size == 1 ? 65_536 : size)
        let now = (Self.word(header, 16), Self.word(header, 20))
        guard let salts, salts == now, pageSize >= 512 else {
            salts = now
            offset = 32
            return nil
        }
        var pages: Set<UInt32> = []
        var pending: [UInt32] = []
        var position = offset
        var frame = [UInt8](repeating: 0, count: 24)
        while pread(file, &frame, 24, off_t(position)) == 24 {
            guard (Self.word(frame, 8), Self.word(frame, 12)) == now else { break }
            pending.append(Self.word(frame, 0))
            position += 24 + pageSize
            if Self.word(frame, 4) != 0 {   // a commit ends here
                pages.formUnion(pending)
                pending.removeAll()
                offset = position
            }
        }
        return pages
    }

    private mutating func reset() -> Set<UInt32>? {
        salts = nil
        offset = 32
        return nil
    }

    /// The big-endian 32-bit word at `index`.
    private static func word(_ bytes: [UInt8], _ index: Int) -> UInt32 {
        UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8 | UInt32(bytes[index + 3])
    }
}
