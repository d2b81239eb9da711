import Testing
@testable import ListCore

@Suite struct BatchPermutationPlannerTests {
    /// Rows `row-0 …` and a seeded permutation of them: fully shuffled, or a few rows displaced.
    static func reordering(seed: UInt64, count: Int, displaced: Int?) -> (old: [Row], new: [Row], newToOld: [Int]) {
        var random = BatchSeededRandom(seed: seed)
        let old = (0..<count).map { Row(id: RowID("row-\($0)"), fields: ["\($0)"]) }
        var newToOld = Array(0..<count)
        if let displaced, count > 0 {
            for _ in 0..<displaced {
                let from = Int.random(in: 0..<count, using: &random)
                let to = Int.random(in: 0..<count, using: &random)
                newToOld.insert(newToOld.remove(at: from), at: to)
            }
        } else {
            newToOld.shuffle(using: &random)
        }
        return (old, newToOld.map { old[$0] }, newToOld)
    }

    @Test func equalsTheGeneralPlanOnRandomPermutations() {
        for seed in 0..<300 as Range<UInt64> {
            var random = BatchSeededRandom(seed: seed &* 31)
            let count = Int.random(in: 0...200, using: &random)
            let displaced: Int? = random.chance(0.5) ? nil : Int.random(in: 0...5, using: &random)
            let (old, new, newToOld) = Self.reordering(seed: seed, count: count, displaced: displaced)
            let general = ChangePlanner.plan(from: old, to: new)
            let fromPermutation = ChangePlanner.plan(permutation: newToOld, new: new)
            #expect(fromPermutation.moves.count == general.moves.count, "seed \(seed)")
            #expect(fromPermutation == general, "seed \(seed)")
            #expect(fromPermutation.apply(to: old.map(\.id)) == new.map(\.id), "seed \(seed)")
        }
    }

    @Test func movesAreMinimalForAKnownCase() {
        // c a b d → only c moves (a b d keep their order).
        let (old, _, _) = Self.reordering(seed: 0, count: 4, displaced: 0)
        let newToOld = [2, 0, 1, 3]
        let plan = ChangePlanner.plan(permutation: newToOld, new: newToOld.map { old[$0] })
        #expect(plan.moves == [ChangePlan.Move(id: "row-2", from: 2, to: 0)])
        #expect(plan.updates.isEmpty && plan.insertions.isEmpty && plan.deletions.isEmpty)
    }

    @Test func theIdentityPermutationMovesNothing() {
        let (_, new, newToOld) = Self.reordering(seed: 1, count: 50, displaced: 0)
        #expect(ChangePlanner.plan(permutation: newToOld, new: new).isEmpty)
    }
}
