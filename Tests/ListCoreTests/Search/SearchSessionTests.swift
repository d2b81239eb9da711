import Testing
@testable import ListCore

/// A search shows the matching rows in the full list's order; ending it brings back the full list
/// with what happened to the shown rows meanwhile.
@Suite struct SearchSessionTests {
    func rows(_ count: Int, _ random: inout SplitMix64) -> [Row] {
        let words = ["paris", "lima", "pará", "oslo", "parma", "ulm", "porto"]
        return (0..<count).map { Row(id: RowID("r\($0)"), fields: [words[random.next(below: words.count)], "\($0)"]) }
    }

    @Test(arguments: 0..<30)
    func showsExactlyTheMatchesInOrderAndNarrowsFromTheLastResults(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let all = rows(60, &random)
        var session = SearchSession(all: all, columns: [0])
        for query in ["p", "pa", "par", "para", "pa", "", "ulm", "x"] {
            let shown = session.shown(for: SearchQuery(query))
            let expected = all.filter { SearchQuery(query).matches($0, columns: [0]) }
            #expect(shown.map(\.id) == expected.map(\.id), "seed \(seed) query \(query)")
        }
    }

    @Test(arguments: 0..<30)
    func restoringKeepsHiddenRowsAndTheChangesToShownOnes(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let all = rows(40, &random)
        var session = SearchSession(all: all, columns: [0])
        var shown = session.shown(for: SearchQuery("par"))
        // Nothing happened: the full list comes back as it was.
        var copy = session
        #expect(copy.restored(from: shown).map(\.id) == all.map(\.id))
        // Delete some shown rows, change one, reverse the rest, add one.
        let deleted = Set(shown.filter { _ in random.next(below: 3) == 0 }.map(\.id))
        shown.removeAll { deleted.contains($0.id) }
        if !shown.isEmpty { shown[0].fields[1] = "changed"; shown[0].version += 1 }
        shown.reverse()
        shown.append(Row(id: "new", fields: ["parnu", "x"]))
        let restored = session.restored(from: shown)
        let ids = restored.map(\.id)
        #expect(Set(ids).count == ids.count, "no duplicates")
        #expect(Set(ids) == Set(all.map(\.id)).subtracting(deleted).union(["new"]))
        // Hidden rows keep their relative order and their indices among the hidden.
        let hidden = all.filter { !SearchQuery("par").matches($0, columns: [0]) }.map(\.id)
        #expect(ids.filter { hidden.contains($0) } == hidden)
        // Shown rows come back in their current order.
        let shownIDs = Set(shown.map(\.id))
        #expect(ids.filter { shownIDs.contains($0) } == shown.map(\.id))
        if let changed = shown.first(where: { $0.fields[1] == "changed" }) {
            #expect(restored.first { $0.id == changed.id }?.fields[1] == "changed")
        }
    }
}
