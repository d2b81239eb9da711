extension RowSource {
    /// `slug(_:)` of ASCII text, byte by byte: the same result as the Unicode path (for ASCII,
    /// folding is lowercasing, the letters are a–z and the numbers 0–9) without Foundation or
    /// Unicode property lookups, which dominate loading a million-row CSV. `nil` for non-ASCII.
    ///
    ///     RowSource.asciiSlug("New York, NY")   // "new-york-ny"
    ///     RowSource.asciiSlug("São Paulo")      // nil
    ///
    /// - Complexity: O(length).
    static func asciiSlug(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { asciiSlug(utf8: $0) }
    }

    /// `asciiSlug` of text given as UTF-8 bytes (a CSV field): no string is made but the slug,
    /// and no buffer is allocated for it.
    static func asciiSlug(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { result -> String? in
            var count = 0
            var pendingDash = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                    if pendingDash && count > 0 {
                        result[count] = 0x2D
                        count += 1
                    }
                    pendingDash = false
                    result[count] = lower
                    count += 1
                } else {
                    pendingDash = true
                }
            }
            return count == 0 ? "row" : String(decoding: result[..<count], as: UTF8.self)
        }
    }
}
