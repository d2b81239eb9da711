/// Splits CSV bytes into records for `CSVColumnLoader`, accepting exactly what `CSVTable.parse`
/// accepts and giving up (`failed`) on anything else, without error messages: the caller then
/// takes `CSVTable.parse` for its message. Fields are validated UTF-8.
///
///     var reader = CSVByteReader(bytes)
///     var fields: [String] = []
///     while reader.nextRecord(into: &fields) { use(fields); fields.removeAll() }
///
/// - Complexity: O(bytes of the record) per record.
struct CSVByteReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var quoted: [UInt8] = []
    private(set) var failed = false

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

    var isAtEnd: Bool { position >= bytes.count }

    private mutating func skipLineBreak() -> Bool {
        guard position < bytes.count else { return false }
        switch bytes[position] {
        case Self.lineFeed: position += 1
        case Self.carriageReturn:
            position += 1
            if position < bytes.count && bytes[position] == Self.lineFeed { position += 1 }
        default: return false
        }
        return true
    }

    /// Appends the next non-blank record's fields; `false` at the end or on a malformed record
    /// (then `failed` is set).
    mutating func nextRecord(into fields: inout [String]) -> Bool {
        while skipLineBreak() {}
        guard position < bytes.count else { return false }
        while true {
            guard let field = nextField() else {
                failed = true
                return false
            }
            fields.append(field)
            if position >= bytes.count { return true }
            if bytes[position] == comma {
                position += 1
                continue
            }
            _ = skipLineBreak()
            return true
        }
    }

    private mutating func nextField() -> String? {
        if position < bytes.count && bytes[position] == Self.quote { return quotedField() }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
            if byte == Self.quote { return nil }
            position += 1
        }
        return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
    }

    private mutating func quotedField() -> String? {
        position += 1
        quoted.removeAll(keepingCapacity: true)
        while true {
            guard position < bytes.count else { return nil }
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
            quoted.append(byte)
            position += 1
        }
        if position < bytes.count {
            let next = bytes[position]
            guard next == comma || next == Self.lineFeed || next == Self.carriageReturn else { return nil }
        }
        return String(validating: quoted, as: UTF8.self)
    }
}
