import Testing
@testable import ListCore
import ListData

/// Issue 21: the title column's ranks are made in the background once rows are in, and a text
/// column's after its first sort; sorts then read them; nothing is made where they cannot help.
@Suite struct SceneSortRanksTests {
    typealias Manual = BackgroundSchedulerTests.ManualExecutor
    static let long = BackgroundScheduler.threshold + 100

    static func scene(rows: Int = long) -> (ListScene, Manual, BatchAnimationEventLog) {
        let scene = SceneFixture.scene(rows: rows)
        let executor = Manual(), log = BatchAnimationEventLog()
        scene.scheduler.executor = executor
        scene.list.onEvent = { name, fields in log.events.append((name, fields)) }
        return (scene, executor, log)
    }

    @Test func theTitleColumnsRanksAreMadeOnceAndTheNextSortReadsThem() {
        let (scene, executor, log) = Self.scene()
        scene.prepareSortRanks()
        scene.prepareSortRanks()
        #expect(executor.pending.count == 1, "one ranking of the title column at a time")
        #expect(scene.sorter.job(by: SortDescriptor(column: 0))?.columnRanks == nil)
        executor.deliverNext(at: 1)
        let landed = log.events.filter { $0.0 == "sortRanks" }
        #expect(landed.count == 1 && landed.first?.1.first?.1 == .number(0))
        #expect(landed.first?.1.last?.1 == .number(Double(Self.long)), "every generated name is distinct")
        #expect(scene.sorter.job(by: SortDescriptor(column: 0, ascending: false))?.columnRanks?.column == 0)
        #expect(executor.pending.count == 1, "asked again once made (other rows may have come in)")
        executor.deliverNext(at: 1.5)
        #expect(log.events.filter { $0.0 == "sortRanks" }.count == 1 && executor.pending.isEmpty,
                "ranks that cover the rows are not made again")

        // The sort by them lands in the order the keys give.
        let expected = RowSorter.order(of: scene.list.rows, by: SortDescriptor(column: 0, ascending: false), numeric: false)
            .map { scene.list.rows[$0].id }
        scene.sort(by: SortDescriptor(column: 0, ascending: false), at: 2)
        executor.deliverNext(at: 2.1)
        Self.drain(executor)
        #expect(Array(scene.list.layout.ids) == expected)
        #expect(log.events.filter { $0.0 == "sortRanks" }.count == 1, "a sort moves rows, it does not change their sources")
        #expect(log.events.last { $0.0 == "sort" }?.1.contains { $0.0 == "byRanks" && $0.1 == .bool(true) } == true)
    }

    static func drain(_ executor: Manual) {
        while !executor.pending.isEmpty { executor.deliverNext(at: 9) }
    }

    /// Rows of a new table (a new file, a database's next read) that came in while the old
    /// rows were being ranked are not covered: they are ranked once the old ranking lands, and
    /// their ranks replace the old ones (which let the old table go).
    @Test func rowsFromANewTableAreRankedAgain() {
        let (scene, executor, log) = Self.scene()
        var builder = ColumnTable.Builder(columnCount: 3, detailColumn: nil)
        for index in 0..<Self.long { builder.append(id: "t\(index)", fields: ["Name \(Self.long - index)", "g", "1"]) }
        let table = builder.build()
        scene.prepareSortRanks()
        scene.list.setRows((0..<Self.long).map { table.row(at: $0, height: 56) })
        scene.prepareSortRanks()                     // the old rows' ranking is still running
        #expect(executor.pending.count == 1)
        Self.drain(executor)
        #expect(log.events.filter { $0.0 == "sortRanks" }.count == 2)
        #expect(scene.sorter.columnRanks[0]?.sources.map(\.origin.id) == [ObjectIdentifier(table)])
        #expect(scene.sorter.job(by: SortDescriptor(column: 0))?.sortedRows().first?.id == RowID("t\(Self.long - 1)"),
                "Name 1 first")
    }

    @Test func aTextColumnsRanksAreMadeAfterItsFirstSortAndNeverANumberColumns() {
        let (scene, executor, _) = Self.scene()
        scene.sort(by: SortDescriptor(column: 1), at: 1)          // group: text
        executor.deliverNext(at: 1.1)
        #expect(executor.pending.count == 1, "the group column's ranks, after its sort")
        Self.drain(executor)
        #expect(scene.sorter.columnRanks[1]?.textCount == 17)
        scene.sort(by: SortDescriptor(column: 2), at: 2)          // value: a number column
        executor.deliverNext(at: 2.1)
        #expect(executor.pending.isEmpty && scene.sorter.columnRanks[2] == nil)
        scene.prepareSortRanks(column: 2)
        #expect(executor.pending.isEmpty)
        scene.setSchema(scene.schema)
        #expect(scene.sorter.columnRanks.isEmpty, "a new schema drops them (a column's kind may change)")
    }

    /// A sort by a column stops its ranking (held at the gate, it would keep its memory beside
    /// the sort's); once the sort has landed the column is ranked again.
    @Test func aSortByAColumnBeingRankedStopsTheRankingWhichStartsAgainAfter() {
        let (scene, executor, log) = Self.scene()
        scene.prepareSortRanks()
        scene.sort(by: SortDescriptor(column: 0, ascending: false), at: 1)
        #expect(executor.pending.count == 2)
        executor.pending.remove(at: 1)(1.5)              // the sort lands first, by its keys
        #expect(log.events.last { $0.0 == "sort" }?.1.contains { $0.0 == "byRanks" && $0.1 == .bool(false) } == true)
        executor.deliverNext(at: 1.6)                     // the stopped ranking: nothing kept
        #expect(scene.sorter.columnRanks[0] == nil && !log.events.contains { $0.0 == "sortRanks" })
        #expect(executor.pending.count == 1, "ranked again")
        executor.deliverNext(at: 2)
        #expect(log.events.filter { $0.0 == "sortRanks" }.count == 1 && scene.sorter.columnRanks[0] != nil)
    }

    @Test func aShortListOrRowsWithoutAnOriginGetNone() {
        let (short, executor, _) = Self.scene(rows: 300)
        short.prepareSortRanks()
        #expect(executor.pending.isEmpty, "a short list sorts at once anyway")
        let (scene, longExecutor, log) = Self.scene()
        var rows = scene.list.rows
        rows[5] = Row(id: "edited", fields: ["Edited", "Group 1", "5"])
        scene.list.setRows(rows)
        scene.prepareSortRanks()
        longExecutor.deliverNext(at: 1)
        #expect(scene.sorter.columnRanks.isEmpty && !log.events.contains { $0.0 == "sortRanks" })
    }
}
