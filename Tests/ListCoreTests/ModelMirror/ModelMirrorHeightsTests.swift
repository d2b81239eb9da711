import Testing
@testable import ListCore
import ListData

/// `ModelMirror.setHeights(_:)`: a custom row's measured height (the app's widget grew) lands in
/// the scene as one in-place batch: the rows below slide to their new slots, animated, and no row
/// moves, crossfades or changes identity.
@Suite struct ModelMirrorHeightsTests {
    @Test func aGrownRowSlidesTheRowsBelowAndChangesNothingElse() throws {
        var mirror = try ModelMirrorTests.mirror(["a", "b", "c", "d"])
        let scene = ListScene(rows: mirror.rows, schema: ColumnSchema(columns: []), configuration: .demo)
        scene.list.setViewportHeight(600)
        scene.advance(to: 0)
        let ids = mirror.rows.map(\.id)
        let before = scene.list.viewportY(ofRowAt: 2)
        let grown = mirror.setHeights([ids[1]: 156])
        let batch = try #require(grown)
        #expect(batch.plan.moves.isEmpty && batch.plan.updates.isEmpty)
        #expect(batch.plan.insertions.isEmpty && batch.plan.deletions.isEmpty)
        #expect(mirror.rows.map(\.height) == [56, 156, 56, 56])
        #expect(mirror.rows.map(\.version) == [0, 0, 0, 0])
        #expect(mirror.layout.top(of: 2) == 212)
        #expect(scene.animator.commit(batch, at: 1, animated: true, anchors: true))
        let after = scene.list.viewportY(ofRowAt: 2)
        #expect(after == before + 100)
        let mid = try #require(SceneFixture.frame(scene, at: 1.1).rows.first { $0.id == ids[2] })
        #expect(mid.y > before + 1 && mid.y < after - 1, "mid-animation y \(mid.y) not between \(before) and \(after)")
        #expect(mirror.rows == scene.list.rows)
    }

    @Test func theSameHeightsOrUnknownRowsGiveNoBatch() throws {
        var mirror = try ModelMirrorTests.mirror(["a", "b"])
        let same = mirror.setHeights([mirror.rows[0].id: 56, "nobody": 80])
        #expect(same == nil)
        let changed = mirror.setHeights([mirror.rows[1].id: 57])
        #expect(changed != nil)
        #expect(mirror.rows.map(\.height) == [56, 57])
    }
}
