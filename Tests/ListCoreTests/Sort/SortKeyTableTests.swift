import Testing
@testable import ListCore

/// The key table's buffer: sized once from its first keys, never copied into a larger one while
/// the rest arrive (a copy of every key so far, with both buffers resident at once).
@Suite struct SortKeyTableTests {
    /// `count` keys like a generated list's names, whose numbers grow longer as the list goes on.
    static func table(ofNames count: Int) -> SortKeyTable {
        var table = SortKeyTable(reservingValues: count)
        var builder = SortKeyBuilder()
        for index in 0..<count {
            builder.build("Row \(index)")
            table.append(builder)
        }
        return table
    }

    @Test func keysLikeTheFirstOnesNeverOutgrowTheBufferSizedFromThem() {
        let count = 200_000
        var table = SortKeyTable(reservingValues: count)
        var builder = SortKeyBuilder()
        var sized = 0
        for index in 0..<count {
            builder.build("Row \(index)")
            table.append(builder)
            if table.count == SortKeyTable.sampleSize { sized = table.weightCapacity }
            #expect(sized == 0 || table.weightCapacity == sized, "the buffer grew at key \(index)")
            if sized != 0 && table.weightCapacity != sized { break }
        }
        // Row 100000 and later take 14 weights, the first thousand at most 12.
        #expect(sized >= count * 14)
    }

    @Test func aTableSizedFromItsSampleSortsLikeTheKeysThemselves() {
        let count = 5_000
        let table = Self.table(ofNames: count)
        var records = table.records()
        records.sort { table.precedes($0, $1, ascending: false) }
        let expected = (0..<count).sorted { SortKey("Row \($1)") < SortKey("Row \($0)") }
        #expect(records.map { Int($0.slot) } == expected)
    }
}
