import Testing
@testable import ListCore

/// The stuck header as the list scrolls: none while the first header is in place, then the
/// header of the section under the viewport's top at y 0, pushed up by the next header as that
/// one reaches it, and the next one's from the moment its top passes the viewport's top.
@Suite struct StickyHeaderTests {
    /// Sections of 3, 1 and 4 items; headers 30 px high, items 50 px.
    static let sections = Sections(values: ["A", "A", "A", "B", "C", "C", "C", "C"])
    static var layout: RowLayout {
        let headers = Set(sections.headerRows)
        let heights = (0..<sections.rowCount).map { headers.contains($0) ? 30.0 : 50.0 }
        return RowLayout(ids: (0..<sections.rowCount).map { RowID("r\($0)") }, heights: heights)
    }

    static func stuck(at offset: Double) -> StickyHeader? {
        StickyHeader.resolve(headerRows: sections.headerRows, layout: layout, offset: offset)
    }

    @Test func theFirstHeaderInPlaceIsNotStuck() {
        #expect(Self.stuck(at: 0) == nil)
        #expect(Self.stuck(at: -20) == nil, "overscrolled above the top")
    }

    @Test func aSectionsHeaderSticksWhileItsSectionScrolls() {
        // Section A: header 0..<30, items to 180; B's header at 180.
        #expect(Self.stuck(at: 1) == StickyHeader(section: 0, row: 0, y: 0))
        #expect(Self.stuck(at: 150) == StickyHeader(section: 0, row: 0, y: 0))
    }

    @Test func theNextHeaderPushesTheStuckOneUp() {
        // B's header reaches A's stuck header's bottom at offset 150 and pushes it up 1:1.
        #expect(Self.stuck(at: 160) == StickyHeader(section: 0, row: 0, y: -10))
        #expect(Self.stuck(at: 179) == StickyHeader(section: 0, row: 0, y: -29))
        // Its own top at the viewport's top: B's header is in place, then stuck.
        #expect(Self.stuck(at: 180) == StickyHeader(section: 0, row: 0, y: -30))
        #expect(Self.stuck(at: 181) == StickyHeader(section: 1, row: 4, y: 0))
        // Section B is 80 px: C's header (at 260) pushes B's from offset 230.
        #expect(Self.stuck(at: 240) == StickyHeader(section: 1, row: 4, y: -10))
        #expect(Self.stuck(at: 261) == StickyHeader(section: 2, row: 6, y: 0))
    }

    @Test func theLastHeaderIsPushedOnlyByTheEndOfTheList() {
        let layout = Self.layout   // C: header at 260, items to 490
        #expect(layout.contentHeight == 490)
        #expect(Self.stuck(at: 400) == StickyHeader(section: 2, row: 6, y: 0))
        #expect(Self.stuck(at: 470) == StickyHeader(section: 2, row: 6, y: -10))
    }

    @Test func everyOffsetAgreesWithAScanOfTheHeaders() {
        let layout = Self.layout
        let rows = Self.sections.headerRows
        for offset in stride(from: -10.0, through: 500, by: 7) {
            let above = rows.enumerated().last { layout.top(of: $0.element) < offset }
            let expected = above.map { section, row -> StickyHeader in
                let end = section + 1 < rows.count ? layout.top(of: rows[section + 1]) : layout.contentHeight
                return StickyHeader(section: section, row: row, y: min(0, end - offset - 30))
            }
            #expect(Self.stuck(at: offset) == expected, "offset \(offset)")
        }
    }
}
