/// Makes a row's identity and text on demand from its number, so rows that can be computed
/// (generated rows) store none of it. See `Row.init(number:height:version:content:)`.
///
///     enum Squares: RowContentMaker {
///         static func id(of number: Int) -> RowID { RowID("square-\(number)") }
///         static func content(of number: Int, column: Int) -> String? {
///             column == 0 ? String(number * number) : nil
///         }
///     }
///
/// - Complexity: whatever `content(of:column:)` costs, per field read.
package protocol RowContentMaker {
    /// The identity of row `number`; distinct numbers give distinct identities.
    static func id(of number: Int) -> RowID

    /// Field `column` (0, 1, …; `nil` past the last one) of row `number`, or its detail text
    /// for `column == -1`. Pure: the same arguments give the same text, on any thread.
    static func content(of number: Int, column: Int) -> String?

    /// The lines row `number` shows (its height's style) without making its text; `nil` (the
    /// default) reads the fields instead.
    static func style(of number: Int) -> RowMetrics.Style?
}

extension RowContentMaker {
    package static func style(of number: Int) -> RowMetrics.Style? { nil }
}
