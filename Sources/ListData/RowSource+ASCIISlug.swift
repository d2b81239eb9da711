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

    /// `asciiSlug` of text given as UTF-8 bytes: `latinSlug`'s walk, stopping at the first
    /// byte that is not ASCII.
    static func asciiSlug(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        latinSlug(utf8: bytes, asciiOnly: true)
    }
}
