import Foundation

/// Text as search compares it: case and accents folded away (`"São"` → `"sao"`, `"ÆR"` → `"aer"`),
/// as UTF-8 bytes, so a match is a byte search with no allocation per row.
///
///     TextFolding.fold("Zürich")                         // Array("zurich".utf8)
///     TextFolding.contains("Ciudad de México", [UInt8]("mexico".utf8))   // true
///
/// ASCII text, the common case, is folded byte by byte without Foundation; other text goes through
/// Foundation's case- and diacritic-insensitive folding, with the letters that carry their mark
/// inside (`ø`, `ł`, `æ`, `ß`) mapped to their base letters as the sort does.
///
/// - Complexity: O(length of the text).
enum TextFolding {
    /// The folded UTF-8 bytes of `text`.
    static func fold(_ text: String) -> [UInt8] {
        var utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 }) {
            for i in utf8.indices where utf8[i] >= 0x41 && utf8[i] <= 0x5A { utf8[i] |= 0x20 }
            return utf8
        }
        var folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        if folded.unicodeScalars.contains(where: { special[$0.value] != nil }) {
            folded = String(String.UnicodeScalarView(folded.unicodeScalars.flatMap { scalar in
                special[scalar.value].map { Array($0.unicodeScalars) } ?? [scalar]
            }))
        }
        return Array(folded.utf8)
    }

    /// True when the folded `text` contains `needle` (already folded). An empty needle matches.
    static func contains(_ text: String, _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        // ASCII fast path: fold while searching, no copy of the text.
        var text = text
        let ascii: Bool? = text.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return search(bytes, needle) { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        }
        if let ascii { return ascii }
        return fold(text).withUnsafeBufferPointer { search($0, needle) { $0 } }
    }

    private static func search(_ haystack: UnsafeBufferPointer<UInt8>, _ needle: [UInt8],
                               _ map: (UInt8) -> UInt8) -> Bool {
        let n = needle.count
        guard haystack.count >= n else { return false }
        let first = needle[0]
        var start = 0
        while start + n <= haystack.count {
            if map(haystack[start]) == first {
                var k = 1
                while k < n, map(haystack[start + k]) == needle[k] { k += 1 }
                if k == n { return true }
            }
            start += 1
        }
        return false
    }

    /// Lowercase letters with no decomposition, written as their base letters.
    private static let special: [UInt32: String] = [
        0x00E6: "ae", 0x0153: "oe", 0x00DF: "ss", 0x00F8: "o", 0x0142: "l", 0x0111: "d", 0x0127: "h",
        0x0167: "t", 0x0131: "i", 0x00F0: "d", 0x00FE: "th", 0x014B: "n",
    ]
}
