import Testing
@testable import ListCore

@Suite struct LayoutReorderTests {
    @Test func reorderedEqualsALayoutBuiltFromTheReorderedRows() {
        for seed in 0..<50 as Range<UInt64> {
            var random = BatchSeededRandom(seed: seed)
            let count = Int.random(in: 0...100, using: &random)
            let ids = (0..<count).map { RowID("row-\($0)") }
            let heights = (0..<count).map { _ in Double(Int.random(in: 20...90, using: &random)) }
            let newToOld = Array(0..<count).shuffled(using: &random)
            let reordered = RowLayout(ids: ids, heights: heights).reordered(by: newToOld)
            let built = RowLayout(ids: newToOld.map { ids[$0] }, heights: newToOld.map { heights[$0] })
            #expect(reordered.ids == built.ids && reordered.heights == built.heights, "seed \(seed)")
            #expect(ids.allSatisfy { reordered.index(of: $0) == built.index(of: $0) }, "seed \(seed)")
            #expect(reordered.contentHeight == built.contentHeight, "seed \(seed)")
        }
    }

    /// From `RowSorter.rowsInParts` rows the identity index is remapped on one thread while the
    /// identities and heights move on another: the result is the same layout.
    @Test func aLargeReorderInPiecesEqualsALayoutBuiltFromTheReorderedRows() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        let count = RowSorter.rowsInParts + 1_000
        let ids = (0..<count).map { RowID("row-\($0)") }
        let heights = (0..<count).map { _ in Double(Int.random(in: 20...90, using: &random)) }
        let newToOld = Array(0..<count).shuffled(using: &random)
        let reordered = RowLayout(ids: ids, heights: heights).reordered(by: newToOld)
        let built = RowLayout(ids: newToOld.map { ids[$0] }, heights: newToOld.map { heights[$0] })
        #expect(reordered.ids == built.ids && reordered.heights == built.heights)
        #expect(ids.allSatisfy { reordered.index(of: $0) == built.index(of: $0) })
    }
}
