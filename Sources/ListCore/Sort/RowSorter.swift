/// Sorts rows by one column in the order a person expects, stably, in either direction.
///
/// - Text compares by `SortKey`: case- and accent-insensitive first, numbers inside text by
///   value (`"Row 2"` < `"Row 10"`), then accents, then case.
/// - A number column compares by value, read in the column's `NumberNotation`; values in it that are
///   not numbers follow the numbers, compared as text.
/// - Empty values (empty or only whitespace, or a missing field) come last in both directions.
/// - Stable in both directions: rows with equal values keep their previous order, also when
///   descending (it is not the ascending result reversed).
///
///     let sort = SortDescriptor(column: 0, ascending: false)
///     let rows = RowSorter.sorted(rows, by: sort, schema: schema)
///
/// Every value's key is built once, into one flat buffer, before sorting; a large list is read,
/// keyed and sorted in parts, one a processor, then merged (`RowSorter+Parts.swift`).
///
/// - Complexity: O(total text length) to build keys plus O(n log n) key comparisons.
package enum RowSorter {
    /// `rows` in the order of `descriptor`; `numeric` compares the column as numbers.
    ///
    /// - Complexity: see the type's documentation.
    package static func sorted(_ rows: [Row], by descriptor: SortDescriptor, numeric: Bool) -> [Row] {
        order(of: rows, by: descriptor, numeric: numeric).map { rows[$0] }
    }

    /// `rows` in the order of `descriptor`, comparing as numbers when the schema says the column
    /// is a number column.
    ///
    /// - Complexity: see the type's documentation.
    package static func sorted(_ rows: [Row], by descriptor: SortDescriptor, schema: ColumnSchema) -> [Row] {
        order(of: rows, by: descriptor, numeric: isNumeric(descriptor.column, in: schema),
              notation: notation(of: descriptor.column, in: schema)).map { rows[$0] }
    }

    /// The sorted order as indices into `rows`: `order[k]` is the row that goes to position `k`.
    ///
    ///     RowSorter.order(of: rows, by: SortDescriptor(column: 1), numeric: true)   // [2, 0, 1]
    ///
    /// - Complexity: see the type's documentation.
    package static func order(of rows: [Row], by descriptor: SortDescriptor, numeric: Bool,
                             notation: NumberNotation = .plain) -> [Int] {
        // A large list sorts in parts on every processor (`RowSorter+Parts.swift`).
        order(of: rows, by: descriptor, numeric: numeric, notation: notation, parts: partCount(for: rows.count))
    }

    /// `ColumnSchema.number(from:)`, with a fast path for plain digit strings (the common case in
    /// a number column), which give the same value.
    ///
    /// - Complexity: O(length of the text).
    static func number(from text: String, notation: NumberNotation = .plain) -> Double? {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
            guard !bytes.isEmpty, bytes.count <= 15 else { return nil }
            var value = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
                value = value &* 10 &+ Int(byte &- UInt8(ascii: "0"))
            }
            return Double(value)
        }
        if case let value?? = plain { return value }
        return notation.value(of: text)
    }

    /// How `column` of `schema` writes its numbers (`.plain` for a column that is not there).
    package static func notation(of column: Int, in schema: ColumnSchema) -> NumberNotation {
        schema.columns.indices.contains(column) ? schema.columns[column].notation : .plain
    }

    /// True when `column` is a number column of `schema`.
    package static func isNumeric(_ column: Int, in schema: ColumnSchema) -> Bool {
        schema.columns.indices.contains(column) && schema.columns[column].kind == .number
    }
}
