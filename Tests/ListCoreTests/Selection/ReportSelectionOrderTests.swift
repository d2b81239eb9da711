import Testing
@testable import ListCore

@Suite struct ReportSelectionOrderTests {
    static func list(_ count: Int) -> ListState {
        ListState(rows: (0..<count).map { Row(id: RowID("row-\($0)"), fields: ["\($0)"]) })
    }

    @Test func selectedIDsComeInDisplayOrderNotSelectionOrder() {
        let list = Self.list(6)
        list.selection = ["row-4", "row-1", "row-3"]
        #expect(list.selectedIDsInDisplayOrder(limit: 10) == ["row-1", "row-3", "row-4"])
    }

    @Test func theListIsCappedAtTheLimit() {
        let list = Self.list(50)
        list.selection = Set(list.layout.ids)
        #expect(list.selectedIDsInDisplayOrder(limit: 7) == (0..<7).map { RowID("row-\($0)") })
        #expect(list.selectedIDsInDisplayOrder(limit: 0) == [])
    }

    @Test func displayOrderFollowsASort() {
        let list = Self.list(5)
        list.setRows(list.rows.reversed())
        list.selection = ["row-0", "row-2", "row-4"]
        #expect(list.selectedIDsInDisplayOrder(limit: 2) == ["row-4", "row-2"])
    }
}
