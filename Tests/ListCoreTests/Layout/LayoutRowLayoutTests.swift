import Testing
@testable import ListCore

/// `HeightIndex`, `RowLayout` and `ListState` geometry against a brute-force model: plain
/// prefix sums over the same heights, searched linearly.
@Suite struct LayoutRowLayoutTests {
    /// SplitMix64, seeded per test so every failure reproduces.
    typealias SeededRandom = SplitMix64

    /// The obviously correct layout: tops by summing, lookups by scanning.
    struct Model {
        let heights: [Double]
        /// `tops[i]` is the sum of `heights[0 ..< i]`; `tops[count]` is the total.
        let tops: [Double]

        init(heights: [Double]) {
            self.heights = heights
            var tops = [0.0]
            for h in heights { tops.append(tops.last! + h) }
            self.tops = tops
        }

        var total: Double { tops.last! }

        func index(atY y: Double) -> Int? {
            heights.indices.first { tops[$0] <= y && y < tops[$0] + heights[$0] }
        }

        /// Rows of positive height that intersect `[top, bottom)`, as one range from the first to
        /// the last of them (zero-height rows in between are inside it).
        func visibleRange(top: Double, bottom: Double) -> Range<Int> {
            let hit = heights.indices.filter {
                heights[$0] > 0 && tops[$0] < bottom && tops[$0] + heights[$0] > top
            }
            guard let first = hit.first, let last = hit.last else { return 0..<0 }
            return first..<(last + 1)
        }
    }

