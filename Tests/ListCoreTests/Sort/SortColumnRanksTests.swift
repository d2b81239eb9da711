import Testing
@testable import ListCore

/// Issue 21: a text column's ranks, made ahead (`ColumnRanks`), sort the rows exactly as
/// `RowSorter` does, through reorders and deletes, and cover only rows that have an origin.
@Suite struct SortColumnRanksTests {
    /// Row `n` of it is `"Item n"`, except multiples of 5 ("Item 0") and 7 (empty).
    enum Items: RowContentMaker {
        static func id(of number: Int) -> RowID { RowID("item-\(number)") }
        static func content(of number: Int, column: Int) -> String? {
            guard column == 0 else { return nil }
            return number % 7 == 0 ? " " : number % 5 == 0 ? "Item 0" : "Item \(number)"
        }
    }

    /// `values` (a table has no missing field: nil is empty) in column 1, split at random into
    /// one to three tables, and their rows (shuffled: rows meet the ranks in any order).
    static func tableRows(_ values: [String?], _ random: inout BatchSeededRandom) -> [Row] {
        let tableCount = Int.random(in: 1...3, using: &random)
        var builders = (0..<tableCount).map { _ in ColumnTable.Builder(columnCount: 2, detailColumn: nil) }
        var counts = [Int](repeating: 0, count: tableCount)
        var placed: [(table: Int, index: Int)] = []
        for (number, value) in values.enumerated() {
            let table = Int.random(in: 0..<tableCount, using: &random)
            placed.append((table, counts[table]))
            counts[table] += 1
            builders[table].append(id: "r\(number)", fields: ["x", value ?? ""])
        }
        let tables = builders.map { $0.build() }
        return placed.map { tables[$0.table].row(at: $0.index, height: 56) }.shuffled(using: &random)
    }

