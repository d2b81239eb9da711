import Testing
@testable import ListCore

/// Behaviors detached and attached while the app runs, mid-animation: each ends what it runs.
@Suite struct SceneBehaviorsTests {
    /// A strip drag from row `from` to row `to` over 0.2 s from `time`; `release: false` keeps
    /// the button down.
    func stripDrag(_ scene: ListScene, from: Int, to: Int, at time: Double, release: Bool = true) {
        let x = 20.0, y1 = SceneFixture.midY(ofRow: to, in: scene)
        scene.press(x: x, y: SceneFixture.midY(ofRow: from, in: scene), listWidth: SceneFixture.listWidth, at: time)
        scene.drag(x: x, y: y1, at: time + 0.1)
        if release { scene.release(x: x, y: y1, at: time + 0.2) }
    }

    @Test func dragSelectDetachedMidDragRestoresAndSelectsNothingAfter() {
        let scene = SceneFixture.scene()
        scene.setEditing(true, at: 0)
        _ = SceneFixture.frame(scene, at: 1)
        stripDrag(scene, from: 2, to: 6, at: 1, release: false)
        #expect(scene.list.selection.count == 5)
        scene.setAttached(.dragSelect, false)
        #expect(scene.list.selection.isEmpty)            // the drag was cancelled
        scene.release(x: 20, y: SceneFixture.midY(ofRow: 6, in: scene), at: 1.2)
        stripDrag(scene, from: 2, to: 6, at: 2)
        #expect(scene.list.selection.isEmpty)
        scene.setAttached(.dragSelect, true)
        stripDrag(scene, from: 2, to: 6, at: 3)
        #expect(scene.list.selection.count == 5)
    }

    @Test func dragSelectAttachedInEditModeIsLiveAtOnce() {
        let scene = SceneFixture.scene()
        scene.setAttached(.dragSelect, false)
        scene.setEditing(true, at: 0)                    // edit mode entered while detached
        scene.setAttached(.dragSelect, true)
        _ = SceneFixture.frame(scene, at: 1)
        stripDrag(scene, from: 2, to: 4, at: 1)
        #expect(scene.list.selection.count == 3)
    }

    @Test func animatorDetachedMidSortLandsRowsAndLaterChangesJump() {
        let scene = SceneFixture.scene()
        scene.sort(by: SortDescriptor(column: 2), at: 1)
        _ = SceneFixture.frame(scene, at: 1.1)
        #expect(scene.animator.isAnimating)
        scene.setAttached(.batchAnimation, false)
        #expect(!scene.animator.isAnimating && !scene.needsFrames)
        let frame = SceneFixture.frame(scene, at: 1.12)
        for row in frame.rows { #expect(row.y == scene.list.viewportY(ofRowAt: row.index)) }
        scene.sort(by: SortDescriptor(column: 2, ascending: false), at: 2)
        #expect(!scene.animator.isAnimating)             // applied, not animated
        #expect(scene.sorter.descriptor == SortDescriptor(column: 2, ascending: false))
        scene.setAttached(.batchAnimation, true)
        scene.sort(by: SortDescriptor(column: 0), at: 3)
        #expect(scene.animator.isAnimating)
    }

    @Test func headerDetachedMidResizeSettlesAndLiveUpdatesStop() {
        let scene = SceneFixture.scene()
        scene.header.setExpanded(true, at: 1)
        _ = SceneFixture.frame(scene, at: 1.1)
        scene.setAttached(.headerResize, false)
        #expect(scene.list.headerHeight == scene.configuration.headerHeights.expanded)
        scene.header.setExpanded(false, at: 2)
        #expect(scene.list.headerHeight == scene.configuration.headerHeights.collapsed)   // jumps while detached
        scene.live.start(at: 2)
        scene.setAttached(.liveUpdates, false)
        #expect(!scene.live.isRunning)
        _ = SceneFixture.frame(scene, at: 10)
        #expect(scene.live.updateCount == 0)
    }

    @Test func deselectionOnAppearKeepsTheRowFullyHighlightedWhileScrubbing() {
        let scene = SceneFixture.scene()
        scene.deselection.style = .onAppear
        scene.open("row-4", at: 1)
        for t in SceneFixture.frames(from: 1, to: 2) { _ = SceneFixture.frame(scene, at: t) }
        scene.navigation.beginBack(at: 2)
        scene.navigation.updateBack(0.5, at: 2.1)
        let row = SceneFixture.frame(scene, at: 2.1).rows.first { $0.id == "row-4" }!
        #expect(row.highlight == 1)
        scene.navigation.endBack(at: 2.2, velocity: 5)
        for t in SceneFixture.frames(from: 2.2, to: 3) { _ = SceneFixture.frame(scene, at: t) }
        #expect(scene.list.selection.isEmpty)   // deselected once the list appeared
    }
}
