/// Rows' text kept column-wise and compact: each row's fields one after another in one UTF-8
/// buffer, each after a tag of a byte or two (`ColumnTable.Records`), a column's repeated values
/// once in a shared pool, one 32-bit start a row, no identity stored where the table's identity
/// rule makes a row's id from its first field, and each row's style (what its height is made of)
/// in a byte. A `Row` made from it (`row(at:height:)`) stores the table and its index only and
/// reads its text on demand — what a toolkit's string list costs, or less, for a CSV file.
///
///     var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil)
///     builder.append(id: "tokyo", fields: ["Tokyo", "Japan"])
///     let table = builder.build()
///     table.row(at: 0, height: 56).fields   // ["Tokyo", "Japan"]
///
/// - Complexity: building is O(text) expected (repeated values found by hashing); reading a
///   field is O(its length) plus a step for each field before it; reading a made identity is
///   what the rule costs.
package final class ColumnTable: Sendable {
    /// How a row's identity is made from its first field's bytes when the table does not store
    /// it (`Builder.append(id: nil, …)`): a CSV file's slug of the name.
    package typealias IdentityRule = @Sendable (UnsafeBufferPointer<UInt8>) -> String

    /// In `idCells`: the row's identity is made by the identity rule.
    static let madeIdentity = UInt32.max

    /// The most text (UTF-8 bytes with their tags) a table holds, in its records and in its
    /// shared pool each: its offsets are 32-bit, so just under 4 GiB. A loader with more makes
    /// more tables (`CSVColumnLoader` loads a large file in parts of at most 1 GiB, each its
    /// own table) or says which record does not fit (`Builder.fits`).
    package static let textLimit = Int(madeIdentity) - 1

    package let columnCount: Int
    package let count: Int
    /// The column whose value is a row's detail text; `nil`: the fields joined with ", ".
    let detailColumn: Int?
    /// Where each row's record starts in `records`.
    let rowStarts: [UInt32]
    /// The rows' records and stored identities (`ColumnTable.Records`).
    let records: [UInt8]
    /// The shared pool: value `v` is `sharedBytes[sharedStarts[v] ..< sharedStarts[v + 1]]`.
    let sharedStarts: [UInt32]
    let sharedBytes: [UInt8]
    /// Where each row's stored identity is in `records`, or `madeIdentity`; empty while every
    /// row's identity is made.
    let idCells: [UInt32]
    /// Each row's `RowMetrics.Style`, found as it was appended: measuring rows reads no text.
    let styles: [UInt8]
    let identityRule: IdentityRule?
    /// Values stored (identities stored included): repeated values of a shared column count once.
    package let valueCount: Int

    init(builder: Builder) {
        columnCount = builder.columnCount
        count = builder.rowStarts.count
        detailColumn = builder.detailColumn
        rowStarts = builder.rowStarts
        records = builder.records
        sharedStarts = builder.sharedStarts
        sharedBytes = builder.sharedBytes
        idCells = builder.idCells
        styles = builder.styles
        identityRule = builder.identityRule
        valueCount = builder.valueCount
    }

    /// Calls `body` with the table's records.
    func reading<R>(_ body: (Records) -> R) -> R { Records.reading(records, sharedStarts, sharedBytes, body) }

    /// Row `row`'s identity: the one stored, or the one the rule makes from its first field.
    static func id(at row: Int, idCells: [UInt32], rule: IdentityRule?, in records: Records, rowStart: UInt32) -> String {
        let reference = idCells.isEmpty ? madeIdentity : idCells[row]
        guard reference == madeIdentity else { return String(decoding: records.identity(at: reference), as: UTF8.self) }
        guard let rule else { preconditionFailure("an identity to make without a rule") }
        var fields = records.fields(from: rowStart)
        return rule(fields.next())
    }

    func id(at row: Int) -> RowID {
        RowID(reading { Self.id(at: row, idCells: idCells, rule: identityRule, in: $0, rowStart: rowStarts[row]) })
    }

    func style(at row: Int) -> RowMetrics.Style { RowMetrics.Style(rawValue: styles[row]) }

    func field(_ column: Int, at row: Int) -> String? {
        guard column >= 0, column < columnCount else { return nil }
        return reading { records in
            var fields = records.fields(from: rowStarts[row], column: column)
            return String(decoding: fields.next(), as: UTF8.self)
        }
    }

    func fields(at row: Int) -> [String] {
        reading { records in
            var fields = records.fields(from: rowStarts[row])
            return (0..<columnCount).map { _ in String(decoding: fields.next(), as: UTF8.self) }
        }
    }

    func detail(at row: Int) -> String {
        if let detailColumn { return field(detailColumn, at: row) ?? "" }
        return fields(at: row).joined(separator: ", ")
    }

    /// Row `index` of the table, reading its text from the table.
    /// - Complexity: O(1); the row's text is read when its fields are.
    package func row(at index: Int, height: Double) -> Row {
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
    package struct Builder {
        package static let internLimit = 4_096
        let columnCount: Int
        /// How many values a column shares before it stops: `internLimit` but in tests.
        let sharingLimit: Int
        let detailColumn: Int?
        let identityRule: IdentityRule?
        var rowStarts: [UInt32] = []
        var records: [UInt8] = []
        var sharedStarts: [UInt32] = [0]
        var sharedBytes: [UInt8] = []
        var idCells: [UInt32] = []
        var styles: [UInt8] = []
        private(set) var valueCount = 0
        /// The most text this builder takes (`ColumnTable.textLimit`; less in tests, to reach it
        /// without gigabytes). `append` traps past it: a loader asks `fits` first.
        package var textLimit = ColumnTable.textLimit {
            willSet { precondition(newValue <= ColumnTable.textLimit, "a column table's offsets are 32-bit") }
        }
        private var shared = SharedValues()
        /// The values each column stored while sharing them; -1 once it stopped.
        private var sharedCounts: [Int]

        /// `rows` and `bytes`: how many rows and how much text to reserve room for (a loader
        /// that knows its file's size; growing as it goes copied the text twice over).
        /// `identityRule`: how an identity not stored is made from a row's first field.
        package init(columnCount: Int, detailColumn: Int?, reservingRows rows: Int = 0, bytes text: Int = 0,
                    identityRule: IdentityRule? = nil) {
            self.init(columnCount: columnCount, detailColumn: detailColumn, reservingRows: rows, bytes: text,
                      identityRule: identityRule, sharingAtMost: Self.internLimit)
        }

        /// A builder whose columns share at most `sharingLimit` values each (tests: 0 stores
        /// every value in its row's record).
        init(columnCount: Int, detailColumn: Int?, reservingRows rows: Int = 0, bytes text: Int = 0,
             identityRule: IdentityRule? = nil, sharingAtMost sharingLimit: Int) {
            self.columnCount = columnCount
            self.sharingLimit = sharingLimit
            self.detailColumn = detailColumn
            self.identityRule = identityRule
            sharedCounts = Array(repeating: 0, count: columnCount)
            rowStarts.reserveCapacity(rows)
            styles.reserveCapacity(rows)
            records.reserveCapacity(text)
        }

        /// Appends a row; `fields` must have `columnCount` values.
        package mutating func append(id: String, fields: [String]) {
            precondition(fields.count == columnCount, "one value per column")
            storeID(id)
            rowStarts.append(UInt32(records.count))
            for (column, field) in fields.enumerated() {
                var field = field
                field.withUTF8 { append($0, column: column) }
            }
            checkSize()
            let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
            styles.append(RowMetrics.Style(detail: detail) { $0 < fields.count ? fields[$0] : nil }.rawValue)
        }

        /// Appends a row given as UTF-8 bytes, `field(column)` for each of the `columnCount`
        /// columns: the same row as `append(id:fields:)` with those fields as strings. A `nil`
        /// id is not stored: the identity rule makes it from the first field when it is read
        /// (the loader knows it is that field's id, e.g. its slug, unique).
        ///
        ///     builder.append(id: "tokyo", fieldCount: 2) { column in buffers[column] }
        package mutating func append(id: String?, fieldCount: Int, utf8 field: (Int) -> UnsafeBufferPointer<UInt8>) {
            precondition(fieldCount == columnCount, "one value per column")
            if let id {
                storeID(id)
            } else {
                precondition(identityRule != nil && columnCount > 0, "an identity to make without a rule")
                if !idCells.isEmpty { idCells.append(ColumnTable.madeIdentity) }
            }
            rowStarts.append(UInt32(records.count))
            for column in 0..<columnCount { append(field(column), column: column) }
            checkSize()
            styles.append(Self.style(columnCount: columnCount, detailColumn: detailColumn, utf8: field).rawValue)
        }

        /// Appends `text` to the row's record: a shared value while `column` shares its values.
        private mutating func append(_ text: UnsafeBufferPointer<UInt8>, column: Int) {
            guard sharedCounts[column] >= 0 else { return appendInline(text) }
            let hash = SharedValues.hash(text)
            if let value = shared.value(of: text, hash: hash, starts: sharedStarts, bytes: sharedBytes) {
                return Records.append(Int(value) << 1 | 1, to: &records)
            }
            sharedCounts[column] += 1
            guard sharedCounts[column] <= sharingLimit else {
                sharedCounts[column] = -1
                return appendInline(text)
            }
            sharedBytes.append(contentsOf: text)
            sharedStarts.append(UInt32(sharedBytes.count))
            let value = UInt32(sharedStarts.count - 2)
            shared.insert(value, hash: hash, starts: sharedStarts, bytes: sharedBytes)
            valueCount += 1
            Records.append(Int(value) << 1 | 1, to: &records)
        }

        private mutating func appendInline(_ text: UnsafeBufferPointer<UInt8>) {
            Records.append(text.count << 1, to: &records)
            records.append(contentsOf: text)
            valueCount += 1
        }

        /// Stores row `count`'s identity (or, replacing one, row `row`'s) after the records so far.
        private mutating func storeID(_ id: String, row: Int? = nil) {
            if idCells.isEmpty { idCells = Array(repeating: ColumnTable.madeIdentity, count: count) }
            let reference = UInt32(records.count)
            var id = id
            id.withUTF8 { text in
                Records.append(text.count, to: &records)
                records.append(contentsOf: text)
            }
            checkSize()
            valueCount += 1
            if let row { idCells[row] = reference } else { idCells.append(reference) }
        }

        private func checkSize() {
            precondition(records.count <= textLimit && sharedBytes.count <= textLimit, "text too long for a column table")
        }

        /// Whether a row of `fieldCount` fields whose text (its fields' and a stored id's) is
        /// `bytes` long can be appended without passing `textLimit`: an upper bound (each value's
        /// tag counted at its longest).
        ///
        ///     guard builder.fits(bytes: 5_000_000_000, fieldCount: 2) else { throw tooLarge }   // false
        ///
        /// - Complexity: O(1).
        package func fits(bytes: Int, fieldCount: Int) -> Bool {
            let most = bytes + 10 * (fieldCount + 1)
            return most <= textLimit - records.count && most <= textLimit - sharedBytes.count
        }

        /// Rows appended so far.
        package var count: Int { rowStarts.count }

        /// Row `row`'s identity as appended (or replaced), or as the rule makes it.
        package func id(at row: Int) -> String {
            Records.reading(records, sharedStarts, sharedBytes) {
                ColumnTable.id(at: row, idCells: idCells, rule: identityRule, in: $0, rowStart: rowStarts[row])
            }
        }

        /// Row `row`'s value in `column`.
        package func field(_ column: Int, at row: Int) -> String {
            Records.reading(records, sharedStarts, sharedBytes) { records in
                var fields = records.fields(from: rowStarts[row], column: column)
                return String(decoding: fields.next(), as: UTF8.self)
            }
        }

        /// Gives row `row` another identity (a loader that learns of an earlier row's id later);
        /// the old one's bytes, if stored, stay in the table unused.
        package mutating func replaceID(at row: Int, with id: String) {
            storeID(id, row: row)
        }

        package func build() -> ColumnTable { ColumnTable(builder: self) }
    }
}
