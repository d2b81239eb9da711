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
        /// `textLimit`: the most text its table takes (`ColumnTable.textLimit`; less in tests).
        init(_ format: Format, bytes: Int, textLimit: Int = ColumnTable.textLimit) {
            let expectedRows = bytes / 64
            // The text stored is at most the stretch's fields (a length byte where the file has
            // a separator) and the ids not made from the names as read.
            builder = ColumnTable.Builder(columnCount: format.header.count, detailColumn: format.detailColumn,
                                          reservingRows: expectedRows, bytes: bytes + bytes / 8,
                                          identityRule: RowSource.slugOfUTF8)
            builder.textLimit = textLimit
            ids = RowSource.UniqueIDs(reservingCapacity: expectedRows)
            inference = ColumnSchema.Inference(header: format.header, preferring: format.preferring)
            detailColumn = format.detailColumn
            heights.reserveCapacity(expectedRows)
        }

        /// Reads every record `reader` has left; `progress` hears 8 192 each time it has read that
        /// many more. `file`: the file the bytes are mapped from, asked after each record whether a
        /// page it read faulted (a truncated file: the load stops there rather than reading zeros,
        /// a fault a page, to its old end) and every 8 192 records whether it changed (`DataFile.hasChanged`): a
        /// change is `CSVError.fileChanged` at the line reached, and so is any error found in a
        /// file that changed (its bytes may be zeros). `stop`, asked every 8 192 records: the part
        /// is no longer needed (it ends without an error, its rows unused).
        mutating func read(_ reader: inout CSVByteReader, file: DataFile? = nil, stop: (() -> Bool)? = nil,
                           progress: ((Int) -> Void)?) throws(CSVError) {
            var record: [CSVByteReader.Field] = []
            while try Self.next(&reader, into: &record, file: file) {
                // Through a buffer: indexing the array retained and released it for each record.
                try record.withUnsafeBufferPointer { record throws(CSVError) in
                    for column in record.indices { inference.observe(utf8: record[column].bytes, column: column) }
                    let quick = RowSource.latinSlug(utf8: record[0].bytes)
                    let slug = quick ?? RowSource.unicodeSlug(record[0].string)
                    let id = ids.claim(slug)
                    // An ASCII or Latin name's slug, unsuffixed, is made again when read, not
                    // stored: 12 bytes a row of a 1M-row file. A slug through Foundation's
                    // Unicode folding costs too much to make again.
                    let made = quick != nil && id == slug
                    let text = record.reduce(made ? 0 : id.utf8.count) { $0 + $1.bytes.count }
                    guard builder.fits(bytes: text, fieldCount: record.count) else {
                        throw CSVError(line: reader.recordLine,
                                       message: "record too large to load (a table holds at most 4 GiB of text)")
                    }
                    builder.append(id: made ? nil : id, fieldCount: record.count) { record[$0].bytes }
                    heights.append(Self.height(of: record, detailColumn: detailColumn))
                }
                if heights.count & 8191 == 0 {
                    progress?(heights.count)
                    if let file, file.hasChanged() { throw .fileChanged(line: reader.recordLine) }
                    if let stop, stop() { return }
                }
            }
        }

        /// The reader's next record, or the error it found: the file's change when the file changed.
        private static func next(_ reader: inout CSVByteReader, into record: inout [CSVByteReader.Field],
                                 file: DataFile?) throws(CSVError) -> Bool {
            let more: Bool
            do {
                more = try reader.nextRecord(into: &record)
            } catch {
                if let file, file.hasChanged() { throw .fileChanged(line: reader.recordLine) }
                throw error
            }
            if more, let file, file.faulted(before: reader.offset) { throw .fileChanged(line: reader.recordLine) }
            return more
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
