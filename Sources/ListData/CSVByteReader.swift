/// The one CSV tokenizer: splits CSV (or TSV) bytes into records by the rules `CSVTable`
/// documents, counting physical lines so that every problem is a `CSVError` naming its line.
/// `CSVTable.parse` collects its records; `CSVColumnLoader` streams them into compact columns.
/// Fields are validated UTF-8 (a bad byte is an error with its offset); a leading byte order
/// mark is skipped. After `header()`, every record must have as many fields as the header.
///
///     var reader = CSVByteReader(bytes)
///     let names = try reader.header()        // ["name", "population"]
///     var fields: [String] = []
///     while try reader.nextRecord(into: &fields) { use(fields); fields.removeAll() }
///     // a short record: CSVError "line 3: expected 2 fields, found 1"
///
/// - Complexity: O(bytes of the record) per record.
struct CSVByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The 1-based physical line of `position` (a line break inside quotes counts).
    private var line = 1
    /// The line the last record read starts on.
    private(set) var recordLine = 0
    private var quoted: [UInt8] = []
    /// The header's field count, once `header()` has read it.
    private var width: Int?

    private static let quote = UInt8(ascii: "\"")
    /// The field separator: `,` for CSV, a tab for TSV.
    private let comma: UInt8
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ",")) {
        self.bytes = bytes
        comma = separator
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// A reader of records from the middle of a file, after a header of `width` fields: `bytes`
    /// start where a record starts (no byte order mark is skipped). Its lines count from 1 within
    /// `bytes`, so a loader reading a file in parts reads it again from the start for an error.
    init(records bytes: UnsafeBufferPointer<UInt8>, separator: UInt8, width: Int) {
        self.bytes = bytes
        comma = separator
        self.width = width
    }

    /// Where the reader stands: the offset of the next byte it reads.
    var offset: Int { position }

    /// The first record as column names: trimmed of surrounding white space, none empty, distinct
    /// ignoring case (`--sort` matches names that way). Every later record must have as many fields.
    mutating func header() throws(CSVError) -> [String] {
        var raw: [String] = []
        guard try nextRecord(into: &raw) else { throw CSVError(line: nil, message: "empty file") }
        var names: [String] = []
        var seen: Set<String> = []
        for (column, field) in raw.enumerated() {
            let name = Self.trimmingWhitespace(field)
            if name.isEmpty { throw CSVError(line: recordLine, message: "column \(column + 1) has no name") }
            guard seen.insert(name.lowercased()).inserted else {
                throw CSVError(line: recordLine, message: "duplicate column name '\(name)'")
            }
            names.append(name)
        }
        width = names.count
        return names
    }

    /// Appends the next non-blank record's fields; `false` at the end of the bytes.
    mutating func nextRecord(into fields: inout [String]) throws(CSVError) -> Bool {
        while skipLineBreak() {}
        guard position < bytes.count else { return false }
        recordLine = line
        let start = fields.count
        while true {
            fields.append(try nextField())
            if position >= bytes.count { break }
            if bytes[position] == comma {
                position += 1
                continue
            }
            // `nextField` stops only at a separator, a line break or the end.
            _ = skipLineBreak()
            break
        }
        if let width, fields.count - start != width {
            throw CSVError(line: recordLine, message: "expected \(width) fields, found \(fields.count - start)")
        }
        return true
    }

    /// Consumes a line break (`\r\n`, `\n` or a lone `\r`) if one is at `position`.
    private mutating func skipLineBreak() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case Self.lineFeed: position += 1
        case Self.carriageReturn:
            position += 1
            if position < bytes.count && bytes[position] == Self.lineFeed { position += 1 }
        default: return false
        }
        line += 1
        return true
    }

    /// Reads one field and leaves `position` on the separator or line break that ends it.
    private mutating func nextField() throws(CSVError) -> String {
        if position < bytes.count && bytes[position] == Self.quote { return try quotedField() }
        let start = position
        var bits: UInt8 = 0   // every byte or-ed: below 0x80 when the field is ASCII
        while position < bytes.count {
            let byte = bytes[position]
            if byte == comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
            if byte == Self.quote {
                throw CSVError(line: line,
                               message: "quote inside an unquoted field (quote the whole field and double the quote)")
            }
            bits |= byte
            position += 1
        }
        let field = UnsafeBufferPointer(rebasing: bytes[start..<position])
        guard let text = Self.text(field, isASCII: bits < 0x80) else { throw notUTF8(from: start, line: line) }
        return text
    }

    private mutating func quotedField() throws(CSVError) -> String {
        let openingLine = line
        let opening = position
        position += 1
        quoted.removeAll(keepingCapacity: true)
        var bits: UInt8 = 0   // every byte or-ed: below 0x80 when the field is ASCII
        while true {
            guard position < bytes.count else { throw CSVError(line: openingLine, message: "unterminated quoted field") }
            let byte = bytes[position]
            if byte == Self.quote {
                if position + 1 < bytes.count && bytes[position + 1] == Self.quote {
                    quoted.append(Self.quote)
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if byte == Self.lineFeed
                || (byte == Self.carriageReturn && !(position + 1 < bytes.count && bytes[position + 1] == Self.lineFeed)) {
                line += 1
            }
            quoted.append(byte)
            bits |= byte
            position += 1
        }
        if position < bytes.count {
            let next = bytes[position]
            if next != comma && next != Self.lineFeed && next != Self.carriageReturn {
                let tail = String(decoding: bytes[position..<min(position + 4, bytes.count)], as: UTF8.self)
                throw CSVError(line: line, message: "unexpected '\(tail.first!)' after a closing quote")
            }
        }
        let text = quoted.withUnsafeBufferPointer { Self.text($0, isASCII: bits < 0x80) }
        guard let text else { throw notUTF8(from: opening, line: openingLine) }
        return text
    }

    /// `field` as text, `nil` if it is not UTF-8. An ASCII field (most of them) is valid as it is
    /// and skips the validation: `String(validating:as:)` is generic and not specialized here, and
    /// its per-call metadata look-ups were 13 % of loading a 1M-row CSV file.
    private static func text(_ field: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String? {
        isASCII ? String(decoding: field, as: UTF8.self) : String(validating: field, as: UTF8.self)
    }

    /// The error for the first byte from `start` (on line `line`) to `position` that is not UTF-8.
    private func notUTF8(from start: Int, line: Int) -> CSVError {
        let field = UnsafeBufferPointer(rebasing: bytes[start..<position])
        let bad = start + (UTF8.firstInvalid(in: field) ?? 0)
        let hex = String(bytes[bad], radix: 16, uppercase: true)
        return CSVError(line: line + Self.lineBreaks(in: bytes[start..<bad]),
                        message: "not UTF-8 text (byte 0x\(hex) at offset \(bad))")
    }

    /// Line breaks in `text`: `\r\n`, `\n` or a lone `\r`, each one.
    private static func lineBreaks(in text: some Collection<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in text {
            if byte == lineFeed { if previous != carriageReturn { count += 1 } } else if byte == carriageReturn { count += 1 }
            previous = byte
        }
        return count
    }

    /// `text` without leading and trailing spaces, tabs and line breaks.
    private static func trimmingWhitespace(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
