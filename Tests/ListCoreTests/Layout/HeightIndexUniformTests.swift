import Testing
@testable import ListCore

/// Rows of one height are kept as that height and a count (no arrays), and answer every lookup
/// exactly as the Fenwick tree of the same heights does, fractional and zero heights included;
/// the first different height builds the tree.
@Suite struct HeightIndexUniformTests {
    @Test(arguments: [56.0, 44.3, 0.1, 17.25, 0])
    func aUniformIndexAnswersAsTheTreeOfTheSameHeights(height: Double) {
        let count = 1_000
        let uniform = HeightIndex(Array(repeating: height, count: count))
        var tree = HeightIndex([height + 1] + Array(repeating: height, count: count - 1))
        tree.setHeight(height, at: 0)   // the same heights, kept as a tree
        #expect(uniform.isUniform && uniform.varied.isEmpty && uniform.tree.isEmpty)
        #expect(!tree.isUniform)
        for index in 0...count {
            #expect(abs(uniform.offset(of: index) - tree.offset(of: index)) <= 1e-9 * max(1, tree.offset(of: index)))
        }
        for index in 0..<count where height > 0 {
            #expect(uniform.index(containing: uniform.offset(of: index)) == index)
            #expect(uniform.countOfRows(startingAbove: uniform.offset(of: index) + height / 2) == index + 1)
        }
        for y in stride(from: -1.0, to: Double(count) * height + 2, by: max(height, 1) / 3) {
            let expected = (0..<count).first { uniform.offset(of: $0) <= y && y < uniform.offset(of: $0 + 1) }
            #expect(uniform.index(containing: y) == expected, "y \(y)")
            #expect(uniform.countOfRows(startingAbove: y) == (0..<count).count { uniform.offset(of: $0) < y }, "y \(y)")
        }
        #expect(uniform._invariantViolations().isEmpty)
    }

    @Test func anotherHeightBuildsTheTreeAndTheSameOneKeepsNone() {
        var index = HeightIndex(Array(repeating: 40, count: 5))
        index.setHeight(40, at: 2)
        #expect(index.isUniform)
        index.setHeight(60, at: 2)
        #expect(!index.isUniform && index.heights == [40, 40, 60, 40, 40])
        #expect(index.offset(of: 3) == 140 && index.index(containing: 139) == 2 && index.total == 220)
        #expect(index._invariantViolations().isEmpty)
    }

    @Test func aReorderedUniformLayoutStaysUniform() {
        let layout = RowLayout(ids: ["a", "b", "c"], heights: [50, 50, 50])
        let reordered = layout.reordered(by: [2, 0, 1])
        #expect(reordered.heightIndex.isUniform && reordered.ids == ["c", "a", "b"] && reordered.contentHeight == 150)
        #expect(reordered.index(atY: 120) == 2 && reordered.top(of: "a") == 50)
    }
}
