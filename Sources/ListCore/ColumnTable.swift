/// Rows' text kept column-wise and compact: every distinct value of a column once, in one
/// contiguous UTF-8 buffer, each value after its length (one byte below 128), and one 32-bit
/// reference (where the value starts) per cell; the rows' identities likewise, or none at all
/// where the table's identity rule makes a row's id from its first field; and each row's style
/// (what its height is made of) in a byte. A `Row` made from it (`row(at:height:)`) stores the
/// table and its index only and reads its text on demand — what GtkStringList costs, or less,
/// for a CSV file.
///
///     var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil)
///     builder.append(id: "tokyo", fields: ["Tokyo", "Japan"])
///     let table = builder.build()
///     table.row(at: 0, height: 56).fields   // ["Tokyo", "Japan"]
///
/// Why lengths, not an array of offsets where each value starts: a value of a 1M-row file
/// cost 4 bytes there and costs 1 here (the length), and most of a CSV file's values are
/// stored, not shared (its names, numbers and descriptions).
///
/// - Complexity: building is O(text) expected (repeated values found by hashing); reading a
///   field is O(its length); reading a made identity is what the rule costs.
public final class ColumnTable: Sendable {
    /// How a row's identity is made from its first field's bytes when the table does not store
    /// it (`Builder.append(id: nil, …)`): a CSV file's slug of the name.
    public typealias IdentityRule = @Sendable (UnsafeBufferPointer<UInt8>) -> String

    /// An identity reference meaning "made by the identity rule".
    static let madeIdentity = UInt32.max

    public let columnCount: Int
    public let count: Int
    /// The column whose value is a row's detail text; `nil`: the fields joined with ", ".
    let detailColumn: Int?
    /// `count × columnCount` value references (where in `bytes` each value starts), row by row.
    let cells: [UInt32]
    /// The reference of each row's identity, or `madeIdentity`.
    let idCells: [UInt32]
    /// Each row's `RowMetrics.Style`, found as it was appended: measuring rows reads no text.
    let styles: [UInt8]
    /// The values, each a LEB128 length and then its UTF-8 bytes.
    let bytes: [UInt8]
    let identityRule: IdentityRule?
    /// Distinct values stored (identities stored included): repeated values of a column count once.
    public let valueCount: Int

    init(builder: Builder) {
        columnCount = builder.columnCount
        count = builder.idCells.count
        detailColumn = builder.detailColumn
        cells = builder.cells
        idCells = builder.idCells
        styles = builder.styles
        bytes = builder.bytes
        identityRule = builder.identityRule
        valueCount = builder.valueCount
    }

    /// The value `reference` points at, as a string.
    func string(_ reference: UInt32) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: Self.value(reference, in: $0), as: UTF8.self) }
    }

    /// The bytes of the value stored at `reference` in `bytes` (a table's or its builder's):
    /// its length, then its text.
    /// - Complexity: O(1).
    static func value(_ reference: UInt32, in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        var offset = Int(reference)
        var length = 0
        var shift = 0
        while true {
            let byte = bytes[offset]
            offset += 1
            length |= Int(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        return UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
    }

    /// Appends `text` to `bytes` as a stored value (its length, then its bytes) and returns its
    /// reference.
    static func store(_ text: UnsafeBufferPointer<UInt8>, in bytes: inout [UInt8]) -> UInt32 {
        let reference = bytes.count
        var length = text.count
        while length >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
            length >>= 7
        }
        bytes.append(UInt8(length))
        bytes.append(contentsOf: text)
        precondition(bytes.count < Int(madeIdentity), "text too long for a column table")
        return UInt32(reference)
    }

    /// Row `row`'s identity: the one stored, or the one the rule makes from its first field.
    static func id(_ reference: UInt32, firstField: UInt32, rule: IdentityRule?, bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { bytes in
            guard reference == madeIdentity else { return String(decoding: value(reference, in: bytes), as: UTF8.self) }
            guard let rule else { preconditionFailure("an identity to make without a rule") }
            return rule(value(firstField, in: bytes))
        }
    }

    func id(at row: Int) -> RowID {
        RowID(Self.id(idCells[row], firstField: cells[row * columnCount], rule: identityRule, bytes: bytes))
    }

    func style(at row: Int) -> RowMetrics.Style { RowMetrics.Style(rawValue: styles[row]) }

    func field(_ column: Int, at row: Int) -> String? {
        guard column >= 0, column < columnCount else { return nil }
        return string(cells[row * columnCount + column])
    }

    func fields(at row: Int) -> [String] {
        (0..<columnCount).map { string(cells[row * columnCount + $0]) }
    }

    func detail(at row: Int) -> String {
        if let detailColumn { return field(detailColumn, at: row) ?? "" }
        return fields(at: row).joined(separator: ", ")
    }

    /// Row `index` of the table, reading its text from the table.
    /// - Complexity: O(1); the row's text is read when its fields are.
    public func row(at index: Int, height: Double) -> Row {
        precondition(index >= 0 && index < count, "row \(index) out of 0..<\(count)")
        return Row(table: self, index: index, height: height)
    }
}

