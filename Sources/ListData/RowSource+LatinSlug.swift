extension RowSource {
    /// `slug(_:)` of text written in ASCII and the Latin letters of U+00A0–U+024F (Latin-1
    /// Supplement, Latin Extended-A and B: "São Paulo", "Kraków", "Zürich"), a character at a
    /// time from a table the Unicode path made for each of those characters alone
    /// (`unicodeSlug`); `nil` for any other text, or when the table has no answer for one of its
    /// characters (`LatinSlugTable`). ASCII is read byte by byte (for ASCII, folding is
    /// lowercasing, the letters are a–z and the numbers 0–9). No string is made but the slug,
    /// and no buffer is allocated for it.
    ///
    ///     RowSource.latinSlug(utf8: bytes("Kraków, Polska"))   // "krakow-polska"
    ///     RowSource.latinSlug(utf8: bytes("東京"))            // nil
    ///
    /// Why: folding and Unicode properties made a 1M-row file of accented names load in ~2.6 s
    /// against ~0.6 s for ASCII names. Core tests compare this with the Unicode path on every
    /// character of the range, alone and in pairs, and on random names.
    ///
    /// - Complexity: O(length); the table is made once, at first use (432 Unicode slugs).
    static func latinSlug(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4 * bytes.count + 1) { result -> String? in
            var count = 0
            var pendingDash = false
            var offset = 0
            // At most 4 bytes out for each in: a character's slug (2 bytes in) is at most 7, and a dash.
            while offset < bytes.count {
                let byte = bytes[offset]
                var start = 0, length = 1
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if byte < 0x80 {
                    offset += 1
                    length = (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) ? 1 : 0
                } else {
                    // Two bytes, 110xxxxx 10xxxxxx: U+0080–U+07FF; the table covers U+00A0–U+024F.
                    guard byte & 0xE0 == 0xC0, offset + 1 < bytes.count, bytes[offset + 1] & 0xC0 == 0x80 else { return nil }
                    let scalar = Int(byte & 0x1F) << 6 | Int(bytes[offset + 1] & 0x3F)
                    offset += 2
                    guard LatinSlugTable.range.contains(scalar) else { return nil }
                    let index = scalar - LatinSlugTable.range.lowerBound
                    length = Int(LatinSlugTable.shared.lengths[index])
                    guard length >= 0 else { return nil }
                    start = Int(LatinSlugTable.shared.starts[index])
                }
                guard length > 0 else {
                    pendingDash = true
                    continue
                }
                if pendingDash && count > 0 {
                    result[count] = 0x2D
                    count += 1
                }
                pendingDash = false
                if byte < 0x80 {
                    result[count] = lower
                    count += 1
                } else {
                    for index in start..<start + length {
                        result[count] = LatinSlugTable.shared.bytes[index]
                        count += 1
                    }
                }
            }
            return count == 0 ? "row" : String(decoding: result[..<count], as: UTF8.self)
        }
    }
}

/// What `RowSource.unicodeSlug` makes of each character of U+00A0–U+024F alone: its letters
/// ("é" → "e", "ß" → "ss", "ł" → "ł"), nothing (a separator: "×", a no-break space), or no
/// answer (a slug of more than one word or longer than 7 bytes, left to the Unicode path).
struct LatinSlugTable: Sendable {
    static let shared = LatinSlugTable()
    static let range = 0xA0...0x24F

    /// Every character's slug, one after another.
    let bytes: [UInt8]
    /// Where each character's slug starts in `bytes`.
    let starts: [Int32]
    /// Each character's slug length: 0 for a separator, -1 for no answer.
    let lengths: [Int8]

    private init() {
        var bytes: [UInt8] = [], starts: [Int32] = [], lengths: [Int8] = []
        for value in Self.range {
            let slug = Array(RowSource.unicodeSlug(String(Character(Unicode.Scalar(UInt32(value))!))).utf8)
            starts.append(Int32(bytes.count))
            if slug == Array("row".utf8) {
                lengths.append(0)   // an empty slug: no character of the range alone makes those letters
            } else if slug.count < 8, !slug.contains(0x2D) {
                lengths.append(Int8(slug.count))
                bytes.append(contentsOf: slug)
            } else {
                lengths.append(-1)
            }
        }
        (self.bytes, self.starts, self.lengths) = (bytes, starts, lengths)
    }
}
