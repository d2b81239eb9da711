import ListCore
import ListData

/// DifferenceKit's benchmark change on a list of `count` rows: delete the block at 20–30 %,
/// insert 10 % new rows at 30 %, shuffle the first 2 %; optionally bump the content version of
/// 5 % of the rows that stay.
///
///     let scenario = Scenario(count: 10_000, contentUpdates: true)
///     scenario.old.count   // 10_000
///
/// - Complexity: O(count).
struct Scenario {
    let count: Int
    let contentUpdates: Bool
    let old: [RowStamp]
    let new: [RowStamp]

    var name: String { contentUpdates ? "+5 % updates" : "del/ins/shuffle" }

    init(count: Int, contentUpdates: Bool, seed: UInt64 = 2024) {
        self.count = count
        self.contentUpdates = contentUpdates
        var random = SplitMix64(seed: seed &+ UInt64(count))
        let old = (0..<count).map { RowStamp(id: RowID("row-\($0)")) }
        var new = old
        new.removeSubrange(count * 2 / 10..<count * 3 / 10)
        new.insert(contentsOf: (0..<count / 10).map { RowStamp(id: RowID("new-\($0)")) }, at: count * 3 / 10)
        new[0..<count * 2 / 100].shuffle(using: &random)
        if contentUpdates {
            var bumped = Set<Int>()
            while bumped.count < count * 5 / 100 {
                let index = Int.random(in: 0..<new.count, using: &random)
                guard new[index].id.rawValue.hasPrefix("row-"), bumped.insert(index).inserted else { continue }
                new[index].version += 1
            }
        }
        self.old = old
        self.new = new
    }
}
