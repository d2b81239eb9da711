import Testing
@testable import ListCore

/// Issue 9: the desktop's "enable animations" turned off while the app runs — animations in
/// flight end at once, the next ones jump.
@Suite struct SceneReducedMotionTests {
    typealias F = SceneFixture

    @Test func turningMotionOffMidPushLandsOnTheDetailPageAtOnce() {
        let scene = F.scene()
        let id = scene.list.layout.ids[2]
        scene.open(id, at: 1)
        _ = F.frame(scene, at: 1.1)
        #expect(scene.navigation.isTransitioning)
        scene.setReducesMotion(true)
        _ = F.frame(scene, at: 1.1)
        #expect(!scene.navigation.isTransitioning && !scene.needsFrames)
        #expect(scene.navigation.page == .detail(id))
        // The next transition jumps: back is over within the same frame.
        scene.goBack(at: 2)
        _ = F.frame(scene, at: 2)
        #expect(scene.navigation.page == .list && !scene.needsFrames)
    }

    @Test func turningMotionOffEndsASortEditSlideAndHeaderResizeAtOnce() {
        let scene = F.scene()
        scene.sorter.sort(by: SortDescriptor(column: 2), at: 1)
        scene.setEditing(true, at: 1)
        scene.header.setExpanded(true, at: 1)
        _ = F.frame(scene, at: 1.05)
        #expect(scene.animator.isAnimating && scene.editMode.progress < 1 && scene.header.isAnimating)
        scene.setReducesMotion(true)
        let frame = F.frame(scene, at: 1.05)
        #expect(!scene.animator.isAnimating && !scene.needsFrames)
        #expect(scene.editMode.progress == 1 && frame.header.height == scene.configuration.headerHeights.expanded)
        let resting = frame.rows.filter { $0.index >= 0 }
        #expect(resting.allSatisfy { $0.y == scene.list.viewportY(ofRowAt: $0.index) })
    }
}
