/// Where a made or table row's text comes from: the maker or table that makes it, and the row's
/// number there (`Row.origin`). Two rows with the same origin have the same text, wherever they
/// stand in the list, so a rank read by origin (`ColumnRanks`) holds through every reorder.
///
///     let row = Row(number: 7, height: 56, content: Squares.self)   // a `RowContentMaker`
///     row.origin?.index                                            // 7
///     row.origin?.source.field(0, at: 7)                           // row.field(0)
///
/// - Complexity: a value.
struct RowOrigin {
    /// A maker (its rows' text is a pure function of their numbers) or a table (immutable).
    enum Source: @unchecked Sendable {
        case maker(any RowContentMaker.Type)
        case table(ColumnTable)

        /// The source's identity: a table's object, a maker's type. A table kept in a
        /// `Source` stays alive, so its identity is not reused while ranks are kept for it.
        var id: ObjectIdentifier {
            switch self {
            case .maker(let maker): ObjectIdentifier(maker)
            case .table(let table): ObjectIdentifier(table)
            }
        }

        /// Field `column` of row `index` (`nil` past the last field).
        /// - Complexity: what the maker or the table costs for one field.
        func field(_ column: Int, at index: Int) -> String? {
            switch self {
            case .maker(let maker): maker.content(of: index, column: column)
            case .table(let table): table.field(column, at: index)
            }
        }
    }

    let source: Source
    let index: Int
}
