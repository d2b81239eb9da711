import Testing
@testable import ListCore

/// A sort in parts (`RowSorter+Parts.swift`) gives exactly the one-thread order: numbers, text
/// keys and empty values merged across parts, ties in the rows' previous order.
@Suite struct SortRowSorterPartsTests {
    /// Values whose parts share different prefixes ("Row 1…" in one part, "Row 2…" in another), so
    /// each part alone would skip more leading weights than the parts share; with numbers, text,
    /// empty and missing values, and many ties.
    static func values(_ random: inout BatchSeededRandom, count: Int, numeric: Bool) -> [String?] {
        let prefixes = ["", "Row ", "Row 1", "Row 2", "row ", "Rów 1"]
        var prefix = prefixes.randomElement(using: &random)!
        return (0..<count).map { index in
            if Int.random(in: 0..<10, using: &random) == 0 { prefix = prefixes.randomElement(using: &random)! }
            switch Int.random(in: 0..<12, using: &random) {
            case 0: return nil
            case 1: return Bool.random(using: &random) ? "" : "  "
            case 2, 3 where numeric: return String(Int.random(in: -5...5, using: &random))
            case 4: return prefix + "same"
            default: return prefix + SortRowSorterTests.randomText(&random)
            }
        }
    }

    /// Sorting `rows` by their one column in 2 to 5 parts gives the one-part order, both ways.
    static func expectEveryPartCountGivesTheOneThreadOrder(_ rows: [Row], numeric: Bool, _ label: String) {
        for ascending in [true, false] {
            let descriptor = SortDescriptor(column: 0, ascending: ascending)
            let one = RowSorter.order(of: rows, by: descriptor, numeric: numeric, notation: .plain, parts: 1)
            for parts in 2...5 {
                let order = RowSorter.order(of: rows, by: descriptor, numeric: numeric, notation: .plain, parts: parts)
                #expect(order == one, "\(label): \(parts) parts, ascending \(ascending)")
            }
        }
    }

    @Test func anyNumberOfPartsGivesTheOneThreadOrder() {
        for seed in TestSeed.seeds(300) {
            var random = BatchSeededRandom(seed: 5_000 + seed)
            let numeric = Bool.random(using: &random)
            let values = Self.values(&random, count: Int.random(in: 0...90, using: &random), numeric: numeric)
            let rows = values.enumerated().map { index, value in
                Row(id: RowID("r\(index)"), fields: value.map { [$0] } ?? [])
            }
            Self.expectEveryPartCountGivesTheOneThreadOrder(rows, numeric: numeric, "\(TestSeed.label(seed)) numeric \(numeric)")
        }
    }

    @Test func aLargeListSortsInPartsToTheOneThreadOrder() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        let count = RowSorter.rowsInParts + 3_000
        let values = Self.values(&random, count: count, numeric: true)
        let rows = values.enumerated().map { index, value in
            Row(id: RowID("r\(index)"), fields: value.map { [$0] } ?? [])
        }
        #expect(RowSorter.partCount(for: count) >= 1 && RowSorter.partCount(for: RowSorter.rowsInParts - 1) == 1)
        for numeric in [false, true] {
            let descriptor = SortDescriptor(column: 0, ascending: false)
            #expect(RowSorter.order(of: rows, by: descriptor, numeric: numeric)
                == RowSorter.order(of: rows, by: descriptor, numeric: numeric, notation: .plain, parts: 1))
        }
    }

    /// Rows already in order, in reverse, or in order but for a few: the parts' runs then do not
    /// overlap, or overlap by a row or two, or meet at equal values (ties across the boundary),
    /// and are appended one after the other only when none overlap.
    @Test func partsOfRowsAlmostInOrderGiveTheOneThreadOrder() {
        for seed in TestSeed.seeds(200) {
            var random = BatchSeededRandom(seed: 7_000 + seed)
            let count = Int.random(in: 2...120, using: &random)
            let step = Int.random(in: 0...2, using: &random)   // 0: every value equal
            var values = (0..<count).map { "Row \($0 * step / 2)" }
            if Bool.random(using: &random) { values.reverse() }
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                values.swapAt(Int.random(in: 0..<count, using: &random), Int.random(in: 0..<count, using: &random))
            }
            let rows = values.enumerated().map { Row(id: RowID("r\($0)"), fields: [$1]) }
            Self.expectEveryPartCountGivesTheOneThreadOrder(rows, numeric: false, "\(TestSeed.label(seed)) \(values)")
        }
    }
}
