import Testing
@testable import ListCore

/// An `IdentityIndex` built in parts (`IdentityIndex+Parts.swift`) is a sound table of the same
/// elements for any number of parts: every element found where it is, a repeat refused (or,
/// allowed, every occurrence found), the invariants kept; and a large layout takes that path.
@Suite struct IdentityIndexPartsTests {
    /// Elements that share a hash eight at a time: long probe runs, many of them past the end of
    /// a part's stretch of slots.
    struct Clustered: Hashable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value / 8) }
    }

    @Test func anyNumberOfPartsIndexesTheElementsAndFindsRepeats() throws {
        var random = SplitMix64(seed: 88)
        for round in 0..<300 {
            let count = Int.random(in: 0...300, using: &random)
            let repeats = round % 3 == 0 && count > 1
            var values = Array(0..<count).shuffled(using: &random)
            if repeats { values[Int.random(in: 0..<count, using: &random)] = values[Int.random(in: 0..<count, using: &random)] }
            let elements = values.map(Clustered.init)
            let unique = Set(elements).count == count
            for parts in 1...5 {
                let index = IdentityIndex(elements, parts: parts)
                #expect((index != nil) == unique, "round \(round), \(parts) parts")
                if let index {
                    #expect(index._invariantViolations(for: elements).isEmpty, "round \(round), \(parts) parts")
                    #expect(elements.indices.allSatisfy { index.index(of: elements[$0], in: elements) == $0 })
                    #expect(index.index(of: Clustered(value: -1), in: elements) == nil)
                }
                let all = try #require(IdentityIndex(elements, allowingDuplicates: true, parts: parts))
                #expect(all._invariantViolations(for: elements).isEmpty, "round \(round), \(parts) parts, duplicates allowed")
                #expect(all.hasDuplicates == !unique)
                for element in Set(elements) {
                    #expect(all.indices(of: element, in: elements).sorted() == elements.indices.filter { elements[$0] == element })
                }
            }
        }
    }

    @Test func aLargeLayoutIsBuiltInPartsAndFindsEveryRow() throws {
        let count = IdentityIndex<RowID>.elementsInParts + 4_464
        let rows = (0..<count).map { Row(id: RowID("row-\($0)"), fields: ["\($0)"], height: Double(40 + $0 % 3)) }
        let layout = RowLayout(rows: rows)
        #expect(layout.ids == rows.map(\.id))
        #expect(layout.heights == rows.map(\.height))
        #expect((0..<count).allSatisfy { layout.index(of: rows[$0].id) == $0 })
        #expect(layout.index(of: RowID("row-\(count)")) == nil)
        // A repeat in a large list is refused too.
        #expect(IdentityIndex(rows.map(\.id) + [rows[count / 2].id]) == nil)
    }
}
