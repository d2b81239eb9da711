import Testing
@testable import ListCore

/// `WindowedSectionNames`: a section model's sections named near a windowed list's window, so a
/// header keeps its identity across a change. When every item votes, the names are those
/// `Sections.names` gives over every item (the whole-list rule); with fewer voters, only they count.
@Suite struct WindowedSectionNamesTests {
    @Test func aSectionIsNamedFreshOnceAndKeepsThatNameUntilAChange() {
        var names = WindowedSectionNames()
        #expect(names.name(of: 0..<8) { _ in "d0" } == "d0")
        #expect(names.name(of: 0..<8) { _ in "other" } == "d0", "asked again while scrolling: the same name")
        #expect(names.name(of: 8..<16) { _ in "a0" } == "a0")
        names.itemsChanged(wasIn: [])
        #expect(names.name(of: 0..<8) { _ in "d7" } == "d7", "no voter: fresh again")
    }

    @Test func aReSortWithinTheSectionsKeepsEveryName() {
        var names = WindowedSectionNames()
        _ = names.name(of: 0..<3) { _ in "d0" }
        _ = names.name(of: 3..<6) { _ in "a0" }
        // Titles descending within each section: item k moves from p to its section's mirror place.
        names.itemsChanged(wasIn: [(2, "d0"), (1, "d0"), (0, "d0"), (5, "a0"), (4, "a0"), (3, "a0")])
        #expect(names.name(of: 0..<3) { _ in "d2" } == "d0")
        #expect(names.name(of: 3..<6) { _ in "a2" } == "a0")
    }

    @Test func theMajorityWinsATieGoesToTheEarlierOldSectionAndATakenNameIsNotGivenTwice() {
        var names = WindowedSectionNames()
        names.itemsChanged(wasIn: [(0, "x"), (1, "y"), (2, "y"), (3, "x"), (4, "y"), (5, "x")])
        #expect(names.name(of: 0..<3) { _ in "f" } == "y", "two of three were in y")
        #expect(names.name(of: 3..<5) { _ in "f" } == "x", "a tie; x was first in the old order (and y is taken)")
        #expect(names.name(of: 5..<6) { _ in "f" } == "f", "x and y taken: fresh")
        #expect(names.name(of: 6..<7) { _ in "f" } == "f\u{2032}1", "a fresh name taken gets a prime")
        #expect(names.name(of: 7..<8) { _ in "f" } == "f\u{2032}2")
    }

    @Test func onlyTheSectionsKeptKeepTheirNamesAndTheVotersStayUntilTheNextChange() {
        var names = WindowedSectionNames()
        names.itemsChanged(wasIn: [(0, "x"), (5, "y")])
        _ = names.name(of: 0..<5) { _ in "f" }
        _ = names.name(of: 5..<9) { _ in "g" }
        names.keep(starts: [5])
        #expect(names.names == [5: "y"])
        #expect(names.name(of: 0..<5) { _ in "f" } == "x", "named again by the same voters")
    }

    /// With every item a voter and the sections named in order, the names are `Sections.names`'
    /// over every item, through random old and new sections and orders (fresh names that no old
    /// section has, so the two rules for a taken fresh name do not meet).
    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyItemVotingGivesTheWholeListNames(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func ranges(_ count: Int) -> [Range<Int>] {
            var result: [Range<Int>] = [], start = 0
            while start < count {
                let end = min(count, start + 1 + Int(random.next() % 6))
                result.append(start..<end)
                start = end
            }
            return result
        }
        for _ in 0..<200 {
            let count = 1 + Int(random.next() % 40)
            let oldRanges = ranges(count)
            let oldNames = oldRanges.indices.map { "o\($0)" }
            let oldKeys = Array(0..<count).shuffled(using: &random)
            let previous = Sections(ranges: oldRanges, itemCount: count, names: oldNames).rowKeys(of: oldKeys)
            let newKeys = oldKeys.shuffled(using: &random)
            let newRanges = ranges(count)
            let expected = Sections.names(ranges: newRanges, itemKeys: newKeys, previous: previous) { "n\($0)" }
            var newPosition: [Int: Int] = [:]
            for (position, key) in newKeys.enumerated() { newPosition[key] = position }
            var wasIn: [(position: Int, name: String)] = []
            for (section, range) in oldRanges.enumerated() {
                for position in range { wasIn.append((newPosition[oldKeys[position]]!, oldNames[section])) }
            }
            var names = WindowedSectionNames()
            names.itemsChanged(wasIn: wasIn)
            let given = newRanges.enumerated().map { section, range in names.name(of: range) { _ in "n\(section)" } }
            #expect(given == expected, "old \(oldRanges) new \(newRanges)")
        }
    }
}
