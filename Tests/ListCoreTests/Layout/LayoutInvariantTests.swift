import Testing
@testable import ListCore

/// Each layout index's `_invariantViolations` finds a state broken on purpose, names what is
/// wrong, and is empty for the sound states the operations build. (`_checkInvariants` traps
/// with the same sentences in debug builds, at the end of every operation that builds a layout.)
@Suite struct LayoutInvariantTests {
    static let heights: [Double] = [40, 60, 50, 0, 72.5, 30, 44, 56, 12]
    static let ids: [RowID] = (0..<9).map { RowID("row-\($0)") }

    @Test func soundStatesHaveNoViolations() {
        var layout = RowLayout(ids: Self.ids, heights: Self.heights)
        layout.setHeight(17.25, of: "row-4")
        let reordered = layout.reordered(by: [8, 7, 6, 5, 4, 3, 2, 1, 0])
        let merged = reordered.merged(newToOld: [0, -1, 2, 4],
                                      rows: ["row-8", "new", "row-6", "row-4"].map { Row(id: RowID($0), fields: [$0]) })
        for layout in [layout, reordered, merged, merged.withHeights([1, 2, 3, 4])] {
            #expect(layout._invariantViolations() == [])
        }
    }

    @Test func heightIndexCatchesANodeThatIsNotItsRowsSum() {
        var index = HeightIndex(Self.heights)
        index.tree[4] += 1   // node 4 covers rows 0 ..< 4
        #expect(index._invariantViolations() == ["node 4 holds 151.0, its rows sum to 150.0"])
        #expect(index._rowViolations(3) == ["row 3 spans 1.0 between its prefix sums, its height is 0.0"])
        #expect(index._rowViolations(5) == [], "row 5's prefix sums both include node 4")
    }

    @Test func heightIndexCatchesAMissingNode() {
        var short = HeightIndex(Self.heights)
        short.tree.removeLast()
        #expect(short._invariantViolations() == ["9 Fenwick nodes for 9 heights (want one more)"])
    }

    @Test func identityIndexCatchesARowInTwoSlots() throws {
        var index = try #require(IdentityIndex(Self.ids))
        let slotOf2 = try #require(index.slots.firstIndex(of: 2))
        index.slots[slotOf2] = 0
        #expect(index._invariantViolations(for: Self.ids) == ["row 0 is in 2 slots", "row 2 is in no slot"])
    }

    @Test func identityIndexCatchesALookupThatMissesAndABadValue() throws {
        var index = try #require(IdentityIndex(Self.ids))
        // Still a bijection, but two rows with one identity: a lookup finds the same row for both.
        var twice = Self.ids
        twice[1] = twice[0]
        let found = index._invariantViolations(for: twice)
        #expect(found == ["row 0 (row-0) is found at 1"] || found == ["row 1 (row-0) is found at 0"])

        index.slots[try #require(index.slots.firstIndex(of: 0))] = 9
        #expect(index._invariantViolations(for: Self.ids) == ["slot value 9 is no row of 9"])

        var full = try #require(IdentityIndex(Self.ids))
        full.slots = full.slots.map { $0 == -1 ? IdentityIndex<RowID>.removedSlot : $0 }
        #expect(full._invariantViolations(for: Self.ids) == ["32 of 32 slots taken (want at most half)"])
    }

    @Test func rowLayoutCatchesIdentitiesOutOfStepWithItsIndices() {
        var renamed = RowLayout(ids: ["a", "b"], heights: [40, 60])
        renamed.ids = ["a", "a"]
        let found = renamed._invariantViolations()
        #expect(found == ["IdentityIndex: row 0 (a) is found at 1"] || found == ["IdentityIndex: row 1 (a) is found at 0"])

        var longer = RowLayout(ids: ["a", "b"], heights: [40, 60])
        longer.ids = ["a", "b", "c"]
        #expect(longer._invariantViolations() == ["3 identities and 2 heights"])

        var heights = RowLayout(ids: ["a", "b"], heights: [40, 60])
        heights.heightIndex.tree[1] = 41
        #expect(heights._invariantViolations() == ["HeightIndex: node 1 holds 41.0, its rows sum to 40.0"])
    }
}
