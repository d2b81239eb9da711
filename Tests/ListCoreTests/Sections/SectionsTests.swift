import Testing
@testable import ListCore

/// Sections computed from the items' section values: runs of equal adjacent values, one header
/// row before each, and item positions mapped to rows and back across the headers.
@Suite struct SectionsTests {
    @Test func adjacentEqualValuesAreOneSection() {
        let sections = Sections(values: ["Mon", "Mon", "Tue", "Wed", "Wed", "Wed"])
        #expect(sections.values == ["Mon", "Tue", "Wed"])
        #expect(sections.starts == [0, 2, 3])
        #expect(sections.rowCount == 9)
        #expect(sections.headerRows == [0, 3, 5])
    }

    @Test func aValueThatComesBackStartsASectionOfItsOwn() {
        let sections = Sections(values: ["A", "A", "B", "A"])
        #expect(sections.values == ["A", "B", "A"])
        #expect(sections.starts == [0, 2, 3])
    }

    @Test func noItemsNoSections() {
        let sections = Sections(values: [])
        #expect(sections.count == 0 && sections.rowCount == 0 && sections.headerRows.isEmpty)
        #expect(sections.item(atRow: 0) == nil && sections.section(atRow: 0) == nil)
        #expect(sections.rowKeys(of: [String]()).isEmpty)
    }

    @Test func rowKeysPutOneHeaderBeforeEachSection() {
        let sections = Sections(values: ["Mon", "Mon", "Tue"])
        #expect(sections.rowKeys(of: ["a1", "a2", "b1"])
            == [.header("Mon"), .item("a1"), .item("a2"), .header("Tue"), .item("b1")])
    }

    @Test func itemsMapToRowsAndBackAcrossHeaders() {
        let sections = Sections(values: ["Mon", "Mon", "Tue", "Wed", "Wed"])
        let keys = sections.rowKeys(of: Array(0..<5))
        for item in 0..<5 {
            let row = sections.row(ofItem: item)
            #expect(keys[row] == .item(item))
            #expect(sections.item(atRow: row) == item)
            #expect(sections.section(atRow: row) == sections.section(ofItem: item))
        }
        for (section, row) in sections.headerRows.enumerated() {
            #expect(keys[row] == .header(sections.values[section]))
            #expect(sections.item(atRow: row) == nil)
            #expect(sections.section(atRow: row) == section)
        }
        #expect(sections.item(atRow: -1) == nil && sections.item(atRow: 8) == nil)
    }

    @Test func rangesFromASectionModelNameTheirSectionsByTheFirstItem() {
        let titles = ["Ann", "Abe", "Bob", "Cid", "Cy"]
        let sections = Sections(ranges: [0..<2, 2..<3, 3..<5], itemCount: 5) { String(titles[$0].prefix(1)) }
        #expect(sections == Sections(values: titles.map { String($0.prefix(1)) }))
    }
}
