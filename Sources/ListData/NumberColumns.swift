import ListCore

/// `ColumnSchema.inferred`, one record at a time: a column is a number column when it has a
/// value and every non-blank value is a number (CSV, TSV and SQLite loaders).
///
///     var numeric = NumberColumns(count: 2)
///     numeric.observe(["Tokyo", "37400068"])
///     numeric.isNumber(1)   // true
///
/// - Complexity: O(fields) per record.
struct NumberColumns {
    private var sawNumber: [Bool]
    private var allNumbers: [Bool]

    init(count: Int) {
        sawNumber = Array(repeating: false, count: count)
        allNumbers = Array(repeating: true, count: count)
    }

    mutating func observe(_ fields: [String]) {
        for (column, field) in fields.enumerated() where allNumbers[column] {
            if field.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
            if ColumnSchema.number(from: field) == nil { allNumbers[column] = false } else { sawNumber[column] = true }
        }
    }

    func isNumber(_ column: Int) -> Bool { sawNumber[column] && allNumbers[column] }
}