extension ColumnTable {
    /// Collects rows into a `ColumnTable`. A column's values are shared while it has stored at
    /// most `internLimit` of them (a country, a category; `SharedValues`); past that its new
    /// values are stored as they come, without a lookup.
    ///
    /// - Complexity: `append` is O(columns + the row's bytes) amortized, with one hash lookup per
    ///   field of a column still shared; `build()` is O(1) (the table shares the builder's arrays).
    ///   A loader that keeps bytes appends them (`append(id:fieldCount:utf8:)`): no string is made
    ///   for a field of a column no longer shared.
    public struct Builder {
        public static let internLimit = 4_096
        let columnCount: Int
        let detailColumn: Int?
        let identityRule: IdentityRule?
        var cells: [UInt32] = []
        var idCells: [UInt32] = []
        var styles: [UInt8] = []
        var bytes: [UInt8] = []
        private(set) var valueCount = 0
        private var shared = SharedValues()
        /// The values each column stored while sharing them; -1 once it stopped.
        private var sharedCounts: [Int]

        /// `rows` and `bytes`: how many rows and how much text to reserve room for (a loader
        /// that knows its file's size; growing as it goes copied the text twice over).
        /// `identityRule`: how an identity not stored is made from a row's first field.
        public init(columnCount: Int, detailColumn: Int?, reservingRows rows: Int = 0, bytes text: Int = 0,
                    identityRule: IdentityRule? = nil) {
            self.columnCount = columnCount
            self.detailColumn = detailColumn
            self.identityRule = identityRule
            sharedCounts = Array(repeating: 0, count: columnCount)
            cells.reserveCapacity(rows * columnCount)
            idCells.reserveCapacity(rows)
            styles.reserveCapacity(rows)
            bytes.reserveCapacity(text)
        }

        /// Appends a row; `fields` must have `columnCount` values.
        public mutating func append(id: String, fields: [String]) {
            precondition(fields.count == columnCount, "one value per column")
            idCells.append(store(id))
            for (column, field) in fields.enumerated() {
                var field = field
                cells.append(field.withUTF8 { cell($0, column: column) })
            }
            let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
            styles.append(RowMetrics.Style(detail: detail) { $0 < fields.count ? fields[$0] : nil }.rawValue)
        }

        /// Appends a row given as UTF-8 bytes, `field(column)` for each of the `columnCount`
        /// columns: the same row as `append(id:fields:)` with those fields as strings. A `nil`
        /// id is not stored: the identity rule makes it from the first field when it is read
        /// (the loader knows it is that field's id, e.g. its slug, unique).
        ///
        ///     builder.append(id: "tokyo", fieldCount: 2) { column in buffers[column] }
        public mutating func append(id: String?, fieldCount: Int, utf8 field: (Int) -> UnsafeBufferPointer<UInt8>) {
            precondition(fieldCount == columnCount, "one value per column")
            precondition(id != nil || (identityRule != nil && columnCount > 0), "an identity to make without a rule")
            idCells.append(id.map { store($0) } ?? ColumnTable.madeIdentity)
            for column in 0..<columnCount { cells.append(cell(field(column), column: column)) }
            styles.append(Self.style(columnCount: columnCount, detailColumn: detailColumn, utf8: field).rawValue)
        }

        /// The reference of `text` in `column`: a shared one while the column shares its values.
        private mutating func cell(_ text: UnsafeBufferPointer<UInt8>, column: Int) -> UInt32 {
            guard sharedCounts[column] >= 0 else { return store(text) }
            let hash = SharedValues.hash(text)
            if let value = shared.value(of: text, hash: hash, bytes: bytes) { return value }
            let value = store(text)
            shared.insert(value, hash: hash, bytes: bytes)
            sharedCounts[column] += 1
            if sharedCounts[column] > Self.internLimit { sharedCounts[column] = -1 }
            return value
        }

        /// Rows appended so far.
        public var count: Int { idCells.count }

        /// Row `row`'s identity as appended (or replaced), or as the rule makes it.
        public func id(at row: Int) -> String {
            ColumnTable.id(idCells[row], firstField: cells[row * columnCount], rule: identityRule, bytes: bytes)
        }

        /// Row `row`'s value in `column`.
        public func field(_ column: Int, at row: Int) -> String {
            bytes.withUnsafeBufferPointer {
                String(decoding: ColumnTable.value(cells[row * columnCount + column], in: $0), as: UTF8.self)
            }
        }

        /// Gives row `row` another identity (a loader that learns of an earlier row's id later);
        /// the old one's bytes, if stored, stay in the table unused.
        public mutating func replaceID(at row: Int, with id: String) {
            idCells[row] = store(id)
        }

        private mutating func store(_ text: String) -> UInt32 {
            var text = text
            return text.withUTF8 { store($0) }
        }

        private mutating func store(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
            valueCount += 1
            return ColumnTable.store(text, in: &bytes)
        }

        public func build() -> ColumnTable { ColumnTable(builder: self) }
    }
}
