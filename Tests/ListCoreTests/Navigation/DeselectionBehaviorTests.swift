import Testing
@testable import ListCore

@Suite struct NavigationDeselectionTests {
    /// A list of `count` rows `r0`… with 50 px rows, `selected` selected and its detail shown.
    func makeScene(count: Int = 20, selected: RowID = "r5") -> (ListState, NavigationModel) {
        let rows = (0..<count).map { Row(id: RowID("r\($0)"), fields: ["Row \($0)"], height: 50) }
        let list = ListState(rows: rows)
        list.viewportHeight = 600
        let nav = NavigationModel()
        list.attach(DeselectionBehavior(transition: nav.back))
        list.selection = [selected]
        nav.push(selected, at: 0)
        settle(nav.push, from: 0)
        return (list, nav)
    }

    func highlight(of id: RowID, in list: ListState, at time: Double) -> Double? {
        list.frame(at: time).first { $0.id == id }?.highlight
    }

    @Test func highlightFollowsOneMinusProgressBothWays() {
        let (list, nav) = makeScene()
        #expect(highlight(of: "r5", in: list, at: 1) == 1)
        nav.beginBack(at: 1)
        for progress in [0.1, 0.4, 0.8, 0.3, 0.0, 0.6] {
            nav.updateBack(progress, at: 1.1)
            let value = highlight(of: "r5", in: list, at: 1.1)!
            #expect(abs(value - (1 - progress)) < 1e-9, "progress \(progress) gave \(value)")
        }
        #expect(highlight(of: "r6", in: list, at: 1.1) == 0)
    }

    @Test func finishingDeselects() {
        let (list, nav) = makeScene()
        nav.beginBack(at: 1)
        nav.updateBack(0.7, at: 1.1)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection.isEmpty)
        #expect(highlight(of: "r5", in: list, at: 2) == 0)
    }

    @Test func cancellingReselects() {
        let (list, nav) = makeScene()
        nav.beginBack(at: 1)
        nav.updateBack(0.3, at: 1.1)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection == ["r5"])
        #expect(highlight(of: "r5", in: list, at: 2) == 1)
    }

    @Test func cancelReselectsTheSameItemAfterRowsAreInsertedAbove() {
        let (list, nav) = makeScene()
        nav.beginBack(at: 1)
        nav.updateBack(0.4, at: 1.1)
        // Three rows arrive above the selected one while the finger is down.
        var rows = list.rows
        rows.insert(contentsOf: (0..<3).map { Row(id: RowID("new\($0)"), fields: ["New"], height: 50) }, at: 0)
        list.setRows(rows)
        #expect(list.layout.index(of: "r5") == 8)
        let during = highlight(of: "r5", in: list, at: 1.15)!
        #expect(abs(during - 0.6) < 1e-9)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection == ["r5"])          // the same item, not whatever sits at index 5
        #expect(!list.selection.contains("r2"))
    }

    @Test func cancelReselectsTheSameItemAfterRowsAreDeletedAbove() {
        let (list, nav) = makeScene()
        nav.beginBack(at: 1)
        nav.updateBack(0.2, at: 1.1)
        list.setRows(list.rows.filter { !["r0", "r1", "r2"].contains($0.id.rawValue) })
        #expect(list.layout.index(of: "r5") == 2)
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection == ["r5"])
    }

    @Test func cancelDoesNotResurrectADeletedSelection() {
        let (list, nav) = makeScene()
        nav.beginBack(at: 1)
        nav.updateBack(0.2, at: 1.1)
        list.setRows(list.rows.filter { $0.id != "r5" })
        nav.endBack(at: 1.2, velocity: 0)
        settle(nav.back, from: 1.2)
        #expect(list.selection.isEmpty)
    }

    @Test func catchingTheCompletionKeepsTheFadeInLockstep() {
        let (list, nav) = makeScene()
        nav.beginBack(at: 1)
        nav.updateBack(0.45, at: 1.1)
        nav.endBack(at: 1.1, velocity: 0)      // cancelling
        nav.advance(to: 1.15)
        let progress = nav.back.progress
        nav.beginBack(at: 1.15)                // caught mid-flight: still the same transition
        let value = highlight(of: "r5", in: list, at: 1.15)!
        #expect(abs(value - (1 - progress)) < 1e-9)
        nav.updateBack(0.9, at: 1.2)
        nav.endBack(at: 1.3, velocity: 0)
        settle(nav.back, from: 1.3)
        #expect(list.selection.isEmpty)
        #expect(nav.page == .list)
    }
}
