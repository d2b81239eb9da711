import Testing
@testable import ListCore

@Suite struct SortRowSorterTests {
    static func rows(_ values: [String?]) -> [Row] {
        values.enumerated().map { index, value in
            Row(id: RowID("r\(index)"), fields: value.map { ["name \(index)", $0] } ?? ["name \(index)"])
        }
    }

    static func column1(_ rows: [Row]) -> [String] { rows.map { $0.fields.count > 1 ? $0.fields[1] : "<missing>" } }

    @Test func numberColumnsCompareByValueWithEmptyAndTextLast() {
        let rows = Self.rows(["10", " ", "9", "-3", "n/a", "1e3", nil, "2.5", ""])
        let ascending = RowSorter.sorted(rows, by: SortDescriptor(column: 1), numeric: true)
        #expect(Self.column1(ascending) == ["-3", "2.5", "9", "10", "1e3", "n/a", " ", "<missing>", ""])
        let descending = RowSorter.sorted(rows, by: SortDescriptor(column: 1, ascending: false), numeric: true)
        #expect(Self.column1(descending) == ["1e3", "10", "9", "2.5", "-3", "n/a", " ", "<missing>", ""])
        // As text, "10" < "9" would be wrong; numbers inside text still compare by value.
        let asText = RowSorter.sorted(rows, by: SortDescriptor(column: 1), numeric: false)
        #expect(Self.column1(asText).prefix(4) == ["-3", "1e3", "2.5", "9"])
    }

    @Test func schemaDecidesNumeric() {
        let schema = ColumnSchema(columns: [.init(name: "name", kind: .text), .init(name: "n", kind: .number)])
        let rows = Self.rows(["10", "9"])
        #expect(Self.column1(RowSorter.sorted(rows, by: SortDescriptor(column: 1), schema: schema)) == ["9", "10"])
        #expect(RowSorter.isNumeric(1, in: schema) && !RowSorter.isNumeric(0, in: schema) && !RowSorter.isNumeric(5, in: schema))
    }

