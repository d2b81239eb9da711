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
/// A loader that keeps bytes, not strings, reads records as `Field`s: byte ranges into the file
/// (or, for a quoted field with doubled quotes, into the reader's own buffer), valid until the
/// next record is read (`nextRecord(into: &record)` with `record: [CSVByteReader.Field]`).
///
/// - Complexity: O(bytes of the record) per record.
struct CSVByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// Where the reader stops: the end of `bytes`, or of a part's records.
    private let end: Int
    /// The 1-based physical line of `position` (a line break inside quotes counts).
    private var line = 1
    /// The line the last record read starts on.
    private(set) var recordLine = 0
    /// The bytes of the record's quoted fields that had doubled quotes, the quotes undoubled.
    private let unescaped = UnescapedBytes()
    /// Those fields: their index in the record and their place in `unescaped`.
    private var unescapedFields: [(field: Int, start: Int, count: Int)] = []
    /// The header's field count, once `header()` has read it.
    private var width: Int?

    private static let quote = UInt8(ascii: "\"")
    /// The field separator: `,` for CSV, a tab for TSV.
    private let comma: UInt8
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    init(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ",")) {
        self.bytes = bytes
        end = bytes.count
        comma = separator
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    /// A reader of the records of `bytes[range]`, a stretch of a file after a header of `width`
    /// fields that starts where a record starts (no byte order mark is skipped). Offsets in its
    /// errors are the file's; its lines count from 1 at `range.lowerBound` (a loader reading a
    /// file in parts adds the lines before, `CSVColumnLoader+Parts.swift`).
    init(records bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, separator: UInt8, width: Int) {
        self.bytes = bytes
        position = range.lowerBound
        end = range.upperBound
        comma = separator
        self.width = width
    }

    /// Where the reader stands: the offset of the next byte it reads.
    var offset: Int { position }

    /// The physical line the reader stands on.
    var currentLine: Int { line }

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

    /// One field of a record: its UTF-8 bytes (validated), the quotes of a quoted field removed.
    /// They point into the file or into the reader, and are valid until its next record.
    struct Field {
        var bytes: UnsafeBufferPointer<UInt8>
        /// Whether every byte is below 0x80.
        var isASCII: Bool

        var string: String { String(decoding: bytes, as: UTF8.self) }
    }

    /// Appends the next non-blank record's fields; `false` at the end of the bytes.
    mutating func nextRecord(into fields: inout [String]) throws(CSVError) -> Bool {
        var record: [Field] = []
        guard try nextRecord(into: &record) else { return false }
        for field in record { fields.append(field.string) }
        return true
    }

    /// Reads the next non-blank record into `record` (replacing what it held); `false` at the end
    /// of the bytes. The fields' bytes stay valid until the next call.
    mutating func nextRecord(into record: inout [Field]) throws(CSVError) -> Bool {
        record.removeAll(keepingCapacity: true)
        while skipLineBreak() {}
        guard position < end else { return false }
        recordLine = line
        unescaped.count = 0
        unescapedFields.removeAll(keepingCapacity: true)
        while true {
            record.append(try nextField(index: record.count))
            if position >= end { break }
            if bytes[position] == comma {
                position += 1
                continue
            }
            // `nextField` stops only at a separator, a line break or the end.
            _ = skipLineBreak()
            break
        }
        // Only now, with every field's bytes in place, can they be pointed at.
        for (field, start, count) in unescapedFields { record[field].bytes = unescaped.bytes(start, count) }
        if let width, record.count != width {
            throw CSVError(line: recordLine, message: "expected \(width) fields, found \(record.count)")
        }
        return true
    }

    /// Consumes a line break (`\r\n`, `\n` or a lone `\r`) if one is at `position`.
    private mutating func skipLineBreak() -> Bool {
        guard position < end else { return false }
        switch bytes[position] {
        case Self.lineFeed: position += 1
        case Self.carriageReturn:
            position += 1
            if position < end && bytes[position] == Self.lineFeed { position += 1 }
        default: return false
        }
        line += 1
        return true
    }

    /// Reads field `index` of the record and leaves `position` on the separator or line break
    /// that ends it.
    private mutating func nextField(index: Int) throws(CSVError) -> Field {
        if position < end && bytes[position] == Self.quote { return try quotedField(index: index) }
        let start = position
        var bits: UInt8 = 0   // every byte or-ed: below 0x80 when the field is ASCII
        while position < end {
            let byte = bytes[position]
            if byte == comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
            if byte == Self.quote {
                throw CSVError(line: line,
                               message: "quote inside an unquoted field (quote the whole field and double the quote)")
            }
            bits |= byte
            position += 1
        }
        let field = Field(bytes: UnsafeBufferPointer(rebasing: bytes[start..<position]), isASCII: bits < 0x80)
        guard field.isASCII || UTF8.firstInvalid(in: field.bytes) == nil else { throw notUTF8(from: start, line: line) }
        return field
    }

    /// A quoted field: its bytes in the file between the quotes, or, when it doubles quotes, in
    /// `unescaped` (the record points at them once it is read).
    private mutating func quotedField(index: Int) throws(CSVError) -> Field {
        let openingLine = line
        let opening = position
        position += 1
        var undoubled: Int?   // where in `unescaped` the field's bytes go once a quote is doubled
        var bits: UInt8 = 0   // every byte or-ed: below 0x80 when the field is ASCII
        while true {
            guard position < end else { throw CSVError(line: openingLine, message: "unterminated quoted field") }
            let byte = bytes[position]
            if byte == Self.quote {
                if position + 1 < end && bytes[position + 1] == Self.quote {
                    if undoubled == nil {
                        undoubled = unescaped.count
                        unescaped.append(UnsafeBufferPointer(rebasing: bytes[opening + 1..<position]))
                    }
                    unescaped.append(Self.quote)
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if byte == Self.lineFeed
                || (byte == Self.carriageReturn && !(position + 1 < end && bytes[position + 1] == Self.lineFeed)) {
                line += 1
            }
            if undoubled != nil { unescaped.append(byte) }
            bits |= byte
            position += 1
        }
        if position < end {
            let next = bytes[position]
            if next != comma && next != Self.lineFeed && next != Self.carriageReturn {
                let tail = String(decoding: bytes[position..<min(position + 4, end)], as: UTF8.self)
                throw CSVError(line: line, message: "unexpected '\(tail.first!)' after a closing quote")
            }
        }
        var field = Field(bytes: UnsafeBufferPointer(rebasing: bytes[opening + 1..<position - 1]), isASCII: bits < 0x80)
        if let undoubled {
            let count = unescaped.count - undoubled
            unescapedFields.append((index, undoubled, count))
            field.bytes = unescaped.bytes(undoubled, count)   // for the check below; the record points again at the end
        }
        guard field.isASCII || UTF8.firstInvalid(in: field.bytes) == nil else { throw notUTF8(from: opening, line: openingLine) }
        return field
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
    static func lineBreaks(in text: some Collection<UInt8>) -> Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in text {
            if byte == lineFeed { if previous != carriageReturn { count += 1 } } else if byte == carriageReturn { count += 1 }
            previous = byte
        }
        return count
    }

    /// The line the last byte of `text` is on (1 for no bytes).
    static func lines(in text: UnsafeBufferPointer<UInt8>) -> Int {
        let breaks = lineBreaks(in: text)
        return text.last == lineFeed || text.last == carriageReturn ? max(breaks, 1) : breaks + 1
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

/// The bytes `CSVByteReader` undoubles quotes into: memory it owns, so a record's fields can
/// point into it until the next record (a Swift array's storage may not be pointed at past a
/// `withUnsafeBufferPointer`).
private final class UnescapedBytes {
    private var storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 256)
    /// Bytes held; the reader sets it to 0 for each record.
    var count = 0

    deinit { storage.deallocate() }

    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        reserve(bytes.count)
        _ = UnsafeMutableBufferPointer(rebasing: storage[count...]).initialize(fromContentsOf: bytes)
        count += bytes.count
    }

    func bytes(_ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[start..<start + count])
    }

    private func reserve(_ more: Int) {
        guard count + more > storage.count else { return }
        let grown = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(storage.count * 2, count + more))
        _ = grown.initialize(fromContentsOf: storage[..<count])
        storage.deallocate()
        storage = grown
    }
}
