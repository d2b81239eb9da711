/// A CSV table read strictly by RFC 4180: a header line of unique column names, then records that
/// all have exactly as many fields as the header.
///
/// Accepted: quoted fields (`"a, b"`), doubled quotes inside them (`"say ""hi"""`), commas and line
/// breaks inside quotes, CRLF or LF line ends, an optional final line break, a leading UTF-8 byte
/// order mark. Blank lines outside quotes are skipped. Header names are trimmed of surrounding
/// white space; field values are kept exactly. Anything else is a `CSVError` naming the line, and
/// nothing is half-loaded: either the whole text parses or `parse` throws.
///
///     let table = try CSVTable.parse("name,population\r\nTokyo,37400068\n\"Zürich, CH\",434335\n")
///     table.header          // ["name", "population"]
///     table.records[1][0]   // "Zürich, CH"
///
/// - Complexity: `parse` is O(n) in the length of the text.
public struct CSVTable: Sendable, Equatable {
    /// Column names, in file order.
    public var header: [String]
    /// One array of `header.count` fields per record, in file order.
    public var records: [[String]]

    public init(header: [String], records: [[String]]) {
        self.header = header
        self.records = records
    }

    /// Parses CSV text (see the type's documentation for what is accepted); `separator` a tab
    /// reads TSV by the same rules. The records are `CSVByteReader`'s, collected.
    public static func parse(_ text: String, separator: UInt8 = UInt8(ascii: ",")) throws(CSVError) -> CSVTable {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(CSVError) in
            var reader = CSVByteReader(bytes, separator: separator)
            let header = try reader.header()
            var records: [[String]] = []
            var fields: [String] = []
            while try reader.nextRecord(into: &fields) {
                records.append(fields)
                fields.removeAll(keepingCapacity: true)
            }
            return CSVTable(header: header, records: records)
        } }.get()
    }
}
