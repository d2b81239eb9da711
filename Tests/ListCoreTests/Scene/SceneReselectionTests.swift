import Testing
@testable import ListCore

/// Seed 000's case through the scene: the back gesture is held while live updates (a feed)
/// insert and delete rows above the selected row; cancelling reselects the same item at its new
/// place, and an item deleted meanwhile is not reselected.
@Suite struct SceneReselectionTests {
    func sceneOnDetail(_ id: RowID) -> ListScene {
        let scene = SceneFixture.scene(rows: 120, openedOn: id)
        scene.navigation.beginBack(at: 2)
        scene.navigation.updateBack(0.4, at: 2.05)
        return scene
    }

    func cancel(_ scene: ListScene) -> ListFrame {
        scene.navigation.updateBack(0.1, at: 3)
        scene.navigation.endBack(at: 3.05, velocity: 0)
        var frame = SceneFixture.frame(scene, at: 3.05)
        for t in SceneFixture.frames(from: 3.05, to: 4) { frame = SceneFixture.frame(scene, at: t) }
        return frame
    }

    @Test func cancelReselectsTheSameItemAfterFeedInsertsAndDeletesAbove() {
        let scene = sceneOnDetail("row-8")
        let fresh = (1...3).map { Row(id: RowID("new-\($0)"), fields: ["New \($0)", "g", "1"], height: 44) }
        scene.live.bump(["row-30"], inserting: fresh, removing: ["row-2"], at: 2.2)
        scene.live.bump([], inserting: [], removing: ["row-5", "row-6"], at: 2.5)
        #expect(scene.list.layout.index(of: "row-8") == 8 - 3 + 4)   // 3 gone above, 4 arrived
        let during = SceneFixture.frame(scene, at: 2.6).rows.first { $0.id == "row-8" }!
        #expect(abs(during.highlight - 0.6) < 1e-9)
        let frame = cancel(scene)
        #expect(scene.navigation.lastBackOutcome == "cancelled")
        #expect(scene.list.selection == ["row-8"])
        let row = frame.rows.first { $0.id == "row-8" }!
        #expect(row.highlight == 1 && row.index == 9)
        #expect(row.y == scene.list.viewportY(ofRowAt: 9))
        #expect(frame.rows.filter { $0.highlight > 0 }.map(\.id) == ["row-8"])
    }

    @Test func aSelectedItemDeletedDuringTheGestureIsNotReselected() {
        let scene = sceneOnDetail("row-8")
        scene.live.bump([], inserting: [Row(id: "new", fields: ["New", "g", "1"], height: 44)],
                        removing: ["row-8"], at: 2.2)
        let frame = cancel(scene)
        #expect(scene.list.selection.isEmpty)
        #expect(frame.rows.allSatisfy { $0.highlight == 0 })
        #expect(scene.navigation.page == .detail("row-8"))   // the page stays; nothing crashed
    }

    @Test func feedUpdatesRunWhileTheGestureIsHeld() {
        let scene = sceneOnDetail("row-60")
        scene.live.start(at: 2)
        for t in SceneFixture.frames(from: 2.05, to: 2 + 4 * scene.live.options.interval + 0.1) {
            _ = SceneFixture.frame(scene, at: t)
        }
        #expect(scene.live.insertCount >= 2)
        scene.live.stop()
        _ = cancel(scene)
        #expect(scene.list.selection == (scene.list.layout.contains("row-60") ? ["row-60"] : []))
    }
}
