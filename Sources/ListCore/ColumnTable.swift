/// Rows' text kept column-wise and compact: every distinct value of a column once, in one
/// contiguous UTF-8 buffer with 32-bit offsets, and one 32-bit value number per cell; the rows'
/// identities likewise, and each row's style (what its height is made of) in a byte. A `Row`
/// made from it (`row(at:height:)`) stores the table and its index only and reads its text on
/// demand — what GtkStringList costs, or less, for a CSV file.
///
///     var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil)
///     builder.append(id: "tokyo", fields: ["Tokyo", "Japan"])
///     let table = builder.build()
///     table.row(at: 0, height: 56).fields   // ["Tokyo", "Japan"]
///
/// - Complexity: building is O(text) expected (repeated values found by hashing); reading a
///   field is O(its length).
public final class ColumnTable: Sendable {
    public let columnCount: Int
    public let count: Int
    /// The column whose value is a row's detail text; `nil`: the fields joined with ", ".
    let detailColumn: Int?
    /// `count × columnCount` value numbers, row by row.
    let cells: [UInt32]
    /// Value number of each row's identity.
    let idCells: [UInt32]
    /// Each row's `RowMetrics.Style`, found as it was appended: measuring rows reads no text.
    let styles: [UInt8]
    /// `values + 1` offsets into `bytes`: value `v` is `bytes[starts[v] ..< starts[v + 1]]`.
    let starts: [UInt32]
    let bytes: [UInt8]

    init(builder: Builder) {
        columnCount = builder.columnCount
        count = builder.idCells.count
        detailColumn = builder.detailColumn
        cells = builder.cells
        idCells = builder.idCells
        styles = builder.styles
        starts = builder.starts
        bytes = builder.bytes
    }

    /// Distinct values stored (identities included): repeated values of a column count once.
    public var valueCount: Int { starts.count - 1 }

    /// Value number `value` as a string.
    func string(_ value: UInt32) -> String { Self.string(value, starts: starts, bytes: bytes) }

    /// Value number `value` of the values `starts` and `bytes` hold (a table's or its builder's).
    static func string(_ value: UInt32, starts: [UInt32], bytes: [UInt8]) -> String {
        let start = Int(starts[Int(value)])
        let end = Int(starts[Int(value) + 1])
        return bytes.withUnsafeBufferPointer { String(decoding: $0[start..<end], as: UTF8.self) }
    }

    func id(at row: Int) -> RowID { RowID(string(idCells[row])) }

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
        var cells: [UInt32] = []
        var idCells: [UInt32] = []
        var styles: [UInt8] = []
        var starts: [UInt32] = [0]
        var bytes: [UInt8] = []
        private var shared = SharedValues()
        /// The values each column stored while sharing them; -1 once it stopped.
        private var sharedCounts: [Int]

        /// `rows` and `bytes`: how many rows and how much text to reserve room for (a loader
        /// that knows its file's size; growing as it goes copied the text twice over).
        public init(columnCount: Int, detailColumn: Int?, reservingRows rows: Int = 0, bytes text: Int = 0) {
            self.columnCount = columnCount
            self.detailColumn = detailColumn
            sharedCounts = Array(repeating: 0, count: columnCount)
            cells.reserveCapacity(rows * columnCount)
            idCells.reserveCapacity(rows)
            styles.reserveCapacity(rows)
            starts.reserveCapacity(rows * (columnCount + 1) + 1)
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
        /// columns: the same row as `append(id:fields:)` with those fields as strings.
        ///
        ///     builder.append(id: "tokyo", fieldCount: 2) { column in buffers[column] }
        public mutating func append(id: String, fieldCount: Int, utf8 field: (Int) -> UnsafeBufferPointer<UInt8>) {
            precondition(fieldCount == columnCount, "one value per column")
            idCells.append(store(id))
            for column in 0..<columnCount { cells.append(cell(field(column), column: column)) }
            styles.append(Self.style(columnCount: columnCount, detailColumn: detailColumn, utf8: field).rawValue)
        }

        /// The value number of `text` in `column`: a shared one while the column shares its values.
        private mutating func cell(_ text: UnsafeBufferPointer<UInt8>, column: Int) -> UInt32 {
            guard sharedCounts[column] >= 0 else { return store(text) }
            let hash = SharedValues.hash(text)
            if let value = shared.value(of: text, hash: hash, starts: starts, bytes: bytes) { return value }
            let value = store(text)
            shared.insert(value, hash: hash, starts: starts, bytes: bytes)
            sharedCounts[column] += 1
            if sharedCounts[column] > Self.internLimit { sharedCounts[column] = -1 }
            return value
        }

        /// Rows appended so far.
        public var count: Int { idCells.count }

        /// Row `row`'s identity as appended (or replaced).
        public func id(at row: Int) -> String { string(idCells[row]) }

        /// Row `row`'s value in `column`.
        public func field(_ column: Int, at row: Int) -> String { string(cells[row * columnCount + column]) }

        /// Gives row `row` another identity (a loader that learns of an earlier row's id later);
        /// the old one's bytes stay in the table unused.
        public mutating func replaceID(at row: Int, with id: String) {
            idCells[row] = store(id)
        }

        private func string(_ value: UInt32) -> String { ColumnTable.string(value, starts: starts, bytes: bytes) }

        private mutating func store(_ text: String) -> UInt32 {
            var text = text
            return text.withUTF8 { store($0) }
        }

        private mutating func store(_ text: UnsafeBufferPointer<UInt8>) -> UInt32 {
            bytes.append(contentsOf: text)
            precondition(bytes.count < Int(UInt32.max), "text too long for a column table")
            starts.append(UInt32(bytes.count))
            return UInt32(starts.count - 2)
        }

        public func build() -> ColumnTable { ColumnTable(builder: self) }
    }
}
