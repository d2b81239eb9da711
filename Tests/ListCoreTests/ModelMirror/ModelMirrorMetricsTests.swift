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

    /// The mirror takes the scene's re-measured rows rather than measuring a copy of its own
    /// (32 bytes a row: 32 MB at 1M items), and every later batch keeps the two sharing.
    @Test func adoptedRowsShareTheScenesStorageThroughLaterChanges() throws {
        var mirror = try ModelMirrorTests.mirror(["a", "b", "c"])
        let scene = ListScene(rows: mirror.rows, schema: ColumnSchema(columns: []), configuration: .demo)
        scene.setRowMetrics(Self.metrics, at: 1, animated: false)
        #expect(!mirror.sharesRows(with: scene.list.rows))   // the re-measure made the scene a new array
        let adopted = mirror.adopt(scene.list.rows, layout: scene.list.layout, measuredWith: Self.metrics)
        #expect(adopted)
        #expect(mirror.sharesRows(with: scene.list.rows))
        #expect(mirror.rows.map(\.height) == [32, 32, 32])
        #expect(mirror.layout.top(of: 2) == 64)
        let sort = try mirror.itemsChanged(position: 0, removed: 3, added: ["c", "b", "a"].map { .init(key: $0) })
        #expect(scene.animator.commit(sort, at: 2, anchors: false))
        #expect(mirror.sharesRows(with: scene.list.rows))
        let splice = try mirror.itemsChanged(position: 1, removed: 1, added: [.init(key: "x", content: .init(fields: ["X"]))])
        #expect(scene.animator.commit(splice, at: 3))
        #expect(mirror.sharesRows(with: scene.list.rows))
        let firstID = mirror.rows[0].id
        let heights = mirror.setHeights([firstID: 90])
        let grown = try #require(heights)
        #expect(scene.animator.commit(grown, at: 4))
        #expect(mirror.sharesRows(with: scene.list.rows))
        #expect(scene.list.rows.map(\.title) == ["C", "X", "A"])
    }

    /// Rows that are not the mirror's at those heights are refused and change nothing: a
    /// re-measure that has not landed (the scene's rows still at the old heights), and a scene
    /// showing another order.
    @Test func adoptRefusesOtherRows() throws {
        var mirror = try ModelMirrorTests.mirror(["a", "b", "c"])
        let before = mirror.rows
        let (ownRows, ownLayout) = (mirror.rows, mirror.layout)
        let notLanded = mirror.adopt(ownRows, layout: ownLayout, measuredWith: Self.metrics)
        #expect(!notLanded)
        let scene = ListScene(rows: mirror.rows, schema: ColumnSchema(columns: []), configuration: .demo)
        scene.setRowMetrics(Self.metrics, at: 1, animated: false)
        let reversed = Array(scene.list.rows.reversed())
        let otherOrder = mirror.adopt(reversed, layout: RowLayout(rows: reversed), measuredWith: Self.metrics)
        #expect(!otherOrder)
        var taller = scene.list.rows
        taller[1].height = 40
        let otherHeight = mirror.adopt(taller, layout: RowLayout(rows: taller), measuredWith: Self.metrics)
        #expect(!otherHeight)
        #expect(mirror.sharesRows(with: before))
        #expect(mirror.rows.map(\.height) == before.map(\.height))
    }
}
