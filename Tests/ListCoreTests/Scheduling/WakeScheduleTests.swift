import Testing
@testable import ListCore

/// The deadlines the host wakes the scene for, with time injected: the live poll, the notice's
/// expiry and its hover extension, and the font re-measures (formerly four host timers).
@Suite struct WakeScheduleTests {
    typealias F = SceneFixture

    @Test func nothingPendingNoWake() {
        let scene = F.scene()
        #expect(scene.nextWake(after: 1) == nil)
        #expect(scene.wake(at: 1).isEmpty)
    }

    @Test func aLiveUpdateWakesAFrameBeforeItIsDue() throws {
        let scene = F.scene()
        scene.setLive(true, at: 1)
        let due = try #require(scene.live.nextUpdateTime)
        let wake = try #require(scene.nextWake(after: 1))
        #expect(abs(wake - (due - LiveUpdates.dueSlack)) < 1e-9)
        #expect(scene.wake(at: wake - 0.01).isEmpty)
        #expect(scene.wake(at: wake) == [.liveUpdate])
        // Due and not yet landed (no frame came): looked at again a poll later, not at once.
        #expect(abs(try #require(scene.nextWake(after: due)) - (due + LiveUpdates.pollInterval)) < 1e-9)
        scene.setLive(false, at: 2)
        #expect(scene.nextWake(after: 2) == nil)
    }

    @Test func theNoticeExpiresUnlessThePointerRestsOnIt() {
        let scene = F.scene()
        scene.showNotice(at: 10, duration: 5)
        #expect(scene.nextWake(after: 10) == 15)
        #expect(scene.wake(at: 14.9).isEmpty)
        scene.setNoticeHovered(true)
        #expect(scene.wake(at: 15).isEmpty, "hovered: it stays")
        #expect(scene.nextWake(after: 15) == 20)
        scene.setNoticeHovered(false)
        #expect(scene.wake(at: 20) == [.noticeExpired])
        #expect(scene.nextWake(after: 20) == nil)
    }

    @Test func aDismissedNoticeNeedsNoWake() {
        let scene = F.scene()
        scene.showNotice(at: 10, duration: 5)
        scene.dismissNotice()
        #expect(scene.nextWake(after: 10) == nil)
        #expect(scene.wake(at: 15).isEmpty)
    }

    @Test func aFontChangeIsMeasuredAgainAtEachDelay() throws {
        let scene = F.scene()
        scene.fontsChanged(at: 1)
        var woken: [Double] = []
        var time = 1.0
        while let next = scene.nextWake(after: time) {
            time = next
            if scene.wake(at: time) == [.remeasure] { woken.append(((time - 1) * 1000).rounded()) }
        }
        #expect(woken == [16, 60, 150, 400])
    }

    @Test func theEarliestDeadlineWins() {
        let scene = F.scene()
        scene.showNotice(at: 0, duration: 5)
        scene.fontsChanged(at: 4.9)
        #expect(abs(scene.nextWake(after: 4.9)! - 4.916) < 1e-9)
        #expect(scene.wake(at: 5) == [.noticeExpired, .remeasure])
    }
}
