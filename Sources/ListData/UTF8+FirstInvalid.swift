extension Unicode.UTF8 {
    /// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence, or nil
    /// when all of it is UTF-8: a data file's "not UTF-8 text (byte 0xFF at offset 12)".
    ///
    ///     UTF8.firstInvalid(in: Array("ab".utf8) + [0xE2, 0x82])   // 2
    ///
    /// - Complexity: O(bytes).
    static func firstInvalid(in bytes: some Sequence<UInt8>) -> Int? {
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
