import Testing
@testable import ListCore

/// Rows replaced at once (a load landed, an embedder's model went away) go through the batch
/// commit like every other change: the selection keeps what remains, a running batch stops where
/// the new rows are, a batch planned from the old rows is refused, and nothing is planned per row.
@Suite struct SceneReplaceRowsTests {
    @Test func theSelectionKeepsTheRowsThatRemainAndNoBatchIsPlanned() {
        let scene = SceneFixture.scene(rows: 40)
        scene.setEditing(true, at: 0)
        scene.setSelection(["row-1", "row-2", "row-30"])
        var events: [String] = []
        scene.onEvent = { name, _ in events.append(name) }
        let kept = Array(scene.rows.prefix(10))
        scene.replaceRows(kept, layout: RowLayout(rows: kept), at: 0.1)
        #expect(scene.rows == kept)
        #expect(scene.selection == ["row-1", "row-2"])
        #expect(!scene.isAnimatingRows)
        #expect(!events.contains("batch"))
    }

    @Test func aRunningBatchEndsAndABatchPlannedFromTheOldRowsIsRefused() {
        let scene = SceneFixture.scene(rows: 40)
        let old = scene.rows
        #expect(scene.commit(BatchAnimator.prepare(old: old, new: Array(old.reversed())), at: 0.1))
        #expect(scene.isAnimatingRows)
        let stale = BatchAnimator.prepare(old: scene.rows, new: old)
        scene.replaceRows(old, layout: RowLayout(rows: old), at: 0.2)
        #expect(!scene.isAnimatingRows)
        let frame = SceneFixture.frame(scene, at: 0.2)
        #expect(frame.rows.first?.id == old.first?.id && frame.rows.first?.y == scene.list.viewportY(ofRowAt: 0))
        #expect(!scene.commit(stale, at: 0.3))
    }
}
