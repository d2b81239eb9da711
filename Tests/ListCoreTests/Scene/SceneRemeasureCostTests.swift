import Testing
@testable import ListCore

/// Issue 21: a font change at a million rows plans no row and animates only the visible ones;
/// heights come from the row's style (its lines), not from a batch plan over every row.
@Suite struct SceneRemeasureCostTests {
    typealias F = SceneFixture
    static let small = RowMetrics(padding: 16, titleLine: 18, subtitleLine: 16, descriptionLine: 16)
    static let large = RowMetrics(padding: 16, titleLine: 32, subtitleLine: 28, descriptionLine: 28)
    static let count = 1_000_000

    @Test func aMetricsChangeAtAMillionRowsPlansOnlyVisibleMotion() {
        let scene = F.scene(rows: Self.count)
        scene.setRowMetrics(Self.small, at: 0, animated: false)
        scene.list.scroll(to: 40_000)
        _ = F.frame(scene, at: 1)
        let planned = scene.animator.rowsPlanned
        let visible = scene.list.visibleRange.count
        scene.setRowMetrics(Self.large, at: 1)
        #expect(scene.animator.isAnimating)
        #expect(scene.animator.rowsPlanned - planned <= 4 * visible,
                "planned \(scene.animator.rowsPlanned - planned) rows for \(visible) visible")
        // Mid-animation: rows move, and the frame looked at visible rows only.
        let mid = F.frame(scene, at: 1.15)
        #expect(scene.animator.rowsEvaluated <= 4 * visible, "evaluated \(scene.animator.rowsEvaluated)")
        let moving = mid.rows.filter { row in
            guard let index = scene.list.layout.index(of: row.id) else { return false }
            return abs(row.y - scene.list.viewportY(ofRowAt: index)) > 0.5
        }
        #expect(!moving.isEmpty, "no row moves mid-animation")
        // The end is exact: every row has its style's height.
        _ = F.frame(scene, at: 3)
        #expect(!scene.animator.isAnimating)
        let rows = scene.list.rows
        for index in [0, 1, Self.count / 2, Self.count - 1] {
            #expect(rows[index].height == Self.large.height(of: rows[index]))
            #expect(scene.list.layout.height(at: index) == rows[index].height)
        }
    }
}
