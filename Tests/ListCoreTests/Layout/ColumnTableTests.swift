import Testing
@testable import ListCore

/// `ColumnTable`: rows appended as bytes are the rows appended as strings, each row's style is
/// found as it is appended (what `RowMetrics.Style` finds from its text), the values a column
/// shares are stored once, byte for byte, a value of any length reads back as stored, and an
/// identity left to the table's rule is made from the row's first field.
@Suite struct ColumnTableTests {
    /// Pieces that collide often, among them canonically equivalent spellings (strings compare
    /// them equal, bytes do not): a precomposed and a decomposed "é", a Kelvin sign and a "K".
    static let pieces = ["", "é", "e\u{301}", "K", "\u{212A}", "Tokyo", "x, y", "a", "Łódź", "\r\n"]

    static func randomRows(_ random: inout SplitMix64, columns: Int) -> [[String]] {
        (0..<Int.random(in: 1...30, using: &random)).map { _ in
            (0..<columns).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
        }
    }

    /// A table of `rows` built from strings (`bytes` false) or from their UTF-8 bytes, each
    /// column sharing at most `sharing` values (the rest in their rows' records).
    static func table(_ rows: [[String]], columns: Int, detailColumn: Int?, bytes: Bool,
                      sharing: Int = ColumnTable.Builder.internLimit) -> ColumnTable {
        var builder = ColumnTable.Builder(columnCount: columns, detailColumn: detailColumn, sharingAtMost: sharing)
        for (index, fields) in rows.enumerated() {
            if bytes {
                let buffers = fields.map { Array($0.utf8) }
                let pointers = buffers.map { buffer in
                    let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: buffer.count)
                    _ = copy.initialize(from: buffer)
                    return UnsafeBufferPointer(copy)
                }
                builder.append(id: "r\(index)", fieldCount: columns) { pointers[$0] }
                pointers.forEach { $0.deallocate() }
            } else {
                builder.append(id: "r\(index)", fields: fields)
            }
        }
        return builder.build()
    }

    @Test func aRowsStyleIsWhatItsTextGivesWhetherAppendedAsBytesOrStrings() {
        var random = SplitMix64(seed: 61)
        var styles: Set<UInt8> = []
        for round in 0..<400 {
            let columns = Int.random(in: 1...4, using: &random)
            let detailColumn = Bool.random(using: &random) ? Int.random(in: 0..<columns, using: &random) : nil
            let rows = Self.randomRows(&random, columns: columns)
            // Every value shared, none, or a few (then a column's later values are in the records).
            let sharing = [ColumnTable.Builder.internLimit, 0, 2][round % 3]
            for bytes in [false, true] {
                let table = Self.table(rows, columns: columns, detailColumn: detailColumn, bytes: bytes, sharing: sharing)
                for index in rows.indices {
                    let row = table.row(at: index, height: 56)
                    #expect(row.fields == rows[index], "round \(round)")
                    #expect((0..<columns).map { row.field($0) } == rows[index], "round \(round)")
                    #expect(row.id.rawValue == "r\(index)")
                    let fromText = RowMetrics.Style(detail: row.detail) { row.field($0) }
                    #expect(table.style(at: index) == fromText, "round \(round), row \(rows[index]), detail column \(String(describing: detailColumn))")
                    #expect(RowMetrics.Style(of: row) == fromText)
                    styles.insert(fromText.rawValue)
                }
            }
        }
        #expect(styles == [0, 1, 2, 3], "every style occurred")
    }

    @Test func aFieldEqualToTheDetailOnlyAsTextIsNoSubtitle() {
        // The Kelvin sign is a "K" to strings: the field repeats the detail, so it is no subtitle.
        let rows = [["Tokyo", "K", "\u{212A}"], ["Tokyo", "e\u{301}", "é"], ["Tokyo", "x", "y"]]
        let table = Self.table(rows, columns: 3, detailColumn: 2, bytes: true)
        #expect(table.style(at: 0) == .description)
        #expect(table.style(at: 1) == .description)
        #expect(table.style(at: 2) == [.subtitle, .description])
    }

    @Test func sharedValuesAreStoredOnceAndKeepTheirBytes() {
        var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil)
        // More distinct values than the first table holds, so it grows while in use.
        for index in 0..<3_000 { builder.append(id: "r\(index)", fields: ["v\(index % 500)", index % 2 == 0 ? "é" : "e\u{301}"]) }
        let table = builder.build()
        // 3 000 ids, 500 names, the two spellings (both columns shared).
        #expect(table.valueCount == 3_502)
        #expect(Array(table.field(1, at: 1)!.utf8) == Array("e\u{301}".utf8), "the file's spelling, not an equal one")
        #expect(table.field(0, at: 2_501) == "v1")
    }

    @Test func aColumnPastTheLimitStopsSharingItsValues() {
        let limit = ColumnTable.Builder.internLimit
        var builder = ColumnTable.Builder(columnCount: 1, detailColumn: nil)
        for index in 0...limit { builder.append(id: "r\(index)", fields: ["v\(index)"]) }
        let shared = builder.build().valueCount
        for index in 0..<10 { builder.append(id: "s\(index)", fields: ["v\(index)"]) }   // repeats, no longer looked up
        #expect(shared == 2 * (limit + 1))
        #expect(builder.build().valueCount == shared + 20)
    }
    @Test func aValueOfAnyLengthReadsBackAsStored() {
        // Each side of where a length takes another byte: a value's tag is twice its length
        // (64 and 8 192 take a byte more than 63 and 8 191), a stored id's length is itself (128).
        let lengths = [0, 1, 63, 64, 65, 127, 128, 8_191, 8_192, 8_193, 16_384, 1_048_575, 1_048_576]
        for sharing in [0, ColumnTable.Builder.internLimit] {
            let (table, expected) = Self.tableOfLengths(lengths, sharing: sharing)
            for (index, length) in lengths.enumerated() {
                let row = table.row(at: index, height: 56)
                #expect(row.fields == expected[index], "a value of \(length) bytes, sharing \(sharing)")
                #expect(row.field(0)?.utf8.count == length)
                #expect(row.field(1) == expected[index][1])
                #expect(row.id.rawValue == expected[index][0].prefix(length / 2) + "#\(index)")
            }
        }
    }

    /// A table of rows whose first field is `lengths[i]` bytes long and whose id half that.
    static func tableOfLengths(_ lengths: [Int], sharing: Int) -> (ColumnTable, [[String]]) {
        var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil, sharingAtMost: sharing)
        var expected: [[String]] = []
        for (index, length) in lengths.enumerated() {
            let text = String(repeating: "abcdefghij", count: length / 10 + 1).prefix(length)
            let fields = [String(text), "\(index)é"]
            builder.append(id: String(text.prefix(length / 2)) + "#\(index)", fields: fields)
            expected.append(fields)
        }
        return (builder.build(), expected)
    }

    @Test func anIdentityLeftToTheRuleIsMadeFromTheFirstFieldWhenRead() {
        let rule: ColumnTable.IdentityRule = { "id:" + String(decoding: $0, as: UTF8.self).lowercased() }
        var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil, identityRule: rule)
        let rows = [("Tokyo", "Japan"), ("Paris", "France"), ("", "—"), ("Tokyo", "Japan")]
        for (index, (name, country)) in rows.enumerated() {
            let fields = [Array(name.utf8), Array(country.utf8)]
            fields[0].withUnsafeBufferPointer { first in
                fields[1].withUnsafeBufferPointer { second in
                    builder.append(id: index == 1 ? "stored" : nil, fieldCount: 2) { $0 == 0 ? first : second }
                }
            }
        }
        #expect((0..<4).map { builder.id(at: $0) } == ["id:tokyo", "stored", "id:", "id:tokyo"])
        builder.replaceID(at: 3, with: "tokyo-2")
        let table = builder.build()
        #expect((0..<4).map { table.row(at: $0, height: 56).id.rawValue } == ["id:tokyo", "stored", "id:", "tokyo-2"])
        #expect(table.row(at: 0, height: 56).fields == ["Tokyo", "Japan"])
        // Stored: "Tokyo", "Japan", "stored", "Paris", "France", "", "—", "tokyo-2"; no made id.
        #expect(table.valueCount == 8)
    }

    @Test func fitsSaysWhetherARowStaysUnderTheTextLimit() {
        // Before, the only check was a trap ("text too long for a column table") once past 4 GiB.
        #expect(ColumnTable.textLimit == Int(UInt32.max) - 1)
        var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil)
        builder.textLimit = 100
        #expect(builder.fits(bytes: 60, fieldCount: 2))
        #expect(!builder.fits(bytes: 80, fieldCount: 2), "with each value's longest tag")
        #expect(!ColumnTable.Builder(columnCount: 1, detailColumn: nil).fits(bytes: 5 << 30, fieldCount: 1), "5 GiB")
        while builder.fits(bytes: 12, fieldCount: 2) { builder.append(id: "x", fields: ["Tokyo", "Japan"]) }
        #expect(builder.count > 0)
        let table = builder.build()
        #expect(table.row(at: table.count - 1, height: 56).fields == ["Tokyo", "Japan"])
    }
}
