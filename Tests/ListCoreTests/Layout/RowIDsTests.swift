import Testing
@testable import ListCore
import ListData

/// `RowIDs`: a layout built from rows reads its identities from those very rows (the array the
/// list holds, no second copy of them), and still does after a sort or a merge; what it reads is
/// what a layout that keeps the identities holds.
@Suite struct RowIDsTests {
    static func rows(_ count: Int) -> [Row] { RowSource.generated(count: count).rows }

    @Test func aLayoutOfRowsReadsItsIdentitiesFromThoseRows() throws {
        let rows = Self.rows(500)
        let layout = RowLayout(rows: rows)
        let read = try #require(layout.ids.rows, "the identities are read from the rows")
        #expect(BatchSnapshot.sameStorage(read, rows), "the list's own array, not a copy")
        let kept = RowLayout(ids: rows.map(\.id), heights: rows.map(\.height))
        #expect(kept.ids.rows == nil)
        #expect(layout.ids == kept.ids && layout.ids == rows.map(\.id))
        #expect(rows.indices.allSatisfy { layout.index(of: rows[$0].id) == $0 && kept.index(of: rows[$0].id) == $0 })
    }

    /// Below and from `RowSorter.rowsInParts` rows (where the layout is reordered in two pieces).
    @Test(arguments: [2_000, RowSorter.rowsInParts + 100])
    func aSortsNewLayoutReadsTheSortedRowsItsBatchHolds(count: Int) throws {
        let rows = Self.rows(count)
        let job = SortJob(descriptor: SortDescriptor(column: 2), rows: rows, layout: RowLayout(rows: rows), numeric: true)
        let batch = job.run().batch
        let read = try #require(batch.newLayout.ids.rows)
        #expect(BatchSnapshot.sameStorage(read, batch.newRows), "one array of sorted rows, not two")
        let built = RowLayout(rows: batch.newRows)
        #expect(batch.newLayout.ids == built.ids && batch.newLayout.heights == built.heights)
        #expect(batch.newRows.indices.allSatisfy { batch.newLayout.index(of: batch.newRows[$0].id) == $0 })
    }

    @Test func aLayoutKeepingItsIdentitiesKeepsThemThroughAReorder() {
        let ids: [RowID] = ["a", "b", "c", "d"]
        let layout = RowLayout(ids: ids, heights: [40, 50, 60, 70]).reordered(by: [3, 1, 0, 2])
        #expect(layout.ids.rows == nil)
        #expect(layout.ids == ["d", "b", "a", "c"])
        #expect(layout.index(of: "a") == 2)
    }

    @Test func aMergedLayoutReadsTheNewRows() throws {
        let rows = Self.rows(300)
        var newRows = Array(rows.dropFirst(10))
        newRows.insert(Row(id: "new", fields: ["New"], height: 56), at: 5)
        let newToOld = newRows.map { row in Int32(rows.firstIndex { $0.id == row.id } ?? -1) }
        let merged = RowLayout(rows: rows).merged(newToOld: newToOld, rows: newRows)
        let read = try #require(merged.ids.rows)
        #expect(BatchSnapshot.sameStorage(read, newRows))
        #expect(merged.ids == newRows.map(\.id) && merged.index(of: "new") == 5 && merged.index(of: rows[0].id) == nil)
    }

    /// A font change gives the rows new heights and keeps the layout's identities: the layout
    /// then reads them from the new rows, and a sort after it sorts those (the app's sort after
    /// a re-measure once committed the old rows' heights beside the new layout's).
    @Test func aSortAfterAHeightsBatchSortsTheRowsWithTheirNewHeights() throws {
        let (schema, rows) = RowSource.generated(count: 400)
        let list = ListState(rows: rows)
        list.setViewportHeight(600)
        let animator = BatchAnimator()
        list.attach(animator)
        let metrics = RowMetrics(padding: 30, titleLine: 25, subtitleLine: 21, descriptionLine: 19)
        let heights = try #require(BatchAnimator.prepareHeights(of: list.rows, layout: list.layout, metrics: metrics))
        #expect(animator.commit(heights, at: 0))
        animator.finish()
        #expect(BatchSnapshot.sameStorage(try #require(list.layout.ids.rows), list.rows), "the layout reads the new rows")
        let sort = AnimatedSort(animator: animator, schema: schema)
        let batch = try #require(sort.job(by: SortDescriptor(column: 2))).run().batch
        let expected = list.rows.map(\.height)
        #expect(batch.newRows.map(\.height).sorted() == expected.sorted())
        #expect(batch.newLayout.heights == batch.newRows.map(\.height), "the rows and the layout agree")
        #expect(BatchSnapshot.sameStorage(try #require(batch.newLayout.ids.rows), batch.newRows))
    }

    /// A host may build the layout from its own copy of the rows (on a worker, before a change
    /// to another copy): the list's layout then reads the list's rows, not a second array.
    @Test func aListsLayoutReadsTheListsRowsWhateverArrayItWasBuiltFrom() throws {
        let rows = Self.rows(300)
        var copy = rows
        copy[0].height += 0   // the same rows in an array of their own
        #expect(!BatchSnapshot.sameStorage(copy, rows))
        let list = ListState(rows: Self.rows(10))
        list.setRows(rows, layout: RowLayout(rows: copy))
        #expect(BatchSnapshot.sameStorage(try #require(list.layout.ids.rows), list.rows))
        #expect(list.layout.ids == rows.map(\.id))
    }
}
