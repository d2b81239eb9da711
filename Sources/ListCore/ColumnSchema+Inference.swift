extension ColumnSchema {
    /// Infers a schema one record at a time, so a loader that streams its records (CSV, TSV,
    /// SQLite) and `ColumnSchema.inferred` over a whole table share one rule: a column is a
    /// number column when it has a value and every non-blank value is a number in one notation
    /// (`NumberNotation.Inference`; `preferring`, the user's notation, settles a column that
    /// reads two ways, and without it such a column stays text).
    ///
    ///     var inference = ColumnSchema.Inference(header: ["name", "population"])
    ///     inference.observe(["Tokyo", "37,400,068"])
    ///     inference.schema.columns[1].kind       // .number (notation .english)
    ///
    /// - Complexity: `observe` is O(fields); `schema` is O(columns).
    package struct Inference: Sendable {
        private let names: [String]
        private var columns: [NumberNotation.Inference]
        private let preferring: NumberNotation?

        package init(header: [String], preferring: NumberNotation? = nil) {
            names = header
            columns = Array(repeating: NumberNotation.Inference(), count: header.count)
            self.preferring = preferring
        }

        /// Takes one record into account; fields past the header's count are ignored.
        package mutating func observe(_ record: [String]) {
            for (column, field) in zip(columns.indices, record) { columns[column].observe(field) }
        }

        /// Takes one field of a record into account, as its UTF-8 bytes (`observe` for a loader
        /// that keeps bytes); a column past the header's count is ignored.
        package mutating func observe(utf8 field: UnsafeBufferPointer<UInt8>, column: Int) {
            guard column < columns.count else { return }
            columns[column].observe(utf8: field)
        }

        /// Takes into account the records `other` observed (another part of the same table, with
        /// the same header): as if this one had observed them.
        package mutating func merge(_ other: Inference) {
            for column in columns.indices where column < other.columns.count { columns[column].merge(other.columns[column]) }
        }

        /// The schema of the records observed so far.
        package var schema: ColumnSchema {
            ColumnSchema(columns: zip(names, columns).map { name, inference in
                guard let notation = inference.notation(preferring: preferring) else { return Column(name: name, kind: .text) }
                return Column(name: name, kind: .number, notation: notation)
            })
        }
    }
}
