import Testing
@testable import ListCore

/// The deselection variants the seeds compare, and detaching the behavior mid-fade.
@Suite struct DeselectionStyleTests {
    func scene(_ style: DeselectionBehavior.Style) -> (ListState, NavigationModel, DeselectionBehavior) {
        let rows = (0..<20).map { Row(id: RowID("r\($0)"), fields: ["Row \($0)"], height: 50) }
        let list = ListState(rows: rows)
        list.viewportHeight = 600
        let nav = NavigationModel()
        let deselection = DeselectionBehavior(transition: nav.back)
        deselection.style = style
        list.attach(deselection)
        list.selection = ["r5"]
        nav.push("r5", at: 0)
        settle(nav.push, from: 0)
        return (list, nav, deselection)
    }

    func highlight(_ list: ListState, at time: Double) -> Double? {
        list.frame(at: time).first { $0.id == "r5" }?.highlight
    }

    @Test func noneKeepsTheRowHighlightedThroughoutAndAfter() {
        let (list, nav, _) = scene(.none)
        nav.beginBack(at: 1)
        nav.updateBack(0.5, at: 1.1)
        #expect(highlight(list, at: 1.1) == 1)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection == ["r5"] && highlight(list, at: 3) == 1)
    }

    @Test func onAppearStaysFullyHighlightedUntilTheListHasAppeared() {
        let (list, nav, _) = scene(.onAppear)
        nav.beginBack(at: 1)
        nav.updateBack(0.5, at: 1.1)
        #expect(highlight(list, at: 1.1) == 1)
        nav.updateBack(0.9, at: 1.15)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection.isEmpty && highlight(list, at: 3) == 0)
    }

    @Test func onAppearCancelledKeepsTheSelection() {
        let (list, nav, _) = scene(.onAppear)
        nav.beginBack(at: 1)
        nav.updateBack(0.2, at: 1.1)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection == ["r5"])
    }

    @Test func progressDrivenIsHalfFadedAtHalfway() {
        let (list, nav, _) = scene(.progressDriven)
        nav.beginBack(at: 1)
        nav.updateBack(0.5, at: 1.1)
        #expect(abs(highlight(list, at: 1.1)! - 0.5) < 1e-9)
    }

    @Test func detachingMidFadeLeavesNothingHighlightedAndReattachingWorksOnce() {
        let (list, nav, deselection) = scene(.progressDriven)
        nav.beginBack(at: 1)
        nav.updateBack(0.5, at: 1.1)
        list.detach(deselection)
        #expect(!list.isAttached(deselection))
        #expect(highlight(list, at: 1.1) == 0)
        nav.endBack(at: 1.2, velocity: 0)   // cancelled: nothing comes back, the behavior is gone
        settle(nav.back, from: 1.2)
        #expect(list.selection.isEmpty)
        // Attached again: one fade per transition, as before.
        list.attach(deselection)
        list.selection = ["r5"]
        nav.beginBack(at: 4)
        nav.updateBack(0.25, at: 4.1)
        #expect(abs(highlight(list, at: 4.1)! - 0.75) < 1e-9)
        list.detach(deselection)
        list.detach(deselection)   // twice: nothing happens
        #expect(list.behaviors.isEmpty)
    }
}
