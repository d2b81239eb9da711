import Testing
@testable import ListCore

@Suite struct ScrollTargetTests {
    func rows(_ count: Int, from start: Int = 0) -> [Row] {
        (start..<start + count).map { Row(id: RowID("r\($0)"), fields: ["R\($0)"], height: 50) }
    }

    func scene(rows count: Int = 2_000) -> (ListState, ScrollTarget) {
        let list = ListState(rows: rows(count))
        list.viewportHeight = 500
        let target = ScrollTarget()
        list.attach(target)
        return (list, target)
    }

    /// Advances 60 frames a second from `start` until the glide is over; returns the offsets seen.
    func glide(_ list: ListState, _ target: ScrollTarget, from start: Double = 0) -> [Double] {
        var offsets: [Double] = []
        var time = start
        while target.needsFrames && time < start + 5 {
            time += 1.0 / 60
            list.advance(to: time)
            offsets.append(list.scrollOffset)
        }
        return offsets
    }

    @Test func landsTheRowWhereTheAlignmentSays() {
        let cases: [(ScrollAlignment, Double)] = [(.top, 75_000), (.center, 75_000 + 25 - 250), (.bottom, 75_000 + 50 - 500)]
        for (alignment, expected) in cases {
            let (list, target) = scene()
            target.scroll(to: "r1500", alignment: alignment, at: 0)
            let offsets = glide(list, target)
            #expect(list.scrollOffset == expected, "\(alignment)")
            #expect(offsets.count > 10, "animated over several frames: \(offsets.count)")
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic")
            #expect(target.target == nil)
        }
    }

    @Test func nearestScrollsTheLeastAndClampsAtTheEnds() {
        let (list, target) = scene()
        list.scroll(to: 1000)
        target.scroll(to: "r25", alignment: .nearest, at: 0)   // 1250…1300 is below 1000…1500: shown
        _ = glide(list, target)
        #expect(list.scrollOffset == 1000)
        target.scroll(to: "r40", alignment: .nearest, at: 10)  // 2000…2050: its bottom at the bottom
        _ = glide(list, target, from: 10)
        #expect(list.scrollOffset == 2050 - 500)
        target.scroll(to: "r1999", alignment: .top, at: 20)    // past the end: clamped
        _ = glide(list, target, from: 20)
        #expect(list.scrollOffset == list.maxScrollOffset)
        target.scroll(to: "r0", alignment: .bottom, at: 30)
        _ = glide(list, target, from: 30)
        #expect(list.scrollOffset == 0)
    }

    @Test func retargetsMidFlightWithoutAJump() {
        let (list, target) = scene()
        target.scroll(to: "r1500", alignment: .top, at: 0)
        var time = 0.0
        for _ in 0..<6 { time += 1.0 / 60; list.advance(to: time) }
        let midway = list.scrollOffset
        #expect(midway > 0 && midway < 75_000)
        target.scroll(to: "r100", alignment: .top, at: time)
        #expect(list.scrollOffset == midway, "no jump when retargeted")
        let offsets = glide(list, target, from: time)
        #expect(list.scrollOffset == 5_000)
        #expect(offsets.count > 10)
        // It kept its speed for a moment (continuous velocity), then turned back to r100.
        #expect(offsets.first! > midway)
    }

    @Test func waitsForARowABatchStillBringsAndToldItsArrival() {
        let (list, target) = scene(rows: 100)
        var arrived: [RowID] = []
        target.onArrival = { arrived.append($0) }
        target.scroll(to: "r150", alignment: .top, at: 0)
        #expect(target.isWaiting && target.needsFrames && arrived.isEmpty)
        list.advance(to: 0.1)
        #expect(list.scrollOffset == 0, "nothing moves while the row is not there")
        list.setRows(rows(200))      // the batch lands
        let offsets = glide(list, target, from: 0.1)
        #expect(arrived == ["r150"])
        #expect(offsets.count > 10)
        #expect(list.scrollOffset == 150 * 50)
    }

    @Test func followsTheRowWhenABatchMovesItAndStopsOnStop() {
        let (list, target) = scene()
        target.scroll(to: "r1000", alignment: .top, at: 0)
        list.advance(to: 0.1)
        list.setRows(rows(10, from: 5_000) + rows(2_000))   // ten rows above: r1000 is 500 px lower
        _ = glide(list, target, from: 0.1)
        #expect(list.scrollOffset == 1010 * 50)
        target.scroll(to: "r0", alignment: .top, at: 10)
        list.advance(to: 10.1)
        let stopped = list.scrollOffset
        target.stop()
        list.advance(to: 11)
        #expect(list.scrollOffset == stopped && !target.needsFrames)
    }

    @Test func reducedMotionLandsAtOnce() {
        let (list, target) = scene()
        list.setReducesMotion(true)
        target.scroll(to: "r500", alignment: .top, at: 0)
        #expect(list.scrollOffset == 25_000)
        list.advance(to: 0.01)
        #expect(!target.needsFrames)
    }

    @Test func sceneSelectsAndFocusesOnArrivalAndAUserScrollStopsIt() {
        let scene = ListScene(rows: rows(100), schema: ColumnSchema(columns: []))
        scene.setViewportHeight(500)
        scene.scroll(toRow: "r150", alignment: .center, actions: [.select, .focus], at: 0)
        #expect(scene.scrollTargetRow == "r150" && scene.selection.isEmpty)
        scene.replaceRows(rows(200), layout: RowLayout(rows: rows(200)), at: 0.05)
        scene.advance(to: 0.1)
        #expect(scene.selection == ["r150"])
        #expect(scene.frame(listWidth: 300, pageWidth: 300, hasFocus: true).focus == "r150")
        scene.scroll(dy: 1, isWheel: true, at: 0.2)
        #expect(scene.scrollTargetRow == nil)
        let offset = scene.state(limit: 0).scrollOffset
        scene.advance(to: 1)
        #expect(scene.state(limit: 0).scrollOffset == offset)
    }
}
