import Testing
@testable import ListCore

/// `WindowHeights` against `HeightIndex` as the oracle: on the rows it measured it places rows
/// exactly as a `HeightIndex` over "measured height, else the estimate" (same `top`, same
/// `index(containing:)`, same `total`), and once every row is measured, exactly as a `HeightIndex`
/// over the true heights.
@Suite struct WindowHeightsTests {
    @Test func theDocumentedExample() {
        var heights = WindowHeights.estimating(count: 1_000, defaultHeight: 40)
        #expect(heights.total == 40_000)
        heights.setHeights([(position: 0, height: 30), (position: 1, height: 50), (position: 2, height: 50)])
        #expect(heights.estimate == 50)
        #expect(heights.top(of: 3) == 130)
        #expect(heights.top(of: 10) == 480)
        #expect(WindowHeights.uniform(count: 10_000_000, height: 28).total == 280_000_000)
        #expect(WindowHeights.uniform(count: 100, height: 10).visibleRange(offset: 25, viewportHeight: 30) == 2..<6)
    }

    @Test func uniformRowsStoreNothingAndIgnoreMeasurements() {
        var heights = WindowHeights.uniform(count: 5, height: 20)
        heights.setHeights([(position: 2, height: 90)])
        #expect(heights.height(at: 2) == 20 && heights.measuredCount == 0)
        #expect(heights.index(containing: 99.9) == 4 && heights.index(containing: 100) == nil)
        heights.itemsChanged(position: 1, removed: 2, added: 5)
        #expect(heights.count == 8 && heights.total == 160)
        heights.setUniformHeight(30)
        #expect(heights.top(of: 3) == 90)
    }

    @Test func aReSortCarriesTheMovedRowsHeightsAndForgetsTheOthers() {
        var heights = WindowHeights.estimating(count: 10, defaultHeight: 40)
        heights.setHeights([(position: 2, height: 10), (position: 3, height: 70), (position: 8, height: 90)])
        heights.itemsChanged(position: 0, removed: 10, added: 10, moves: [(from: 3, to: 0), (from: 8, to: 9)])
        #expect(heights.isMeasured(0) && heights.isMeasured(9) && !heights.isMeasured(2) && heights.measuredCount == 2)
        #expect(heights.height(at: 0) == 70 && heights.height(at: 9) == 90)
    }

    @Test func theOldestMeasurementsBeyondTheLimitAreForgottenButNotTheWindows() {
        var heights = WindowHeights.estimating(count: 100, defaultHeight: 40, limit: 3)
        heights.setHeights((0..<5).map { (position: $0, height: 10) })
        #expect(heights.measuredCount == 3 && !heights.isMeasured(0) && heights.isMeasured(4))
        heights.setHeights((50..<56).map { (position: $0, height: 20) }, keeping: 50..<56)
        #expect(heights.measuredCount == 9 && heights.isMeasured(50))
    }

    @Test func forgettingMeasurementsKeepsOnlyTheWindowsAndTheEstimateFollows() {
        var heights = WindowHeights.estimating(count: 100, defaultHeight: 40)
        heights.setHeights([(position: 3, height: 10), (position: 50, height: 60), (position: 51, height: 70)])
        heights.forgetMeasurements(keeping: 50..<60)
        #expect(heights.measuredCount == 2 && !heights.isMeasured(3) && heights.isMeasured(50))
        #expect(heights.estimate == 70 && heights.height(at: 3) == 70 && heights.top(of: 51) == 50 * 70 + 60)
        var uniform = WindowHeights.uniform(count: 10, height: 28)
        uniform.forgetMeasurements(keeping: 0..<0)
        #expect(uniform.total == 280)
    }

    @Test func theChecksCatchABrokenTree() {
        var heights = WindowHeights.estimating(count: 10, defaultHeight: 40)
        heights.setHeights([(position: 1, height: 30)])
        heights.tree[1] += 1
        #expect(heights._invariantViolations() == ["node 1 holds 31.0, its rows sum to 30.0"])
    }

