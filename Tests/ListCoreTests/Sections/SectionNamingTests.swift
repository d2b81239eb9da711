import Testing
@testable import ListCore

/// Sections that have no value of their own (a host's section model) are named after the
/// sections their items were in before, so a header keeps its row when its section stays: a
/// re-sort within sections keeps every header, a section that empties frees its name (its header
/// fades out) and one that appears gets a fresh one (fades in).
@Suite struct SectionNamingTests {
    static func previous(_ values: [String], _ items: [String]) -> [SectionedKey<String>] {
        Sections(values: values).rowKeys(of: items)
    }

    @Test func aReSortWithinTheSectionsKeepsEveryName() {
        let before = Self.previous(["A", "A", "B", "B"], ["a1", "a2", "b1", "b2"])
        let names = Sections.names(ranges: [0..<2, 2..<4], itemKeys: ["a2", "a1", "b2", "b1"], previous: before) { "new\($0)" }
        #expect(names == ["A", "B"])
    }

    @Test func aSectionTakesTheNameMostOfItsItemsHad() {
        let before = Self.previous(["A", "A", "B", "B", "B"], ["a1", "a2", "b1", "b2", "b3"])
        // a2 joined B's items; A keeps a1 alone.
        let names = Sections.names(ranges: [0..<1, 1..<5], itemKeys: ["a1", "a2", "b1", "b2", "b3"],
                                   previous: before) { "new\($0)" }
        #expect(names == ["A", "B"])
    }

    @Test func anEmptiedSectionFreesItsNameAndANewOneIsFresh() {
        let before = Self.previous(["A", "A", "B"], ["a1", "a2", "b1"])
        // A's items go to B and to a new section; A is gone.
        let names = Sections.names(ranges: [0..<2, 2..<3], itemKeys: ["b1", "a1", "a2"], previous: before) { "new\($0)" }
        #expect(names.count == 2 && !names.contains("new0"))
        #expect(Set(names).count == 2, "two sections, two names")
        #expect(names.contains("B") || names.contains("A"))
    }

    @Test func twoSectionsFromOneTakeTheNameOnceAndTheOtherIsFresh() {
        let before = Self.previous(["A", "A", "A"], ["a1", "a2", "a3"])
        let names = Sections.names(ranges: [0..<2, 2..<3], itemKeys: ["a1", "a2", "a3"], previous: before) { "new\($0)" }
        #expect(names == ["A", "new1"])
    }

    @Test func withoutRowsBeforeEverySectionIsFresh() {
        let names = Sections.names(ranges: [0..<1, 1..<2], itemKeys: ["x", "y"], previous: [SectionedKey<String>]()) {
            "new\($0)"
        }
        #expect(names == ["new0", "new1"])
    }

    @Test func aFreshNameAlreadyTakenIsMadeUnique() {
        let before = Self.previous(["new1"], ["a"])
        let names = Sections.names(ranges: [0..<1, 1..<2], itemKeys: ["a", "b"], previous: before) { "new\($0)" }
        #expect(names[0] == "new1" && names[1] != "new1" && names[1].hasPrefix("new1"))
    }

    @Test func namedRangesKeepTheirNames() {
        let sections = Sections(ranges: [0..<2, 2..<3], itemCount: 3, names: ["x", "y"])
        #expect(sections.values == ["x", "y"] && sections.starts == [0, 2])
    }
}
