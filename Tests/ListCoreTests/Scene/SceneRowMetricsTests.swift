import Testing
@testable import ListCore

/// Issue 9: heights from the font — every row's height is the padding plus its lines, set
/// through the layout, re-laid out animated when the metrics change.
@Suite struct SceneRowMetricsTests {
    typealias F = SceneFixture
    static let small = RowMetrics(padding: 16, titleLine: 18, subtitleLine: 16, descriptionLine: 16)
    static let large = RowMetrics(padding: 16, titleLine: 32, subtitleLine: 28, descriptionLine: 28)

    @Test func heightIsPaddingPlusTheLinesTheRowShows() {
        let m = Self.small
        #expect(m.height(of: Row(id: "a", fields: ["Tokyo", "Japan"], detail: "Big.")) == 66)
        #expect(m.height(of: Row(id: "b", fields: ["Tokyo", "Japan"])) == 50)
        #expect(m.height(of: Row(id: "c", fields: ["Tokyo"], detail: "Big.")) == 50)
        // A column equal to the description is not a subtitle; an empty one neither.
        #expect(m.height(of: Row(id: "d", fields: ["Tokyo", "", "Big."], detail: "Big.")) == 50)
    }

    @Test func everyRowGetsItsExactHeightThroughTheLayout() {
        let scene = F.scene()
        scene.setRowMetrics(Self.small, at: 0, animated: false)
        _ = F.frame(scene, at: 0.5)
        let rows = scene.list.rows
        #expect(rows.allSatisfy { $0.height == Self.small.height(of: $0) })
        #expect(scene.list.layout.heights == rows.map(\.height))
        #expect(scene.list.layout.contentHeight == rows.map(\.height).reduce(0, +))
    }

    @Test func aLargerFontReLaysOutAnimatedAndEndsExact() {
        let scene = F.scene()
        scene.setRowMetrics(Self.small, at: 0, animated: false)
        _ = F.frame(scene, at: 1)
        let index = 3
        let before = scene.list.viewportY(ofRowAt: index)
        scene.setRowMetrics(Self.large, at: 1)
        let after = scene.list.viewportY(ofRowAt: index)
        #expect(after > before + 100, "\(before) → \(after)")
        let id = scene.list.layout.ids[index]
        let midFrame = F.frame(scene, at: 1.15)
        guard let mid = midFrame.rows.first(where: { $0.id == id }) else {
            Issue.record("\(id) not in the frame: \(midFrame.rows.map { ($0.id, $0.y) })")
            return
        }
        #expect(mid.y > before + 1 && mid.y < after - 1, "mid-animation y \(mid.y) not between \(before) and \(after)")
        let end = F.frame(scene, at: 2).rows.first { $0.id == id }!
        #expect(end.y == after && end.height == Self.large.height(of: scene.list.rows[index]))
    }

    @Test func theSameMetricsAgainChangeNothing() {
        let scene = F.scene()
        scene.setRowMetrics(Self.small, at: 0, animated: false)
        _ = F.frame(scene, at: 1)
        scene.setRowMetrics(Self.small, at: 1)
        #expect(!scene.animator.isAnimating)
    }
}
