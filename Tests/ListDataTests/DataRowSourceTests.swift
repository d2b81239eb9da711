import Testing
@testable import ListData
import ListCore

@Suite struct DataRowSourceTests {
    private func rows(_ csv: String) throws -> (schema: ColumnSchema, rows: [Row]) {
        try RowSource.rows(from: CSVTable.parse(csv))
    }

    // MARK: CSV rows

    @Test func idsAreSlugsOfTheFirstColumnMadeUnique() throws {
        let result = try rows("""
            name,country
            Tokyo,Japan
            tokyo,USA
            TOKYO,Mexico
            Tokyo-2,Chile
            São Paulo,Brazil
            'S-Hertogenbosch,Netherlands
            "Washington, D.C.",USA
            ,nowhere
            —,dash

            """)
        #expect(result.rows.map(\.id.rawValue) == [
            "tokyo", "tokyo-2", "tokyo-3", "tokyo-2-2", "sao-paulo", "s-hertogenbosch", "washington-d-c",
            "row", "row-2",
        ])
        #expect(Set(result.rows.map(\.id)).count == result.rows.count)
    }

    @Test func slugKeepsLettersWithoutAccentsAndJoinsTheRestWithSingleDashes() {
        #expect(RowSource.slug("Île-à-la-Crosse") == "ile-a-la-crosse")
        #expect(RowSource.slug("  Xi'an  ") == "xi-an")
        #expect(RowSource.slug("Chișinău") == "chisinau")
        #expect(RowSource.slug("Łódź") == "łodz")
        #expect(RowSource.slug("東京 23") == "東京-23")
        #expect(RowSource.slug("...") == "row")
    }

    @Test func fieldsAreAllColumnsInOrder() throws {
        let result = try rows("name,country,population\nLima,Peru,10151200\n")
        #expect(result.rows[0].fields == ["Lima", "Peru", "10151200"])
        #expect(result.rows[0].title == "Lima")
        #expect(result.rows[0].version == 0)
    }

    @Test func detailIsTheDescriptionColumnInAnyCase() throws {
        let result = try rows("name,DESCRIPTION,country\nLima,Capital of Peru.,Peru\n")
        #expect(result.rows[0].detail == "Capital of Peru.")
    }

    @Test func detailWithoutDescriptionColumnJoinsTheFields() throws {
        let result = try rows("name,country,population\nLima,Peru,10151200\n")
        #expect(result.rows[0].detail == "Lima, Peru, 10151200")
    }

    @Test func heightIs56UpToSixtyCharactersOfDetailAnd72Above() throws {
        let sixty = String(repeating: "é", count: 60)  // characters, not bytes
        let sixtyOne = String(repeating: "a", count: 61)
        let result = try rows("name,description\na,\(sixty)\nb,\(sixtyOne)\nc,\n")
        #expect(result.rows.map(\.height) == [56, 72, 56])
        #expect(RowSource.height(forDetail: sixty) == RowSource.shortRowHeight)
        #expect(RowSource.height(forDetail: sixtyOne) == RowSource.tallRowHeight)
    }

    @Test(arguments: ["a", "é", "🇵🇪", "e\u{301}", "👩‍👩‍👧"])
    func heightCountsCharactersNotBytesAtEveryLengthAroundSixty(character: String) {
        // Multi-byte characters and grapheme clusters: more UTF-8 bytes than characters, so the
        // height needs the characters counted (up to one past the limit).
        for count in 55...66 {
            let detail = String(repeating: character, count: count)
            for (text, characters) in [(detail, count), ("x" + detail, count + 1)] {
                let expected = characters <= RowSource.detailLineLength ? RowSource.shortRowHeight : RowSource.tallRowHeight
                #expect(RowSource.height(forDetail: text) == expected, "\(characters) characters: \(text)")
            }
        }
    }

    @Test func aTableWithoutRecordsIsAnError() {
        #expect(throws: CSVError(line: nil, message: "no records after the header line")) {
            try rows("name,country\n")
        }
    }

    // MARK: Schema

    @Test func numberColumnsAreThoseWhoseEveryNonEmptyValueIsANumber() throws {
        let result = try rows("""
            name,count,score,code,blank,mixed
            a,1,-2.5,007,,1
            b,,1e3,12a,,x
            c,30, 4 ,9,,2

            """)
        #expect(result.schema.columns.map(\.kind) == [.text, .number, .number, .text, .text, .text])
        #expect(result.schema.columns.map(\.name) == ["name", "count", "score", "code", "blank", "mixed"])
    }

    @Test func numbersAreFiniteDecimalsOnly() {
        #expect(ColumnSchema.number(from: "42") == 42)
        #expect(ColumnSchema.number(from: " -3.5 ") == -3.5)
        #expect(ColumnSchema.number(from: "1e6") == 1_000_000)
        for text in ["", " ", "nan", "inf", "-infinity", "0x1p3", "1,234", "12a", "1e999", "--1"] {
            #expect(ColumnSchema.number(from: text) == nil, "\(text)")
        }
    }

    @Test func columnLookupIgnoresCase() {
        let schema = ColumnSchema(columns: [.init(name: "Name", kind: .text), .init(name: "population", kind: .number)])
        #expect(schema.index(ofColumnNamed: "name") == 0)
        #expect(schema.index(ofColumnNamed: "POPULATION") == 1)
        #expect(schema.index(ofColumnNamed: "country") == nil)
    }

    // MARK: Generated rows

    @Test func generatedIdsAreRowDashIndex() {
        let rows = RowSource.generated(count: 1000).rows
        #expect(rows.count == 1000)
        #expect(rows.map(\.id.rawValue) == (0..<1000).map { "row-\($0)" })
        #expect(RowSource.generated(count: 0).rows.isEmpty)
        #expect(RowSource.generated(count: -3).rows.isEmpty)
    }

    @Test func generatedRowsAreDeterministicAndIndependentOfCount() {
        let small = RowSource.generated(count: 50).rows
        let large = RowSource.generated(count: 500).rows
        #expect(RowSource.generated(count: 50).rows == small)
        #expect(Array(large.prefix(50)) == small)
        #expect(large[321] == RowSource.generatedRow(at: 321))
    }

    @Test func generatedFieldsFollowTheSchema() {
        let (schema, rows) = RowSource.generated(count: 2000)
        #expect(schema.columns == [
            .init(name: "name", kind: .text), .init(name: "group", kind: .text), .init(name: "value", kind: .number),
        ])
        for (i, row) in rows.enumerated() {
            #expect(row.fields.count == 3)
            #expect(row.fields[0] == "Row \(i)")
            #expect(row.fields[1] == "Group \(i % 17)")
            let value = Int(row.fields[2])
            #expect(value != nil && (0..<100_000).contains(value!))
            #expect(row.detail.contains(row.fields[2]))
        }
        // The declared schema is what inference finds in the data.
        let inferred = ColumnSchema.inferred(header: schema.columns.map(\.name), records: rows.map(\.fields))
        #expect(inferred == schema)
    }

    @Test func generatedValuesLookRandom() {
        let values = RowSource.generated(count: 1000).rows.map { Int($0.fields[2])! }
        #expect(Set(values).count > 990)
        let ascending = zip(values, values.dropFirst()).filter { $0 < $1 }.count
        #expect((400...600).contains(ascending))
    }

    @Test func generatedHeightsAreVariableAndOnlyTheThreeSizes() {
        let heights = RowSource.generated(count: 3000).rows.map(\.height)
        #expect(Set(heights) == [44, 56, 72])
        for size in [44.0, 56, 72] {
            let share = Double(heights.filter { $0 == size }.count) / Double(heights.count)
            #expect(share > 0.25 && share < 0.42, "\(size): \(share)")
        }
        // Not a simple cycle: the height after a 44 is not always the same.
        let afterSmall = Set(zip(heights, heights.dropFirst()).filter { $0.0 == 44 }.map(\.1))
        #expect(afterSmall.count == 3)
    }

    /// Pins the generator: `--rows` data must not change between releases (GUI tests aim at it).
    @Test func generatedRowsArePinned() {
        let row = RowSource.generatedRow(at: 999_999)
        #expect(row.id == "row-999999")
        #expect(row.fields == ["Row 999999", "Group 8", "1997"])
        #expect(row.height == 72)
        #expect(row.detail == "Generated row 999999 in group 8 with value 1997.")
        #expect(SplitMix64.mix(0) == 0xE220_A839_7B1D_CDAF)
    }
}
