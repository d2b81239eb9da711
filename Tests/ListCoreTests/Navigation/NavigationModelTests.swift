import Testing
@testable import ListCore

@Suite struct NavigationModelTests {
    @Test func pushThenInteractiveBackMovesPagesWithParallax() {
        let nav = NavigationModel()
        var appeared: [NavigationModel.Page] = []
        nav.onPageAppeared = { appeared.append($0) }
        #expect(nav.push("a", at: 0))
        let mid = nav.pageOffsets(width: 1000)
        #expect(mid.listVisible && mid.detailVisible)
        #expect(nav.pageOffsets(width: 1000).progress == 0)   // the push has not moved yet
        settle(nav.push, from: 0)
        #expect(nav.page == .detail("a"))
        #expect(appeared == [.detail("a")])
        #expect(nav.pageOffsets(width: 1000) ==
            .init(list: -300, detail: 0, listVisible: false, detailVisible: true, listDimming: NavigationModel.maximumDimming,
                  progress: 1))

        #expect(nav.beginBack(at: 1))
        nav.updateBack(0.4, at: 1.1)
        let offsets = nav.pageOffsets(width: 1000)
        #expect(abs(offsets.detail - 400) < 1e-9)
        #expect(abs(offsets.list - -180) < 1e-9)   // −30 % × (1 − 0.4)
        #expect(abs(offsets.progress - 0.6) < 1e-9)   // the detail page 60 % in
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(nav.page == .detail("a"))
        #expect(nav.lastBackOutcome == "cancelled")
        #expect(appeared == [.detail("a"), .detail("a")])

        nav.goBack(at: 3)
        settle(nav.back, from: 3)
        #expect(nav.page == .list)
        #expect(nav.lastBackOutcome == "finished")
        #expect(nav.pageOffsets(width: 1000).detailVisible == false)
        #expect(nav.pageOffsets(width: 1000).progress == 0)
    }

    @Test func backFromTheListDoesNothing() {
        let nav = NavigationModel()
        #expect(!nav.beginBack(at: 0))
        nav.goBack(at: 0)
        #expect(!nav.isTransitioning)
        #expect(nav.lastBackOutcome == "none")
    }

    @Test func backDuringPushSendsThePushBack() {
        let nav = NavigationModel()
        nav.push("a", at: 0)
        nav.advance(to: 0.1)
        nav.goBack(at: 0.1)
        settle(nav.push, from: 0.1)
        #expect(nav.page == .list)
        #expect(nav.detailID == nil)
    }

    @Test func pushIsRefusedWhileTransitioning() {
        let nav = NavigationModel()
        nav.push("a", at: 0)
        #expect(!nav.push("b", at: 0.05))
    }
}
