/// The columns of a list's data: names in field order and whether each one holds numbers, so a
/// sort can compare `"9"` and `"10"` as numbers and text with text.
///
///     let schema = ColumnSchema(columns: [.init(name: "name", kind: .text),
///                                         .init(name: "population", kind: .number)])
///     schema.index(ofColumnNamed: "Population")   // 1 (case-insensitive)
///     ColumnSchema.number(from: " 1.5e3 ")         // 1500
///
/// - Complexity: `index(ofColumnNamed:)` is O(columns); `inferred(header:records:)` is
///   O(fields).
public struct ColumnSchema: Sendable, Equatable {
    /// - Complexity: a value.
    public struct Column: Sendable, Equatable {
        /// - Complexity: a value.
        public enum Kind: Sendable, Equatable {
            case text
            /// Every non-empty value parses with `ColumnSchema.number(from:)`.
            case number
        }

        /// The column's name (a file's header field).
        public var name: String
        /// Whether the column sorts as text or as numbers.
        public var kind: Kind
        /// How a number column writes its numbers (`1,234.5`, `1.234,5`, …; `.plain` otherwise).
        public var notation: NumberNotation

        /// A column called `name` of `kind`, its numbers written in `notation`.
        public init(name: String, kind: Kind, notation: NumberNotation = .plain) {
            self.name = name
            self.kind = kind
            self.notation = notation
        }
    }

    /// The columns, in the order of each row's `fields`.
    public var columns: [Column]

    /// The schema of `columns`, in field order.
    public init(columns: [Column]) { self.columns = columns }

    /// The position of the column called `name`, ignoring case; `nil` when there is none.
    public func index(ofColumnNamed name: String) -> Int? {
        let wanted = name.lowercased()
        return columns.firstIndex { $0.name.lowercased() == wanted }
    }

    /// The value of a number field: a finite decimal (`42`, `-3.5`, `1e6`), surrounding spaces
    /// allowed; `nil` for anything else, including `nan`, `inf` and thousands separators.
    public static func number(from text: String) -> Double? {
        var trimmed = Substring(text)
        while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
        while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
        // Only decimal digits, a sign, a point and an exponent: no "nan", "inf" or hex floats.
        guard !trimmed.isEmpty,
            trimmed.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || "+-.eE".utf8.contains($0) }),
            let value = Double(trimmed), value.isFinite
        else { return nil }
        return value
    }

    /// Names from `header`, kinds by `ColumnSchema.Inference` over every record: a column is
    /// `.number` when it has at least one non-empty value and every non-empty value is a number
    /// in one notation (`preferring`, the user's, decides between notations that disagree).
    package static func inferred(header: [String], records: [[String]], preferring: NumberNotation? = nil) -> ColumnSchema {
        var inference = Inference(header: header, preferring: preferring)
        for record in records { inference.observe(record) }
        return inference.schema
    }
}
