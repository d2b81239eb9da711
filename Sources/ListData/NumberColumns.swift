import ListCore

/// `ColumnSchema.inferred`, one record at a time: a column is a number column when it has a
/// value and every non-blank value is a number in one notation (`NumberNotation.Inference`; the
/// user's notation settles a column that reads two ways) — CSV, TSV and SQLite loaders.
///
///     var numeric = NumberColumns(count: 2)
///     numeric.observe(["Tokyo", "37,400,068"])
///     numeric.column(1, named: "population").kind   // .number (notation .english)
///
/// - Complexity: O(fields) per record.
struct NumberColumns {
    private var inferences: [NumberNotation.Inference]
    private let preferring: NumberNotation?

    init(count: Int, preferring: NumberNotation? = .user) {
        inferences = Array(repeating: NumberNotation.Inference(), count: count)
        self.preferring = preferring
    }

    mutating func observe(_ fields: [String]) {
        for (column, field) in fields.enumerated() { inferences[column].observe(field) }
    }

    /// Column `column` called `name`: a number column in its notation, or text.
    func column(_ column: Int, named name: String) -> ColumnSchema.Column {
        ColumnSchema.column(named: name, inferences[column], preferring: preferring)
    }
}
