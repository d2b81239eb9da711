/// Rows' text kept column-wise and compact: every distinct value of a column once, in one
/// contiguous UTF-8 buffer with 32-bit offsets, and one 32-bit value number per cell; the rows'
/// identities likewise. A `Row` made from it (`row(at:height:)`) stores the table and its index
/// only and reads its text on demand — what GtkStringList costs, or less, for a CSV file.
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
    /// `values + 1` offsets into `bytes`: value `v` is `bytes[starts[v] ..< starts[v + 1]]`.
    let starts: [UInt32]
    let bytes: [UInt8]

    init(builder: Builder) {
        columnCount = builder.columnCount
        count = builder.idCells.count
        detailColumn = builder.detailColumn
        cells = builder.cells
        idCells = builder.idCells
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
    /// Collects rows into a `ColumnTable`. A column's values are shared while it has at most
    /// `internLimit` distinct ones (a country, a category); past that its new values are stored
    /// as they come, without a lookup.
    ///
    /// - Complexity: `append` is O(columns + the row's bytes) amortized, with one hash lookup per
    ///   field of a column still shared; `build()` is O(1) (the table shares the builder's arrays).
    public struct Builder {
        public static let internLimit = 4_096
        let columnCount: Int
        let detailColumn: Int?
        var cells: [UInt32] = []
        var idCells: [UInt32] = []
        var starts: [UInt32] = [0]
        var bytes: [UInt8] = []
        private var interned: [[String: UInt32]]
        private var interning: [Bool]

        public init(columnCount: Int, detailColumn: Int?, reservingRows rows: Int = 0) {
            self.columnCount = columnCount
            self.detailColumn = detailColumn
            interned = Array(repeating: [:], count: columnCount)
            interning = Array(repeating: true, count: columnCount)
            cells.reserveCapacity(rows * columnCount)
            idCells.reserveCapacity(rows)
        }

        /// Appends a row; `fields` must have `columnCount` values.
        public mutating func append(id: String, fields: [String]) {
            precondition(fields.count == columnCount, "one value per column")
            idCells.append(store(id))
            for (column, field) in fields.enumerated() {
                guard interning[column] else {
                    cells.append(store(field))
                    continue
                }
                if let value = interned[column][field] {
                    cells.append(value)
                    continue
                }
                let value = store(field)
                cells.append(value)
                interned[column][field] = value
                if interned[column].count > Self.internLimit {
                    interning[column] = false
                    interned[column] = [:]
                }
            }
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
            text.withUTF8 { bytes.append(contentsOf: $0) }
            precondition(bytes.count < Int(UInt32.max), "text too long for a column table")
            starts.append(UInt32(bytes.count))
            return UInt32(starts.count - 2)
        }

        public func build() -> ColumnTable { ColumnTable(builder: self) }
    }
}
