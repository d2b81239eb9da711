import Testing
@testable import ListCore

/// The subtitle rule has one source (`Row.subtitle…`): the metrics' subtitle line, the row's
/// text and the detail page's items follow it, so a row's height matches its text.
@Suite struct LayoutRowSubtitleTests {
    static let values = ["", "Japan", "Big.", "37400068", " ", "Tokyo"]

    @Test func theSubtitleShowsColumnsAfterTheFirstThatAreNeitherEmptyNorTheDescription() {
        let fields = ["Tokyo", "Japan", "", "Big.", "37400068"]
        #expect(Row.subtitleColumns(of: fields, detail: "Big.") == [1, 4])
        #expect(Row.subtitle(of: fields, detail: "Big.") == "Japan · 37400068")
        #expect(Row.subtitle(of: fields, detail: "") == "Japan · Big. · 37400068")
        #expect(Row.subtitle(of: ["Tokyo"], detail: "") == "")
        #expect(Row.subtitle(of: fields, detail: "Big.") { column, value in column == 4 ? "37,400,068" : value }
            == "Japan · 37,400,068")
    }

    @Test func aLongSubtitleStopsOnceItPassesTheLimit() {
        let fields = ["t", "aaaa", "bbbb", "cccc"]
        // Each value counts its length plus the separator's 3: 7, 14, 21.
        #expect(Row.subtitle(of: fields, detail: "", limit: 10) == "aaaa · bbbb")
        #expect(Row.subtitle(of: fields, detail: "", limit: 21) == "aaaa · bbbb · cccc")
    }

    @Test func aRowHasASubtitleLineExactlyWhenItsSubtitleHasText() {
        var random = SplitMix64(seed: 23)
        for round in 0..<500 {
            let fields = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                Self.values[Int.random(in: 0..<Self.values.count, using: &random)]
            }
            let detail = Self.values[Int.random(in: 0..<Self.values.count, using: &random)]
            let row = Row(id: "r", fields: fields, detail: detail)
            let text = Row.subtitle(of: fields, detail: detail)
            #expect(RowMetrics.Style(of: row).contains(.subtitle) == !text.isEmpty, "round \(round): \(fields) / \(detail)")
            #expect(RowMetrics.Style(of: row).contains(.subtitle) == !Row.subtitleColumns(of: fields, detail: detail).isEmpty)
        }
    }
}
