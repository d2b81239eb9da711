import ListCore

/// One stretch of a CSV file's records read into its own compact table: the whole file on one
/// thread, or one part of it (`CSVColumnLoader+Parts.swift`). Fields stay bytes from the file
/// to the table (`CSVByteReader.Field`): a string is made for an id, for a value of a column
/// that still shares its values, and for a number that is not plain digits, not for each field.
///
/// Why: per-field strings were the largest cost of loading a 1M-row file (retain and release
/// 18.6 % of the samples, creating them 4 %, joining each row's fields for its height more).
extension CSVColumnLoader {
    /// What every part reads the records by.
    struct Format {
        let header: [String]
        let separator: UInt8
        let preferring: NumberNotation?
        /// The column whose value is a row's detail (`description`), if any.
        let detailColumn: Int?

        init(header: [String], separator: UInt8, preferring: NumberNotation?) {
            self.header = header
            self.separator = separator
            self.preferring = preferring
            detailColumn = header.firstIndex { $0.lowercased() == "description" }
        }
    }

    /// The records of one stretch of the file, read into their own compact table.
    struct Part {
        var builder: ColumnTable.Builder
        var heights: [Double] = []
        var ids: RowSource.UniqueIDs
        var inference: ColumnSchema.Inference
        let detailColumn: Int?

        /// `bytes`: the stretch's size, to reserve for its rows (about 64 bytes a row).
        init(_ format: Format, bytes: Int) {
            let expectedRows = bytes / 64
            // The text stored is at most the stretch's fields (a length byte where the file has
            // a separator) and the ids not made from the names as read.
            builder = ColumnTable.Builder(columnCount: format.header.count, detailColumn: format.detailColumn,
                                          reservingRows: expectedRows, bytes: bytes + bytes / 8,
                                          identityRule: RowSource.slugOfUTF8)
            ids = RowSource.UniqueIDs(reservingCapacity: expectedRows)
            inference = ColumnSchema.Inference(header: format.header, preferring: format.preferring)
            detailColumn = format.detailColumn
            heights.reserveCapacity(expectedRows)
        }

        /// Reads every record `reader` has left; `progress` hears 8 192 each time it has read that many more.
        mutating func read(_ reader: inout CSVByteReader, progress: ((Int) -> Void)?) throws(CSVError) {
            var record: [CSVByteReader.Field] = []
            while try reader.nextRecord(into: &record) {
                // Through a buffer: indexing the array retained and released it for each record.
                record.withUnsafeBufferPointer { record in
                    for column in record.indices { inference.observe(utf8: record[column].bytes, column: column) }
                    let quick = RowSource.latinSlug(utf8: record[0].bytes)
                    let slug = quick ?? RowSource.unicodeSlug(record[0].string)
                    let id = ids.claim(slug)
                    // An ASCII or Latin name's slug, unsuffixed, is made again when read, not
                    // stored: 12 bytes a row of a 1M-row file. A slug through Foundation's
                    // Unicode folding costs too much to make again.
                    let made = quick != nil && id == slug
                    builder.append(id: made ? nil : id, fieldCount: record.count) { record[$0].bytes }
                    heights.append(Self.height(of: record, detailColumn: detailColumn))
                }
                if heights.count & 8191 == 0 { progress?(heights.count) }
            }
        }

        /// `RowSource.height(forDetail:)` of the record's detail (the detail column's value, or
        /// the fields joined with ", "), making that text only when its length in characters is
        /// not plain from its bytes: more than `detailLineLength` bytes, not all ASCII, or a
        /// carriage return (`\r\n` is one character).
        static func height(of record: UnsafeBufferPointer<CSVByteReader.Field>, detailColumn: Int?) -> Double {
            let fields = detailColumn.map { record[$0...$0] } ?? record[...]
            let bytes = fields.reduce(2 * (fields.count - 1)) { $0 + $1.bytes.count }
            if bytes <= RowSource.detailLineLength { return RowSource.shortRowHeight }
            if fields.allSatisfy({ $0.isASCII && !$0.bytes.contains(UInt8(ascii: "\r")) }) { return RowSource.tallRowHeight }
            return RowSource.height(forDetail: fields.map(\.string).joined(separator: ", "))
        }

        /// The rows of `parts` in order, each reading its text from its part's table: made at
        /// once, a part a processor (each row holds its table, and a part's rows hold only its own).
        static func rows(of parts: [Part]) -> [Row] {
            var starts = [0]
            for part in parts { starts.append(starts.last! + part.heights.count) }
            return [Row](unsafeUninitializedCapacity: starts.last!) { rows, initialized in
                let rows = rows
                Parallel.forEach(parts.count) { index in
                    let table = parts[index].builder.build()
                    for (row, height) in parts[index].heights.enumerated() {
                        (rows.baseAddress! + starts[index] + row).initialize(to: table.row(at: row, height: height))
                    }
                }
                initialized = starts.last!
            }
        }
    }
}
