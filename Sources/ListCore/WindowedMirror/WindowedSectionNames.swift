/// Names for the sections of a windowed list that have no value of their own (a host's section
/// model gives ranges only: `SectionSource.ranges`), so that a header keeps its identity across a
/// change as `WindowedHeaderRows` pairs headers by name (docs/windowed-mirror.md §3.11). As
/// `Sections.names` does over every item, a section takes the name of the section most of its
/// items were in before the change, unless a section near it took that name; any other is named
/// `fresh`. Only the items the list tracked in its window before the change vote, and only the
/// sections near the window keep a name: nothing is kept per item of the model.
///
///     var names = WindowedSectionNames()
///     names.name(of: 0..<8) { _ in "d0" }                  // "d0": fresh (its first item's title)
///     names.itemsChanged(wasIn: [(position: 7, name: "d0"), (position: 6, name: "d0")])
///     names.name(of: 0..<8) { _ in "d7" }                  // "d0": its items were in "d0"
///     names.keep(starts: [0])                              // the sections shown: the others forgotten
///
/// A name is given once per section start until the next change (`itemsChanged`) or `keep` drops
/// it, so a window that scrolls names a section as it did. Two sections near the window never
/// share a name: a fresh name already taken gets a prime and a number (`d0′1`).
///
/// - Complexity: storage O(s + w) for s sections named near a window of w rows; `name(of:)`
///   O(1) when known, else O(log w + the voters in the range + s).
package struct WindowedSectionNames: Sendable {
    /// The names given since the last change, by the section's first item's position.
    package private(set) var names: [Int: String] = [:]
    /// The last change's voters by their new position (ascending): the name of the section each
    /// was in before it, and that name's rank (its first place in the old order: ties go to the
    /// earlier section).
    private var voters: [Voter] = []

    private struct Voter: Sendable {
        var position: Int
        var name: String
        var rank: Int
    }

    /// No section named yet.
    package init() {}

    /// The name of the section `range` (a section's items, by position): the one it has; else
    /// the name of the section most of the last change's voters in `range` were in, not taken by
    /// another section; else `fresh(range)`.
    ///
    /// - Complexity: O(1) when named; else O(log w + v + s) for the v voters in `range` and the
    ///   s sections named.
    package mutating func name(of range: Range<Int>, fresh: (Range<Int>) -> String) -> String {
        if let name = names[range.lowerBound] { return name }
        let taken = Set(names.values)
        var votes: [String: (count: Int, rank: Int)] = [:]
        let first = voters.partitioningIndex { $0.position >= range.lowerBound }
        for voter in voters[first...] {
            guard voter.position < range.upperBound else { break }
            guard !taken.contains(voter.name) else { continue }
            votes[voter.name, default: (0, voter.rank)].count += 1
        }
        let best = votes.min { a, b in a.value.count != b.value.count ? a.value.count > b.value.count : a.value.rank < b.value.rank }
        var name = best?.key ?? fresh(range)
        if taken.contains(name) {
            let base = name
            var number = 1
            repeat {
                name = base + "\u{2032}" + String(number)
                number += 1
            } while taken.contains(name)
        }
        names[range.lowerBound] = name
        return name
    }

    /// The model changed: every name is given again. `wasIn` are the items the list tracked
    /// before the change, in their old order, each with its position after the change and the
    /// name of the section it was in.
    ///
    /// - Complexity: O(v log v) for the v voters.
    package mutating func itemsChanged(wasIn: [(position: Int, name: String)]) {
        names = [:]
        var ranks: [String: Int] = [:]
        voters = wasIn.map { entry in
            let rank = ranks[entry.name] ?? ranks.count
            ranks[entry.name] = rank
            return Voter(position: entry.position, name: entry.name, rank: rank)
        }
        voters.sort { $0.position < $1.position }
    }

    /// Only the sections starting at `starts` (those shown) keep their names.
    ///
    /// - Complexity: O(s + k) for the k starts.
    package mutating func keep(starts: some Sequence<Int>) {
        let kept = Set(starts)
        names = names.filter { kept.contains($0.key) }
    }
}
