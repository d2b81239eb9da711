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

    /// Sparse selections (placed by index) and dense ones (the walk) give the same ids as a
    /// filter of the display order, in a shuffled order, with rows no longer listed selected.
    @Test(arguments: [1, 3, 40, 200, 1_500])
    func everySelectionSizeGivesTheDisplayOrder(selected: Int) {
        var generator = BatchSeededRandom(seed: TestSeed.base &+ UInt64(selected))
        let list = Self.list(3_000)
        list.setRows(list.rows.shuffled(using: &generator))
        var selection = Set(list.layout.ids.shuffled(using: &generator).prefix(selected))
        selection.insert("gone")   // selected, then no longer in the list
        list.selection = selection
        let expected = list.layout.ids.filter { list.selection.contains($0) }
        for limit in [1, 7, selected, 10_000] {
            #expect(list.selectedIDsInDisplayOrder(limit: limit) == Array(expected.prefix(limit)),
                    "\(TestSeed.label(TestSeed.base &+ UInt64(selected)))")
        }
    }
}