    /// Integer heights (so prefix sums are exact) with plenty of zero-height rows and runs of them.
    static func randomHeights(count: Int, using random: inout SeededRandom) -> [Double] {
        (0..<count).map { _ in
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: 0
            case 2: 44
            case 3: 56
            case 4: 72
            default: Double(Int.random(in: 1...120, using: &random))
            }
        }
    }

    static func layout(_ heights: [Double]) -> RowLayout {
        RowLayout(ids: heights.indices.map { RowID("r\($0)") }, heights: heights)
    }

    /// Interesting y positions: every boundary, just around it, and random points beyond both ends.
    static func probes(_ model: Model, count: Int, using random: inout SeededRandom) -> [Double] {
        let total = model.total
        var ys = model.tops + model.tops.map { $0 - 0.5 } + model.tops.map { $0 + 0.5 } + [-1, -0.001, total, total + 1]
        for _ in 0..<count { ys.append(Double.random(in: -20...(total + 20), using: &random)) }
        return ys
    }

    // MARK: HeightIndex and RowLayout

    @Test(arguments: [1, 2, 3, 7, 8, 9, 64, 100, 257, 1000])
    func topsMatchPrefixSums(_ count: Int) {
        var random = SeededRandom(seed: TestSeed.base &+ UInt64(count))
        let heights = Self.randomHeights(count: count, using: &random)
        let model = Model(heights: heights)
        let layout = Self.layout(heights)
        #expect((0...count).map { layout.top(of: $0) } == model.tops)
        #expect(layout.contentHeight == model.total)
        #expect(layout.heights == heights)
        #expect((0..<count).map { layout.height(at: $0) } == heights)
    }

    @Test(arguments: [1, 2, 5, 16, 33, 300, 1025])
    func indexAtYMatchesTheModelIncludingBoundariesAndZeroHeightRows(_ count: Int) {
        var random = SeededRandom(seed: TestSeed.base &+ 1000 + UInt64(count))
        let heights = Self.randomHeights(count: count, using: &random)
        let model = Model(heights: heights)
        let layout = Self.layout(heights)
        for y in Self.probes(model, count: 3000, using: &random) {
            let found = layout.index(atY: y)
            #expect(found == model.index(atY: y), "y = \(y)")
            if let found { #expect(heights[found] > 0) }
        }
    }

    @Test func visibleRangeMatchesTheModel() {
        var random = SeededRandom(seed: TestSeed.base &+ 7)
        for round in 0..<40 {
            let heights = Self.randomHeights(count: Int.random(in: 1...400, using: &random), using: &random)
            let model = Model(heights: heights)
            let layout = Self.layout(heights)
            let total = model.total
            let tops = model.tops
            for _ in 0..<200 {
                // Offsets and viewport edges on row boundaries half of the time.
                let offset = Bool.random(using: &random)
                    ? tops.randomElement(using: &random)! : Double.random(in: -100...(total + 50), using: &random)
                let height = Bool.random(using: &random)
                    ? tops.randomElement(using: &random)! - offset : Double.random(in: 0...600, using: &random)
                let expected = height > 0
                    ? model.visibleRange(top: max(0, offset), bottom: offset + height) : 0..<0
                let found = layout.visibleRange(offset: offset, viewportHeight: height)
                #expect(found == expected, "round \(round): offset \(offset), height \(height)")
            }
        }
    }

    @Test func visibleRangeEdgeCases() {
        let layout = Self.layout([10, 0, 0, 10])
        #expect(layout.visibleRange(offset: 0, viewportHeight: 10) == 0..<1)  // row 3 starts at the edge
        #expect(layout.visibleRange(offset: 5, viewportHeight: 10) == 0..<4)
        #expect(layout.visibleRange(offset: 10, viewportHeight: 10) == 3..<4)
        #expect(layout.visibleRange(offset: 20, viewportHeight: 10).isEmpty)
        #expect(layout.visibleRange(offset: -30, viewportHeight: 10).isEmpty)
        #expect(layout.visibleRange(offset: 0, viewportHeight: 0).isEmpty)
        // A sliver thinner than any epsilon still shows exactly the row under it.
        #expect(layout.visibleRange(offset: 10, viewportHeight: 1e-12) == 3..<4)
        #expect(layout.visibleRange(offset: 0, viewportHeight: 5e-10) == 0..<1)
        #expect(Self.layout([]).visibleRange(offset: 0, viewportHeight: 100).isEmpty)
        #expect(Self.layout([0, 0]).visibleRange(offset: 0, viewportHeight: 100).isEmpty)
    }

    /// Far down a long list positions are large doubles; row edges must still be exact.
    @Test func visibleRangeStaysExactInAMillionRows() {
        let count = 1_000_000
        let layout = Self.layout(Array(repeating: 56, count: count))
        #expect(layout.visibleRange(offset: 56 * 500_000, viewportHeight: 560) == 500_000..<500_010)
        #expect(layout.visibleRange(offset: 56 * 500_000 - 1, viewportHeight: 560) == 499_999..<500_010)
        #expect(layout.visibleRange(offset: 56 * Double(count - 10), viewportHeight: 10_000) == (count - 10)..<count)
        #expect(layout.index(atY: 56 * 777_777) == 777_777)
        #expect(layout.index(atY: 56 * 777_777 - 0.25) == 777_776)
    }

    @Test func setHeightThenEverythingStillMatches() {
        var random = SeededRandom(seed: TestSeed.base &+ 99)
        var heights = Self.randomHeights(count: 500, using: &random)
        var layout = Self.layout(heights)
        for step in 0..<300 {
            let index = Int.random(in: 0..<heights.count, using: &random)
            let height = [0, 44, 56, 72, Double(Int.random(in: 1...200, using: &random))].randomElement(using: &random)!
            heights[index] = height
            layout.setHeight(height, of: RowID("r\(index)"))
            let model = Model(heights: heights)
            #expect(layout.height(at: index) == height)
            #expect(layout.contentHeight == model.total, "step \(step)")
            if step % 30 == 0 {
                #expect((0...heights.count).map { layout.top(of: $0) } == model.tops, "step \(step)")
            }
            for y in Self.probes(model, count: 20, using: &random).shuffled(using: &random).prefix(40) {
                #expect(layout.index(atY: y) == model.index(atY: y), "step \(step), y = \(y)")
            }
        }
        layout.setHeight(500, of: "not-a-row")  // unknown ids are ignored
        #expect(layout.contentHeight == Model(heights: heights).total)
    }

    /// With fractional heights the sums are rounded, but `top(of:)` and `index(atY:)` must agree.
    @Test func fractionalHeightsAreSelfConsistent() {
        var random = SeededRandom(seed: TestSeed.base &+ 5)
        let heights = (0..<2000).map { _ in Double(Int.random(in: 0...400, using: &random)) * 0.1 }
        var layout = Self.layout(heights)
        for round in 0..<2 {
            for index in heights.indices where layout.height(at: index) > 0 {
                let top = layout.top(of: index)
                #expect(layout.index(atY: top) == index, "round \(round), row \(index)")
                #expect(layout.top(of: index + 1) >= top)
            }
            for _ in 0..<100 {
                let index = Int.random(in: 0..<heights.count, using: &random)
                layout.setHeight(Double(Int.random(in: 1...400, using: &random)) * 0.37, of: RowID("r\(index)"))
            }
        }
    }

    @Test func identitiesMapToIndices() {
        var layout = RowLayout(ids: ["a", "b", "c"], heights: [40, 60, 50])
        #expect(layout.index(of: "b") == 1)
        #expect(layout.top(of: RowID("c")) == 100)
        #expect(layout.top(of: RowID("z")) == nil)
        #expect(layout.contains("a") && !layout.contains("z"))
        layout.replace(ids: ["c", "a"], heights: [50, 40])
        #expect(layout.index(of: "a") == 1 && layout.index(of: "b") == nil)
        #expect(layout.top(of: RowID("a")) == 50)
        #expect(layout.count == 2 && !layout.isEmpty)
    }

    @Test func emptyLayout() {
        let layout = Self.layout([])
        #expect(layout.isEmpty && layout.contentHeight == 0 && layout.top(of: 0) == 0)
        #expect(layout.index(atY: 0) == nil)
    }

    // MARK: ListState geometry

    @Test func controllerGeometryMatchesTheModelWithHeaderAndScroll() {
        var random = SeededRandom(seed: TestSeed.base &+ 2024)
        for round in 0..<30 {
            let heights = Self.randomHeights(count: Int.random(in: 1...300, using: &random), using: &random)
            let model = Model(heights: heights)
            let tops = model.tops
            let list = ListState(rows: heights.enumerated().map { Row(id: RowID("r\($0)"), fields: [], height: $1) })
            list.viewportHeight = Double(Int.random(in: 50...800, using: &random))
            list.headerHeight = [0, 44, 120, 1000].randomElement(using: &random)!
            for _ in 0..<30 {
                list.scroll(to: Double.random(in: -50...(list.contentHeight + 50), using: &random).rounded())
                let header = list.headerHeight
                let scroll = list.scrollOffset
                let viewport = list.viewportHeight
                #expect(scroll >= 0 && scroll <= max(0, header + model.total - viewport))

                for index in heights.indices.shuffled(using: &random).prefix(20) {
                    #expect(list.viewportY(ofRowAt: index) == header + tops[index] - scroll)
                }
                for _ in 0..<40 {
                    let y = Bool.random(using: &random)
                        ? header + tops.randomElement(using: &random)! - scroll
                        : Double.random(in: -10...(viewport + 10), using: &random)
                    let contentY = y + scroll - header
                    let expected = contentY < 0 ? nil : model.index(atY: contentY)
                    #expect(list.rowIndex(atViewportY: y) == expected, "round \(round), y \(y)")
                }
                // Rows whose viewport span intersects [0, viewportHeight).
                let visibleTop = max(0, scroll - header)
                let expected = model.visibleRange(top: visibleTop, bottom: scroll - header + viewport)
                #expect(list.visibleRange == expected, "round \(round), scroll \(scroll), header \(header)")
                #expect(list.frame(at: 0).map(\.index) == Array(expected))
            }
        }
    }

    @Test func headerPushesRowsDownAndHidesThemWhenTallerThanTheViewport() {
        let list = ListState(rows: (0..<10).map { Row(id: RowID("r\($0)"), fields: [], height: 50) })
        list.viewportHeight = 200
        list.headerHeight = 120
        #expect(list.visibleRange == 0..<2)
        #expect(list.viewportY(ofRowAt: 1) == 170)
        #expect(list.rowIndex(atViewportY: 119.5) == nil)  // header
        #expect(list.rowIndex(atViewportY: 120) == 0)
        #expect(list.rowIndex(atViewportY: 199) == 1)
        list.scroll(to: 130)  // header scrolled away, 10 points into row 0
        #expect(list.visibleRange == 0..<5)
        #expect(list.viewportY(ofRowAt: 0) == -10)
        #expect(list.rowIndex(atViewportY: 0) == 0)
        #expect(list.rowIndex(atViewportY: 40) == 1)
        list.scroll(to: 0)
        list.headerHeight = 200
        #expect(list.visibleRange.isEmpty)
        list.headerHeight = 200 - 1e-10  // an animating header a hair short of the viewport
        #expect(list.visibleRange == 0..<1)
    }

    @Test func scrollIsClampedToTheContent() {
        let list = ListState(rows: (0..<10).map { Row(id: RowID("r\($0)"), fields: [], height: 50) })
        list.viewportHeight = 200
        list.headerHeight = 100
        #expect(list.contentHeight == 600)
        #expect(list.maxScrollOffset == 400)
        #expect(list.scroll(to: -30) == 0 && list.scrollOffset == 0)
        #expect(list.scroll(to: 1000) == 400 && list.scrollOffset == 400)
        #expect(list.scroll(to: 350) == -50)
        #expect(list.visibleRange == 5..<9)  // rows 250 ..< 450 fill the viewport

        list.scroll(to: 400)
        list.headerHeight = 0  // content shrinks: scroll follows the new maximum
        #expect(list.scrollOffset == 300)
        list.viewportHeight = 450
        #expect(list.scrollOffset == 50)
        list.setRows(Array(list.rows.prefix(3)))
        #expect(list.maxScrollOffset == 0 && list.scrollOffset == 0)
        list.viewportHeight = 0
        #expect(list.visibleRange.isEmpty)
    }
}