    @Test func emptyValuesComeLastInBothDirections() {
        let rows = Self.rows(["b", "", "a", "  ", nil, "c"])
        #expect(Self.column1(RowSorter.sorted(rows, by: SortDescriptor(column: 1), numeric: false))
            == ["a", "b", "c", "", "  ", "<missing>"])
        #expect(Self.column1(RowSorter.sorted(rows, by: SortDescriptor(column: 1, ascending: false), numeric: false))
            == ["c", "b", "a", "", "  ", "<missing>"])
    }

    @Test func stableInBothDirections() {
        // Equal keys keep their previous order, also descending (not a reversed ascending sort).
        let rows = Self.rows(["b", "a", "b", "a", "b"])
        let ascending = RowSorter.sorted(rows, by: SortDescriptor(column: 1), numeric: false)
        #expect(ascending.map(\.id) == ["r1", "r3", "r0", "r2", "r4"])
        let descending = RowSorter.sorted(rows, by: SortDescriptor(column: 1, ascending: false), numeric: false)
        #expect(descending.map(\.id) == ["r0", "r2", "r4", "r1", "r3"])
        let numbers = Self.rows(["2", "1", "2.0", "1"])
        #expect(RowSorter.sorted(numbers, by: SortDescriptor(column: 1, ascending: false), numeric: true).map(\.id)
            == ["r0", "r2", "r1", "r3"])
    }

    @Test func outOfRangeColumnKeepsTheOrder() {
        let rows = Self.rows(["b", "a"])
        #expect(RowSorter.sorted(rows, by: SortDescriptor(column: 7), numeric: false) == rows)
        #expect(RowSorter.sorted(rows, by: SortDescriptor(column: -1), numeric: true) == rows)
        #expect(RowSorter.sorted([], by: SortDescriptor(column: 0), numeric: false).isEmpty)
    }

    /// Random text from pieces that share prefixes, numbers, accents, case and other scripts,
    /// so the sorter's packed records and common-prefix skipping meet every kind of weight.
    static func randomText(_ random: inout BatchSeededRandom) -> String {
        let pieces = ["Row ", "row ", "Rów ", "a", "A", "à", "æ", "ae", "Ø", "o", "ß", "ss", "Ł", " ", "-", "0", "7",
                      "07", "10", "123456789", "Ω", "ω", "東", "e\u{301}", "é", "ệ", "\u{1EC7}\u{300}", "z", "Z", "  "]
        let count = Int.random(in: 0...5, using: &random)
        return (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func sortedOrderMatchesSortKeyComparisonOnRandomText() {
        for seed in TestSeed.seeds(400) {
            var random = BatchSeededRandom(seed: seed)
            let sharedPrefix = random.chance(0.5) ? Self.randomText(&random) : ""
            let values = (0..<Int.random(in: 0...80, using: &random)).map { _ in
                sharedPrefix + Self.randomText(&random)
            }
            let rows = values.enumerated().map { Row(id: RowID("r\($0.offset)"), fields: [$0.element]) }
            for ascending in [true, false] {
                let order = RowSorter.order(of: rows, by: SortDescriptor(column: 0, ascending: ascending), numeric: false)
                let keys = values.map(SortKey.init)
                let nonEmpty = values.indices.filter { !keys[$0].isEmpty }.sorted { a, b in
                    if keys[a] != keys[b] { return ascending ? keys[a] < keys[b] : keys[b] < keys[a] }
                    return a < b
                }
                let expected = nonEmpty + values.indices.filter { keys[$0].isEmpty }
                #expect(order == expected, "\(TestSeed.label(seed)) ascending \(ascending): \(order.map { values[$0] })")
            }
        }
    }

    @Test func numericSortMatchesAReferenceOnRandomValues() {
        for seed in TestSeed.seeds(300) {
            var random = BatchSeededRandom(seed: 1_000 + seed)
            let values: [String] = (0..<Int.random(in: 0...60, using: &random)).map { _ in
                switch Int.random(in: 0..<6, using: &random) {
                case 0: ""
                case 1: "x\(Int.random(in: 0...3, using: &random))"
                default: String(Double(Int.random(in: -20...20, using: &random)) / 4)
                }
            }
            let rows = values.enumerated().map { Row(id: RowID("r\($0.offset)"), fields: [$0.element]) }
            for ascending in [true, false] {
                let order = RowSorter.order(of: rows, by: SortDescriptor(column: 0, ascending: ascending), numeric: true)
                var parsed: [(index: Int, value: Double)] = []
                for index in values.indices {
                    if let value = ColumnSchema.number(from: values[index]) { parsed.append((index, value)) }
                }
                parsed.sort { a, b in
                    if a.value != b.value { return ascending ? a.value < b.value : a.value > b.value }
                    return a.index < b.index
                }
                let numbers = parsed.map(\.index)
                let texts = values.indices.filter { ColumnSchema.number(from: values[$0]) == nil && !values[$0].isEmpty }
                    .sorted { a, b in
                        let (x, y) = (SortCollationReference.key(values[a]), SortCollationReference.key(values[b]))
                        return x != y ? (ascending ? x < y : y < x) : a < b
                    }
                let empties = values.indices.filter { values[$0].isEmpty }
                #expect(order == numbers + texts + empties, "\(TestSeed.label(seed))")
            }
        }
    }

    @Test func descriptorBasics() {
        let descriptor = SortDescriptor(column: 2)
        #expect(descriptor.ascending && descriptor.reversed == SortDescriptor(column: 2, ascending: false))
        #expect(descriptor.description == "column 2 ascending")
    }
}

extension SortRowSorterTests {
    @Test func fastNumberParsingAgreesWithTheSchema() {
        for text in ["0", "007", "123456789012345", "1234567890123456", "", " 5", "5 ", "-5", "+5", "1.5", "1e3", "x", "٣"] {
            #expect(RowSorter.number(from: text) == ColumnSchema.number(from: text), "\(text)")
        }
    }
}
