import Foundation

extension LiveUpdates {
    /// The text appended to a text field that was updated; a later update replaces it.
    static let marker = " · updated #"

    /// `row` with new content: the next version and one field changed (a number incremented,
    /// text marked with the update's sequence number). The number of fields stays the same.
    ///
    ///     bumped(Row(id: "a", fields: ["Tokyo", "37400068"]), sequence: 3)
    ///     // fields ["Tokyo", "37400069"], version 1
    ///
    /// - Complexity: O(length of the changed field).
    func bumped(_ row: Row, sequence: Int) -> Row {
        var row = row
        row.version += 1
        let column = updatedColumn(fieldCount: row.fields.count)
        guard let column else { return row }
        row.fields[column] = Self.updated(row.fields[column], sequence: sequence)
        return row
    }

    /// The field index live updates change in a row of `fieldCount` fields.
    func updatedColumn(fieldCount: Int) -> Int? {
        guard fieldCount > 0 else { return nil }
        if let column = options.column { return column >= 0 && column < fieldCount ? column : nil }
        if let schema, let number = schema.columns.lastIndex(where: { $0.kind == .number }), number < fieldCount {
            return number
        }
        return fieldCount - 1
    }

    /// A number plus one (integers stay integers), or text with the update marker.
    static func updated(_ field: String, sequence: Int) -> String {
        if let value = ColumnSchema.number(from: field) {
            let next = value + 1
            if next == next.rounded(), abs(next) < 1e15 { return String(Int64(next)) }
            return String(next)
        }
        var text = Substring(field)
        if let range = field.range(of: marker, options: .backwards) { text = field[..<range.lowerBound] }
        return text + marker + String(sequence)
    }
}
