@testable import ListCore

/// Random old/new lists for planner property tests, and independent reference answers.
enum BatchPlanFixtures {
    /// A random old list and a new list made from it by random deletions, insertions, moves and
    /// content changes (sometimes a completely unrelated order). Identities are ASCII unless
    /// `unicode` is set, in which case some are not (exercising the `Dictionary` path).
    static func randomPair(_ random: inout BatchSeededRandom, maxCount: Int = 40, unicode: Bool = false)
        -> (old: [RowStamp], new: [RowStamp])
    {
        let count = Int.random(in: 0...maxCount, using: &random)
        var serial = 0
        func freshID(_ random: inout BatchSeededRandom) -> RowID {
            serial += 1
            if unicode && random.chance(0.3) {
                return RowID(["é", "Zürich-", "東京", "e\u{301}x", "Ω"][serial % 5] + String(serial))
            }
            return RowID("r\(serial)")
        }
        let old = (0..<count).map { _ in RowStamp(id: freshID(&random), version: Int.random(in: 0...2, using: &random)) }
        var new = old
        if random.chance(0.1) {
            new.shuffle(using: &random)
        }
        let deletions = random.chance(0.7) ? Int.random(in: 0...max(0, new.count / 3), using: &random) : 0
        for _ in 0..<deletions where !new.isEmpty {
            new.remove(at: Int.random(in: 0..<new.count, using: &random))
        }
        let moves = random.chance(0.7) ? Int.random(in: 0...4, using: &random) : 0
        for _ in 0..<moves where new.count > 1 {
            let row = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(row, at: Int.random(in: 0...new.count, using: &random))
        }
        let insertions = random.chance(0.7) ? Int.random(in: 0...5, using: &random) : 0
        for _ in 0..<insertions {
            new.insert(RowStamp(id: freshID(&random)), at: Int.random(in: 0...new.count, using: &random))
        }
        for index in new.indices where random.chance(0.15) {
            new[index].version += 1
        }
        return (old, new)
    }

    /// Length of a longest increasing subsequence, by the O(k²) textbook recurrence.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    /// Old indices, in new order, of the rows in both lists (linear search: independent of the
    /// planner's hashing).
    static func keptOldIndices(old: [RowStamp], new: [RowStamp]) -> [Int] {
        new.compactMap { row in old.firstIndex { $0.id == row.id } }
    }
}
