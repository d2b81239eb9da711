import Testing
@testable import ListCore

/// The open detail page follows its row through the frame: an update crossfades the changed
/// fields exactly as the row does in the list, and a delete is said on the page.
@Suite struct SceneOpenRowTests {
    @Test func theListPageHasNoOpenRow() {
        let scene = SceneFixture.scene(rows: 20)
        #expect(SceneFixture.frame(scene, at: 0.5).openRow == nil)
    }

    /// The page being pushed in shows its row from the push's first frame, not the row shown
    /// before (nor nothing) until the push ends; a back transition keeps it to its last frame.
    @Test func thePageSlidingInShowsItsRowFromThePushsFirstFrame() throws {
        let scene = SceneFixture.scene(rows: 60, openedOn: "row-3")
        scene.goBack(at: 2.5)
        var pushed = false
        for t in SceneFixture.frames(from: 2.5, to: 4) {
            let frame = SceneFixture.frame(scene, at: t)
            if frame.page == .list, frame.motion.back == nil { pushed = true; break }
            #expect(frame.openRow?.id == "row-3", "the page going back lost its row at \(t)")
        }
        #expect(pushed, "the back transition never ended")
        #expect(SceneFixture.frame(scene, at: 4.05).openRow == nil)
        scene.open("row-9", at: 4.1)
        var pushFrames = 0
        for t in SceneFixture.frames(from: 4.1, to: 5) {
            let frame = SceneFixture.frame(scene, at: t)
            if frame.motion.push != nil { pushFrames += 1 }
            let open = try #require(frame.openRow, "no open row at \(t), push \(frame.motion.push ?? -1)")
            #expect(open.id == "row-9" && open.row == scene.list.row("row-9"))
        }
        #expect(pushFrames >= 5, "the push did not run over frames")
    }

    @Test func anUpdateToTheOpenRowCrossfadesItsChangedFieldsLikeTheList() throws {
        let scene = SceneFixture.scene(rows: 60, openedOn: "row-8")
        let before = try #require(scene.list.row("row-8"))
        var frame = SceneFixture.frame(scene, at: 2)
        #expect(frame.openRow == ListFrame.OpenRow(id: "row-8", row: before))
        scene.live.bump(["row-8"], at: 2.1)
        let after = try #require(scene.list.row("row-8"))
        #expect(after.version == before.version + 1 && after.fields != before.fields)
        var opacities: [Double] = []
        for t in SceneFixture.frames(from: 2.1, to: 3.5) {
            frame = SceneFixture.frame(scene, at: t)
            let open = try #require(frame.openRow)
            #expect(open.row == after)
            if let previous = open.previousFields {
                #expect(previous == before.fields)
                // The same value as the row's own crossfade in the list (the list is covered,
                // but the row is decorated the same way).
                let inList = scene.list.appearances(at: t).first { $0.id == "row-8" }
                if let inList { #expect(inList.contentOpacity == open.contentOpacity) }
                opacities.append(open.contentOpacity)
            } else {
                #expect(open.contentOpacity == 1)
            }
        }
        #expect(opacities.count >= 5, "the change did not crossfade over several frames")
        #expect(opacities == opacities.sorted() && opacities.first! < 0.3 && opacities.last! < 1)
        #expect(frame.openRow?.previousFields == nil && frame.openRow?.contentOpacity == 1)
    }

    @Test func aDeleteOfTheOpenRowIsSaidOnThePageAndNothingElseChanges() {
        let scene = SceneFixture.scene(rows: 60, openedOn: "row-8")
        scene.live.bump([], inserting: [], removing: ["row-8"], at: 2.1)
        let frame = SceneFixture.frame(scene, at: 2.2)
        #expect(frame.openRow?.id == "row-8" && frame.openRow?.isDeleted == true)
        #expect(frame.openRow?.previousFields == nil)
        #expect(scene.navigation.page == .detail("row-8"))
    }
}