    @Test(arguments: TestSeed.seeds(3))
    func placesRowsAsAHeightIndexOverTheMeasuredAndEstimatedHeights(seed: UInt64) {
        var random = BatchSeededRandom(seed: seed)
        let choices: [Double] = [0, 17.5, 28, 40, 56, 56, 56, 92.25]
        for round in 0..<60 {
            let label = "round \(round), \(TestSeed.label(seed))"
            let count = Int.random(in: 0...120, using: &random)
            var truth = (0..<count).map { _ in choices.randomElement(using: &random)! }
            // What the model's rows measured as, in the model's order (nil: not measured).
            var measured = [Double?](repeating: nil, count: count)
            var heights = WindowHeights.estimating(count: count, defaultHeight: 40, limit: 10_000)
            for _ in 0..<12 {
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !truth.isEmpty, 1 where !truth.isEmpty:   // a window of rows measured
                    let start = Int.random(in: 0..<truth.count, using: &random)
                    let window = start..<min(truth.count, start + Int.random(in: 1...15, using: &random))
                    heights.setHeights(window.map { (position: $0, height: truth[$0]) }, keeping: window)
                    for position in window { measured[position] = truth[position] }
                default:   // items-changed, measured rows of the span moved at random or gone
                    let removed = Int.random(in: 0...min(8, truth.count), using: &random)
                    let position = Int.random(in: 0...(truth.count - removed), using: &random)
                    let added = Int.random(in: 0...8, using: &random)
                    var addedTruth = (0..<added).map { _ in choices.randomElement(using: &random)! }
                    var addedMeasured = [Double?](repeating: nil, count: added)
                    var moves: [(from: Int, to: Int)] = []
                    var targets = Array(0..<added).shuffled(using: &random)
                    for old in position..<position + removed where measured[old] != nil && !targets.isEmpty && random.chance(0.5) {
                        let target = targets.removeLast()
                        moves.append((old, position + target))
                        addedTruth[target] = truth[old]
                        addedMeasured[target] = measured[old]
                    }
                    truth.replaceSubrange(position..<position + removed, with: addedTruth)
                    measured.replaceSubrange(position..<position + removed, with: addedMeasured)
                    heights.itemsChanged(position: position, removed: removed, added: added, moves: moves.shuffled(using: &random))
                }
                let estimate = heights.estimate
                let effective = measured.map { $0 ?? estimate }
                let oracle = HeightIndex(effective)
                #expect(heights.count == truth.count, "\(label)")
                #expect(heights._invariantViolations().isEmpty, "\(label)")
                if measured.contains(where: { $0 != nil }) {
                    let sorted = measured.compactMap { $0 }.sorted()
                    #expect(estimate == sorted[sorted.count / 2], "the median of the measured, \(label)")
                } else {
                    #expect(estimate == 40, "\(label)")
                }
                for position in 0...heights.count {
                    #expect(abs(heights.top(of: position) - oracle.offset(of: position)) < 1e-6, "top of \(position), \(label)")
                }
                for position in 0..<heights.count {
                    #expect(heights.height(at: position) == effective[position], "\(label)")
                    #expect(heights.isMeasured(position) == (measured[position] != nil), "\(label)")
                    // Each row is found at its own top (exactly), and where the oracle finds it.
                    if effective[position] > 0 {
                        let top = heights.top(of: position)
                        #expect(heights.index(containing: top) == position, "row \(position) at its top, \(label)")
                        #expect(heights.index(containing: top + effective[position] / 2)
                                == oracle.index(containing: oracle.offset(of: position) + effective[position] / 2), "\(label)")
                    }
                }
                #expect(abs(heights.total - oracle.total) < 1e-6, "\(label)")
                #expect(heights.index(containing: heights.total) == nil && heights.index(containing: -1) == nil, "\(label)")
            }
            // Every row measured: exactly the true heights.
            if !truth.isEmpty {
                heights.setHeights(truth.indices.map { (position: $0, height: truth[$0]) }, keeping: truth.indices)
                let exact = HeightIndex(truth)
                for position in 0...truth.count {
                    #expect(abs(heights.top(of: position) - exact.offset(of: position)) < 1e-6, "all measured, \(label)")
                }
                #expect(abs(heights.total - exact.total) < 1e-6, "\(label)")
            }
        }
    }
}
