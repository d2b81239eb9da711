/// A row's identity made from its key's values, exactly: two rows get the same identity only
/// when their keys are the same values of the same types. The common keys read as themselves —
/// an integer `7` is `"7"`, a text `"b"` is `"b"`, a two-column key `(1, 3)` is `"1 / 3"` — and
/// everything that could be confused is tagged (it starts with `tag`, a control character no key
/// a person types starts with):
///
///     SQLiteIdentity.make([.integer(7)], rowID: nil)            // "7"
///     SQLiteIdentity.make([.text("7")], rowID: nil)             // "\u{1F}s1:7" (not the integer)
///     SQLiteIdentity.make([.blob([0xAB, 0x01])], rowID: nil)    // "\u{1F}xab01"
///     SQLiteIdentity.make([.text("a / b"), .text("c")], rowID: nil) // "\u{1F}s5:a / b / c"
///     SQLiteIdentity.make([.null], rowID: 12)                   // "\u{1F}n12" (NULL keys are told apart by rowid)
///
/// Why it is exact: an untagged part is an integer, or a text that is not an integer's digits,
/// does not start with `tag` and (in a key of several parts) has no "/", so the " / " between
/// parts is never inside one; a tagged text carries its length. So the parts can be read back
/// one way only, and different keys never share an identity.
///
/// - Complexity: O(key bytes).
public enum SQLiteIdentity {
    /// One value of a key, with its SQLite type.
    public enum Part: Equatable, Sendable {
        case null
        case integer(Int64)
        /// A floating-point value in SQLite's text form.
        case real(String)
        case text(String)
        case blob([UInt8])
    }

    /// Starts every tagged part (the unit separator).
    public static let tag = "\u{1F}"
    static let separator = " / "

    /// The identity of a row whose key is `parts`; `rowID`, when the table has one, tells rows
    /// whose key has a NULL apart (SQLite lets such keys repeat in a rowid table).
    public static func make(_ parts: [Part], rowID: Int64?) -> String {
        if parts.contains(.null) { return tag + "n" + (rowID.map(String.init) ?? "") }
        if parts.count == 1 { return encode(parts[0], single: true) }
        return parts.map { encode($0, single: false) }.joined(separator: separator)
    }

    /// `make([part], rowID:)` without the array (a key of one column, read for every row).
    public static func make(_ part: Part, rowID: Int64?) -> String {
        part == .null ? tag + "n" + (rowID.map(String.init) ?? "") : encode(part, single: true)
    }

    /// True when `text` starts with `tag`.
    private static func looksTagged(_ text: String) -> Bool { text.utf8.first == 0x1F }

    /// True when `text` is an integer's own text ("7", "-12"; not "07", "+7", "7.0"): it would
    /// read as the integer's identity.
    private static func isIntegerText(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first) else { return false }
        return Int64(text).map(String.init) == text
    }

    /// The identity of a key of one text value (`make(.text(text), rowID:)`, the common key,
    /// without making a `Part`).
    public static func make(text: String) -> String {
        looksTagged(text) || isIntegerText(text) ? tag + "s\(text.utf8.count):" + text : text
    }

    private static func encode(_ part: Part, single: Bool) -> String {
        switch part {
        case .null: return tag + "n"
        case .integer(let value): return String(value)
        case .real(let text): return tag + "r" + text
        case .blob(let bytes):
            let digits = Array("0123456789abcdef".utf8)
            var hex: [UInt8] = []
            hex.reserveCapacity(bytes.count * 2)
            for byte in bytes { hex.append(digits[Int(byte >> 4)]); hex.append(digits[Int(byte & 15)]) }
            return tag + "x" + String(decoding: hex, as: UTF8.self)
        case .text(let text):
            if single { return make(text: text) }
            let plain = !looksTagged(text) && !isIntegerText(text) && !text.utf8.contains(UInt8(ascii: "/"))
            return plain ? text : tag + "s\(text.utf8.count):" + text
        }
    }
}
