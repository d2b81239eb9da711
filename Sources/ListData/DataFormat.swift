import Foundation

/// What a `--data` file is, told by its content and never by its name: an SQLite database by
/// its 16-byte header (`"SQLite format 3\0"`), TSV when its first line has a tab, CSV otherwise.
///
///     DataFormat.detect(Data("name\tcountry\nTokyo\tJapan\n".utf8))   // .tsv
///     DataFormat.detect(try DataFile.map("mail.sqlite"))              // .sqlite
///
/// - Complexity: O(length of the first line).
public enum DataFormat: Equatable, Sendable {
    case csv
    case tsv
    case sqlite

    /// The first 16 bytes of every SQLite 3 database.
    public static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// The format of `data`, the whole file or at least its first line. - Complexity: O(first line).
    public static func detect(_ data: Data) -> DataFormat {
        if data.count >= sqliteHeader.count, data.prefix(sqliteHeader.count).elementsEqual(sqliteHeader) {
            return .sqlite
        }
        let newline = data.firstIndex(of: 0x0A) ?? data.endIndex
        return data[data.startIndex..<newline].contains(0x09) ? .tsv : .csv
    }

    /// The field separator of a text format (`,` or a tab).
    public var separator: UInt8 { self == .tsv ? 0x09 : UInt8(ascii: ",") }

    /// Why `data` looks like an encrypted database (SQLCipher and the like encrypt the header
    /// too, so it is not text and has no SQLite header): whole pages (a multiple of 512 bytes)
    /// whose first 16 bytes are nearly all distinct and whose first 512 are not UTF-8 text.
    /// `nil` otherwise.
    ///
    ///     DataFormat.encryptedReason(randomPages)   // "an encrypted database (…)"
    public static func encryptedReason(_ data: Data) -> String? {
        guard data.count >= 1024, data.count % 512 == 0, detect(data) != .sqlite else { return nil }
        let head = Array(data.prefix(16))
        // A text file cut at 512 bytes may end inside a character: only an earlier bad byte counts.
        guard Set(head).count >= 13, let bad = UTF8.firstInvalid(in: Array(data.prefix(512))), bad < 508
        else { return nil }
        return "an encrypted database (no SQLite header; SQLCipher or similar): it cannot be read without its key"
    }
}
