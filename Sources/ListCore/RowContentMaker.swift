/// Makes a row's text on demand from its number, so rows that can be computed (generated rows)
/// store none of it. See `Row.init(id:number:height:version:content:)`.
///
///     enum Squares: RowContentMaker {
///         static func content(of number: Int, column: Int) -> String? {
///             column == 0 ? String(number * number) : nil
///         }
///     }
///
/// - Complexity: whatever `content(of:column:)` costs, per field read.
public protocol RowContentMaker {
    /// Field `column` (0, 1, …; `nil` past the last one) of row `number`, or its detail text
    /// for `column == -1`. Pure: the same arguments give the same text, on any thread.
    static func content(of number: Int, column: Int) -> String?
}
