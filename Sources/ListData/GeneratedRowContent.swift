import ListCore

/// The text of generated rows (`RowSource.generatedRow(at:)`), made on demand from the index:
/// fields `["Row i", "Group (i % 17)", value]` with a pseudo-random value in `0 ..< 100_000`,
/// and the detail "Generated row i in group g with value v.".
///
///     GeneratedRowContent.content(of: 7, column: 0)   // "Row 7"
///
/// - Complexity: O(digits) per field.
enum GeneratedRowContent: RowContentMaker {
    static func id(of index: Int) -> RowID { RowID(decimal(index, after: "row-")) }

    static func content(of index: Int, column: Int) -> String? {
        switch column {
        case 0: return decimal(index, after: "Row ")
        case 1: return decimal(index % 17, after: "Group ")
        case 2: return decimal(Int(SplitMix64.mix(UInt64(index)) % 100_000), after: "")
        case -1: return "Generated row \(index) in group \(index % 17) with value \(SplitMix64.mix(UInt64(index)) % 100_000)."
        default: return nil
        }
    }

    /// `prefix` then `value` in decimal, written into the string's own storage: a sort or search
    /// of a million generated rows reads each field once, and `"Row " + String(index)` (a generic
    /// integer formatter, then a concatenation) took about a tenth of building their sort keys.
    ///
    ///     GeneratedRowContent.decimal(42, after: "Row ")   // "Row 42"
    ///
    /// - Complexity: O(digits).
    static func decimal(_ value: Int, after prefix: StaticString) -> String {
        precondition(value >= 0, "generated values are not negative")
        var digits = 1
        var rest = value / 10
        while rest > 0 { digits += 1; rest /= 10 }
        let length = prefix.utf8CodeUnitCount + digits
        return String(unsafeUninitializedCapacity: length) { buffer in
            prefix.withUTF8Buffer { bytes in _ = buffer.initialize(fromContentsOf: bytes) }
            var remaining = value
            for position in stride(from: length - 1, through: length - digits, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            }
            return length
        }
    }

    /// Every generated row shows a subtitle (its group) and a description.
    static func style(of index: Int) -> RowMetrics.Style? { [.subtitle, .description] }
}