    static func expectRanksSortAsTheSorter(_ ranks: ColumnRanks, _ rows: [Row], column: Int, _ label: String) {
        for ascending in [true, false] {
            let descriptor = SortDescriptor(column: column, ascending: ascending)
            #expect(ranks.order(of: rows, ascending: ascending)
                        == RowSorter.order(of: rows, by: descriptor, numeric: false, notation: .plain, parts: 1),
                    "\(label) ascending \(ascending)")
        }
    }

    @Test func ranksSortAsTheSorterDoesInEveryChunkingAndAfterReordersAndDeletes() {
        for seed in TestSeed.seeds(200) {
            var random = BatchSeededRandom(seed: 9_000 + seed)
            let values = SortRowSorterPartsTests.values(&random, count: Int.random(in: 0...90, using: &random), numeric: false)
            var rows = Self.tableRows(values, &random)
            let sources = try! #require(ColumnRanks.sources(of: rows))
            // Chunks of one row to all of them: the merge meets from one run to one a row.
            let chunk = [1, 2, 3, 7, 16, max(values.count, 1)].randomElement(using: &random)!
            let ranks = ColumnRanks(ranking: sources, column: 1, chunk: chunk)!
            let label = "\(TestSeed.label(seed)) chunk \(chunk)"
            Self.expectRanksSortAsTheSorter(ranks, rows, column: 1, label)
            // The ranks follow the rows' origins: a sort by them, then deletes, change nothing.
            rows = RowSorter.order(of: rows, by: SortDescriptor(column: 1, ascending: false), numeric: false).map { rows[$0] }
            rows.removeAll { _ in random.chance(0.3) }
            Self.expectRanksSortAsTheSorter(ranks, rows, column: 1, "\(label), sorted, some deleted")
        }
    }

    @Test func equalValuesShareARankAndEmptyOnesTakeTheEmptyRank() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        let rows = Self.tableRows(["b", "a", "B", "", "a", "  ", "b", "á"], &random)
        let ranks = ColumnRanks(ranking: ColumnRanks.sources(of: rows)!, column: 1, chunk: 2)!
        // a < á < b = b < B by the keys' levels (case last): four distinct values.
        #expect(ranks.textCount == 4)
        var hint = 0
        let byValue = Dictionary(grouping: rows, by: { $0.field(1) ?? "<missing>" }).mapValues { group in
            Set(group.map { ranks.rank(of: $0.origin!, hint: &hint)! })
        }
        #expect(byValue["a"] == [0] && byValue["á"] == [1] && byValue["b"] == [2] && byValue["B"] == [3])
        #expect(byValue[""] == [ColumnRanks.empty] && byValue["  "] == [ColumnRanks.empty])
        let missing = ColumnRanks(ranking: ColumnRanks.sources(of: rows)!, column: 5)!
        #expect(missing.textCount == 0 && missing.order(of: rows, ascending: false) == Array(rows.indices),
                "a column past the table's: every value missing, the order kept")
    }

    @Test func madeRowsAreRankedByTheirNumbers() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        var rows = (0..<300).map { Row(number: $0, height: 56, content: Items.self) }
        rows.shuffle(using: &random)
        rows.removeAll { $0.origin!.index == 299 }
        let sources = try! #require(ColumnRanks.sources(of: rows))
        #expect(sources.count == 1 && sources[0].count == 299, "a maker's rows up to its largest number")
        Self.expectRanksSortAsTheSorter(ColumnRanks(ranking: sources, column: 0, chunk: 40)!, rows, column: 0, "made rows")
        let far = [Row(number: 0, height: 56, content: Items.self), Row(number: 9, height: 56, content: Items.self)]
        #expect(ColumnRanks.sources(of: far) == nil, "numbers past four times the rows are not ranked")
    }

    /// A long list reads its rows' ranks in parts, one a processor: the same order, and a row
    /// without an origin in the last part still makes the whole order `nil`.
    @Test func aLongListReadsItsRanksInPartsToTheSameOrder() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        var rows = (0..<RowSorter.rowsInParts + 5_000).map { Row(number: $0, height: 56, content: Items.self) }
        rows.shuffle(using: &random)
        let ranks = ColumnRanks(ranking: ColumnRanks.sources(of: rows)!, column: 0, chunk: 20_000)!
        Self.expectRanksSortAsTheSorter(ranks, rows, column: 0, "a long list")
        rows[rows.count - 1] = Row(id: "stored", fields: ["Item 3"])
        #expect(ranks.order(of: rows, ascending: true) == nil)
    }

    /// `proceed` is asked before anything is allocated and every 4 096 rows; `false` stops it.
    @Test func aRankingStopsWhenItMayNotProceed() {
        let rows = (0..<20_000).map { Row(number: $0, height: 56, content: Items.self) }
        let sources = ColumnRanks.sources(of: rows)!
        var asked = 0
        #expect(ColumnRanks(ranking: sources, column: 0, chunk: 5_000) { asked += 1; return true } != nil)
        #expect(asked >= 2 * 20_000 / 4_096, "asked in the chunks and in the merge: \(asked)")
        for stopAt in [1, 3, asked] {
            var calls = 0
            #expect(ColumnRanks(ranking: sources, column: 0, chunk: 5_000) { calls += 1; return calls < stopAt } == nil,
                    "stopped at call \(stopAt)")
            #expect(calls == stopAt, "nothing more asked once stopped")
        }
    }

    @Test func rowsWithoutAnOriginAreNotRanked() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        let rows = Self.tableRows(["b", "a", "c"], &random)
        let ranks = ColumnRanks(ranking: ColumnRanks.sources(of: rows)!, column: 1)!
        let stored = Row(id: "s", fields: ["x", "a"])
        #expect(ColumnRanks.sources(of: rows + [stored]) == nil)
        #expect(ranks.order(of: rows + [stored], ascending: true) == nil, "a stored row: the sort builds keys")
        let other = Self.tableRows(["a"], &random)
        #expect(ranks.order(of: rows + other, ascending: true) == nil, "a row of a table never ranked")
        #expect(ranks.order(of: rows, ascending: true) != nil)
    }

    /// The sort job reads the ranks when it has them: ranks made to disagree with the text
    /// (reversed) give their own order, which no key comparison would.
    @Test func aSortJobOrdersByTheRanksItIsGiven() {
        var builder = ColumnTable.Builder(columnCount: 1, detailColumn: nil)
        for value in ["a", "b", "c", "d"] { builder.append(id: value, fields: [value]) }
        let table = builder.build()
        let rows = (0..<4).map { table.row(at: $0, height: 56) }
        let reversed = ColumnRanks(column: 0, sources: [.init(origin: .table(table), ranks: [3, 2, 1, 0])], textCount: 4)
        let descriptor = SortDescriptor(column: 0)
        let byKeys = SortJob(descriptor: descriptor, rows: rows, layout: nil, numeric: false).sortedRows()
        let byRanks = SortJob(descriptor: descriptor, rows: rows, layout: nil, numeric: false, columnRanks: reversed)
        #expect(byKeys.map { $0.field(0)! } == ["a", "b", "c", "d"])
        #expect(byRanks.sortedRows().map { $0.field(0)! } == ["d", "c", "b", "a"])
        #expect(byRanks.with(rows: Array(rows.prefix(2))).sortedRows().map { $0.field(0)! } == ["b", "a"],
                "the same sort of other rows (a search's hidden rows) keeps the ranks")
    }
}
