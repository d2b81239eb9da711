import Testing
@testable import ListCore

/// A header whose content decides its height (an app's header widget): `HeaderResize.fit` and
/// the `HeaderFit` motion it shows.
@Suite struct HeaderFitTests {
    typealias F = BatchAnimationFixture

    func list(headerHeight: Double = 0) -> (list: ListState, header: HeaderResize) {
        let list = ListState(rows: F.rows(200))
        list.viewportHeight = 600
        let header = HeaderResize(collapsedHeight: headerHeight, expandedHeight: headerHeight)
        list.attach(header)
        return (list, header)
    }

    @Test func aNewHeightAnimatesAndTheRowsFollowEveryFrame() {
        let (list, header) = list()
        header.fit(height: 80, at: 1)
        #expect(list.needsFrames)
        var last = 0.0, between = 0
        for time in F.frames(from: 1, to: 1.5) {
            let rows = list.frame(at: time)
            let y = rows.first { $0.id == "r0" }?.y ?? -1
            #expect(F.close(y, list.headerHeight), "the first row sits on the header at \(time)")
            #expect(F.close(rows.first { $0.id == "r1" }?.y, y + 40), "the second row follows at \(time)")
            #expect(y >= last - 1e-9 && y <= 80 + 1e-9, "monotonic, no overshoot at \(time)")
            if y > 0.5 && y < 79.5 { between += 1 }
            last = y
        }
        #expect(between >= 5, "only \(between) frames between the old and new height")
        #expect(list.headerHeight == 80 && !list.needsFrames)
    }

    @Test func withoutAnimationTheHeightIsThereAtOnce() {
        let (list, header) = list()
        header.fit(height: 56, at: 0, animated: false)
        #expect(list.headerHeight == 56 && !list.needsFrames)
        #expect(list.frame(at: 0).first?.y == 56)
    }

    @Test func fittingToZeroBringsTheRowsBackToTheTop() {
        let (list, header) = list(headerHeight: 64)
        #expect(list.frame(at: 0).first?.y == 64)
        header.fit(height: 0, at: 0)
        var last = 64.0
        for time in F.frames(from: 0, to: 0.5) {
            let y = list.frame(at: time).first?.y ?? -1
            #expect(y <= last + 1e-9 && y >= 0)
            last = y
        }
        #expect(list.headerHeight == 0 && list.frame(at: 0.5).first?.y == 0)
    }

    /// A revealer opening inside the header: its measured height grows every frame for 0.25 s;
    /// the rows follow a few frames behind, without a jump, a step backwards or past the target.
    @Test func aHeightThatGrowsEveryFrameIsFollowedClosely() {
        let (list, header) = list(headerHeight: 40)
        var last = 40.0, largestStep = 0.0, largestLag = 0.0
        for time in F.frames(from: 0, to: 0.8) {
            let measured = 40 + 100 * min(time / 0.25, 1)
            header.fit(height: measured, at: time)
            let y = list.frame(at: time).first?.y ?? -1
            #expect(y >= last - 1e-9 && y <= 140 + 1e-9, "y \(y) at \(time)")
            largestStep = max(largestStep, y - last)
            largestLag = max(largestLag, measured - y)
            last = y
        }
        #expect(largestStep < 12, "a frame jumped \(largestStep) px")
        // One frame's growth (6.7 px) is animated as a jump; the rest of the ramp moves the rows one to one.
        #expect(largestLag < 7, "the rows fell \(largestLag) px behind the growing header")
        #expect(list.headerHeight == 140 && !list.needsFrames)
    }

    @Test func scrolledPastAFittedHeaderTheRowsInViewDoNotMove() {
        let (list, header) = list(headerHeight: 30)
        list.scroll(to: 1_000)
        let anchor = list.frame(at: 0)[1]
        header.fit(height: 90, at: 0)
        for time in F.frames(from: 0, to: 0.5) {
            #expect(F.close(list.frame(at: time).first { $0.id == anchor.id }?.y, anchor.y, 1e-9), "moved at \(time)")
        }
        #expect(F.close(list.scrollOffset, 1_060, 1e-9))
    }

    @Test func aPressOnAFittedHeaderTogglesNothingAndActivatesNoRow() {
        let scene = SceneFixture.scene()
        scene.header.fit(height: 60, at: 0, animated: false)
        scene.press(x: 100, y: 30, listWidth: SceneFixture.listWidth, at: 0.1)
        scene.release(x: 100, y: 30, at: 0.15)
        for time in SceneFixture.frames(from: 0.15, to: 1) { _ = SceneFixture.frame(scene, at: time) }
        #expect(!scene.header.isExpanded, "the press toggled the app's header")
        #expect(scene.list.headerHeight == 60 && scene.navigation.page == .list)
    }

    @Test func aPressOnTheSummaryHeaderStillTogglesIt() {
        let scene = SceneFixture.scene()
        scene.press(x: 100, y: 30, listWidth: SceneFixture.listWidth, at: 0.1)
        scene.release(x: 100, y: 30, at: 0.15)
        #expect(scene.header.isExpanded)
    }

    @Test func aJumpMidWayLeavesFromTheShownHeightWithoutAJump() {
        var fit = HeaderFit(height: 0)
        fit.measure(100, at: 0, animated: true)
        let shown = fit.value(at: 0.2)
        #expect(shown > 0 && shown < 100)
        fit.measure(20, at: 0.2, animated: true)
        #expect(F.close(fit.value(at: 0.2), shown, 1e-9), "the shown height jumped")
        #expect(fit.value(at: 0.21) > shown, "it kept its upward velocity at first")
        #expect(fit.value(at: 0.45) < shown, "then turned towards the new height")
        fit.update(at: 1)
        #expect(fit.value(at: 1) == 20 && !fit.isMoving)
    }

    @Test func aChangeLongAfterTheLastIsAJumpAndOneRightAfterItMovesWithIt() {
        var fit = HeaderFit(height: 50)
        fit.measure(60, at: 0, animated: true)
        #expect(fit.value(at: 0) == 50 && fit.isMoving)
        let before = fit.value(at: 1.0 / 60)
        fit.measure(70, at: 1.0 / 60, animated: true)   // the next frame: the header's own motion
        #expect(F.close(fit.value(at: 1.0 / 60), before + 10, 1e-9), "the rows did not move with the header")
        fit.update(at: 2)
        #expect(!fit.isMoving && fit.value(at: 2) == 70)
        fit.measure(30, at: 2, animated: true)   // much later: a jump, animated from 70
        #expect(fit.value(at: 2) == 70 && fit.value(at: 2.1) < 70 && fit.value(at: 2.1) > 30)
        fit.measure(10, at: 3, animated: false)
        #expect(fit.value(at: 3) == 10 && !fit.isMoving)
    }
}
