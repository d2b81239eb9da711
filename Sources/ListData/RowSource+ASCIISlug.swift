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
        return text.withUTF8 { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var pendingDash = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let lower = byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
                if (lower >= 0x61 && lower <= 0x7A) || (lower >= 0x30 && lower <= 0x39) {
                    if pendingDash && !result.isEmpty { result.append(0x2D) }
                    pendingDash = false
                    result.append(lower)
                } else {
                    pendingDash = true
                }
            }
            return result.isEmpty ? "row" : String(decoding: result, as: UTF8.self)
        }
    }
}
