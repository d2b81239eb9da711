import Testing
@testable import ListCore

/// The key table of `ModelMirror`: an `IdentityIndex` that allows an element more than once (a
/// model may hold one item twice) finds every occurrence, picks the first one a caller wants,
/// and keeps doing so after a merge moved, removed and added elements.
@Suite struct IdentityIndexDuplicatesTests {
    @Test func everyOccurrenceIsFoundAndTheFirstWantedOneChosen() throws {
        let keys: [UInt] = [7, 3, 7, 9, 7]
        let index = try #require(IdentityIndex(keys, allowingDuplicates: true))
        #expect(index.indices(of: 7, in: keys).sorted() == [0, 2, 4])
        #expect(index.indices(of: 5, in: keys).isEmpty)
        #expect(index.firstIndex(of: 7, in: keys, where: { _ in true }) == 0)
        #expect(index.firstIndex(of: 7, in: keys, where: { $0 > 0 }) == 2)
        #expect(index.firstIndex(of: 7, in: keys, where: { $0 > 4 }) == nil)
        #expect(IdentityIndex(keys) == nil)   // unique by default
    }

    @Test func aMergeKeepsEveryOccurrence() throws {
        let keys: [UInt] = [7, 3, 7, 9, 1]
        let index = try #require(IdentityIndex(keys, allowingDuplicates: true))
        // 3 removed, the two 7s swapped, a third 7 and an 8 added at the end: [7, 7, 9, 1, 7, 8].
        let newKeys: [UInt] = [7, 7, 9, 1, 7, 8]
        let merged = try #require(index.merged(oldToNew: [1, -1, 0, 2, 3], inserted: [4, 5], ids: newKeys))
        #expect(merged.indices(of: 7, in: newKeys).sorted() == [0, 1, 4])
        #expect(merged.indices(of: 3, in: newKeys).isEmpty && merged.indices(of: 8, in: newKeys) == [5])
        #expect(merged._invariantViolations(for: newKeys).isEmpty)
    }
}
