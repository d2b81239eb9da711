import Testing
@testable import ListCore
import ListData

/// `ModelMirror.measure(with:)`: after the host measured its fonts, the mirror's rows take the
/// heights the scene gives its rows, so the next batch starts from the scene's rows (it was
/// refused, and the rows jumped, when the mirror kept its default heights).
@Suite struct ModelMirrorMetricsTests {
    static let metrics = RowMetrics(padding: 12, titleLine: 20, subtitleLine: 18, descriptionLine: 18)

    @Test func measuredRowsHaveTheScenesHeightsAndTheNextBatchLands() throws {
        var mirror = try ModelMirrorTests.mirror(["a", "b", "c"])
        let scene = ListScene(rows: mirror.rows, schema: ColumnSchema(columns: []), configuration: .demo)
        scene.setRowMetrics(Self.metrics, at: 1, animated: false)
        #expect(scene.list.rows.map(\.height) == [32, 32, 32])
        mirror.measure(with: Self.metrics)
        #expect(mirror.rows.map(\.height) == [32, 32, 32])
        #expect(mirror.layout.top(of: 2) == 64)
        #expect(mirror.rows == scene.list.rows)
        let sort = try mirror.itemsChanged(position: 0, removed: 3, added: ["c", "b", "a"].map { .init(key: $0) })
        #expect(scene.animator.commit(sort, at: 2, anchors: false))
        #expect(scene.list.rows.map(\.title) == ["C", "B", "A"])
    }
}
