import Testing
@testable import ListCore

/// An app's own back transition (LiListView's transition API): the app, not the release
/// velocity, decides the outcome, and a push still running is settled when the app begins.
@Suite struct NavigationAppDrivenBackTests {
    func opened() -> (ListState, NavigationModel) {
        let rows = (0..<20).map { Row(id: RowID("r\($0)"), fields: ["Row \($0)"], height: 50) }
        let list = ListState(rows: rows)
        list.viewportHeight = 600
        let nav = NavigationModel()
        list.attach(DeselectionBehavior(transition: nav.back, push: nav.push))
        list.selection = ["r5"]
        nav.push("r5", at: 0)
        return (list, nav)
    }

    func highlight(_ list: ListState, at time: Double) -> Double? {
        list.frame(at: time).first { $0.id == "r5" }?.highlight
    }

    @Test func theAppsCancelWinsOverAPositionPastHalfAndTheHighlightComesBack() {
        let (list, nav) = opened()
        settle(nav.push, from: 0)
        #expect(nav.beginAppBack(at: 1))
        nav.updateBack(0.8, at: 1.1)
        #expect(abs((highlight(list, at: 1.1) ?? 0) - 0.2) < 1e-9)
        #expect(nav.endBack(finishing: false, at: 1.2))   // by position alone it would finish
        settle(nav.back, from: 1.2)
        #expect(nav.lastBackOutcome == "cancelled" && nav.page == .detail("r5"))
        #expect(list.selection == ["r5"] && highlight(list, at: 3) == 1)
    }

    @Test func theAppsFinishWinsOverAPositionBeforeHalf() {
        let (list, nav) = opened()
        settle(nav.push, from: 0)
        nav.beginAppBack(at: 1)
        nav.updateBack(0.2, at: 1.1)
        #expect(nav.endBack(finishing: true, at: 1.2))
        let midway = nav.back.progress
        nav.advance(to: 1.25)
        #expect(nav.back.progress > midway)   // the rest is animated, not jumped
        settle(nav.back, from: 1.25)
        #expect(nav.lastBackOutcome == "finished" && nav.page == .list)
        #expect(list.selection.isEmpty && highlight(list, at: 3) == 0)
    }

    @Test func beginningDuringThePushSettlesItFirst() {
        let (_, nav) = opened()
        nav.advance(to: 0.05)   // the push is under way
        #expect(nav.push.isActive && !nav.beginBack(at: 0.1))
        #expect(nav.beginAppBack(at: 0.1))
        #expect(!nav.push.isActive && nav.back.isInteractive && nav.page == .detail("r5"))
    }

    @Test func endWithoutBeginChangesNothing() {
        let (_, nav) = opened()
        settle(nav.push, from: 0)
        #expect(!nav.endBack(finishing: true, at: 1))
        #expect(!nav.back.isActive && nav.lastBackOutcome == "none")
        #expect(!nav.beginAppBack(at: 1) || nav.back.isInteractive)
    }

    @Test func nothingToGoBackFromIsRefused() {
        let nav = NavigationModel()
        #expect(!nav.beginAppBack(at: 0))
        #expect(!nav.back.isActive)
    }
}
