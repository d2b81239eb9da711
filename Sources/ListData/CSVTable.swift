import ListCore

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
    /// reads TSV by the same rules.
    public static func parse(_ text: String, separator: UInt8 = UInt8(ascii: ",")) throws(CSVError) -> CSVTable {
        var parser = Parser(bytes: Array(text.utf8), comma: separator)
        parser.skipByteOrderMark()

        guard let (headerLine, rawHeader) = try parser.nextRecord() else {
            throw CSVError(line: nil, message: "empty file")
        }
        var header: [String] = []
        var seen: Set<String> = []
        for (column, raw) in rawHeader.enumerated() {
            let name = trimmingWhitespace(raw)
            if name.isEmpty {
                throw CSVError(line: headerLine, message: "column \(column + 1) has no name")
            }
            // `--sort` matches column names case-insensitively, so "Name" and "name" would clash.
            guard seen.insert(name.lowercased()).inserted else {
                throw CSVError(line: headerLine, message: "duplicate column name '\(name)'")
            }
            header.append(name)
        }

        var records: [[String]] = []
        while let (line, record) = try parser.nextRecord() {
            guard record.count == header.count else {
                throw CSVError(
                    line: line, message: "expected \(header.count) fields, found \(record.count)")
            }
            records.append(record)
        }
        return CSVTable(header: header, records: records)
    }

    /// `text` without leading and trailing spaces, tabs and line breaks.
    private static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// A byte-level reader: every delimiter is ASCII, so UTF-8 text can be split on bytes.
    private struct Parser {
        private let bytes: [UInt8]
        private var position = 0
        /// The 1-based physical line of `position`.
        private var line = 1

        private static let quote = UInt8(ascii: "\"")
        private let comma: UInt8
        private static let lineFeed = UInt8(ascii: "\n")
        private static let carriageReturn = UInt8(ascii: "\r")

        init(bytes: [UInt8], comma: UInt8) {
            self.bytes = bytes
            self.comma = comma
        }

        mutating func skipByteOrderMark() {
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        }

        /// Consumes a line break (`\r\n`, `\n` or a lone `\r`) if one is at `position`.
        private mutating func consumeLineBreak() -> Bool {
            guard position < bytes.count else { return false }
            switch bytes[position] {
            case Self.lineFeed:
                position += 1
            case Self.carriageReturn:
                position += 1
                if position < bytes.count && bytes[position] == Self.lineFeed { position += 1 }
            default:
                return false
            }
            line += 1
            return true
        }

        /// The next non-blank record and the line it starts on; `nil` at the end of the text.
        mutating func nextRecord() throws(CSVError) -> (line: Int, fields: [String])? {
            while consumeLineBreak() {}
            guard position < bytes.count else { return nil }
            let startLine = line
            var fields: [String] = []
            while true {
                fields.append(try nextField())
                if position >= bytes.count { break }
                if bytes[position] == comma {
                    position += 1
                    continue
                }
                // `nextField` stops only at a comma, a line break or the end.
                _ = consumeLineBreak()
                break
            }
            return (startLine, fields)
        }

        /// Reads one field and leaves `position` on the comma or line break that ends it.
        private mutating func nextField() throws(CSVError) -> String {
            if position < bytes.count && bytes[position] == Self.quote {
                return try quotedField()
            }
            let start = position
            while position < bytes.count {
                let byte = bytes[position]
                if byte == comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                if byte == Self.quote {
                    throw CSVError(
                        line: line,
                        message: "quote inside an unquoted field (quote the whole field and double the quote)")
                }
                position += 1
            }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private mutating func quotedField() throws(CSVError) -> String {
            let openingLine = line
            position += 1  // the opening quote
            var value: [UInt8] = []
            while true {
                guard position < bytes.count else {
                    throw CSVError(line: openingLine, message: "unterminated quoted field")
                }
                let byte = bytes[position]
                if byte == Self.quote {
                    if position + 1 < bytes.count && bytes[position + 1] == Self.quote {
                        value.append(Self.quote)
                        position += 2
                        continue
                    }
                    position += 1  // the closing quote
                    break
                }
                if byte == Self.lineFeed || (byte == Self.carriageReturn
                    && !(position + 1 < bytes.count && bytes[position + 1] == Self.lineFeed))
                {
                    line += 1
                }
                value.append(byte)
                position += 1
            }
            if position < bytes.count {
                let next = bytes[position]
                if next != comma && next != Self.lineFeed && next != Self.carriageReturn {
                    let tail = String(decoding: bytes[position..<min(position + 4, bytes.count)], as: UTF8.self)
                    throw CSVError(
                        line: line, message: "unexpected '\(tail.first!)' after a closing quote")
                }
            }
            return String(decoding: value, as: UTF8.self)
        }
    }
}
