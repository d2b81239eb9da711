import ListCore

/// The text of generated rows (`RowSource.generatedRow(at:)`), made on demand from the index:
/// fields `["Row i", "Group (i % 17)", value]` with a pseudo-random value in `0 ..< 100_000`,
/// and the detail "Generated row i in group g with value v.".
///
///     GeneratedRowContent.content(of: 7, column: 0)   // "Row 7"
///
/// - Complexity: O(digits) per field.
enum GeneratedRowContent: RowContentMaker {
    static func id(of index: Int) -> RowID { RowID(String(decimal: UInt64(index), after: "row-")) }

    static func content(of index: Int, column: Int) -> String? {
        switch column {
        case 0: return String(decimal: UInt64(index), after: "Row ")
        case 1: return String(decimal: UInt64(index % 17), after: "Group ")
        case 2: return String(decimal: SplitMix64.mix(UInt64(index)) % 100_000, after: "")
        case -1: return "Generated row \(index) in group \(index % 17) with value \(SplitMix64.mix(UInt64(index)) % 100_000)."
        default: return nil
        }
    }

    /// Every generated row shows a subtitle (its group) and a description.
    static func style(of index: Int) -> RowMetrics.Style? { [.subtitle, .description] }
}
