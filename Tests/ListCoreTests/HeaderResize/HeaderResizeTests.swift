import Testing
@testable import ListCore

@Suite struct HeaderResizeTests {
    typealias F = BatchAnimationFixture

    func scene(count: Int = 200, expanded: Bool = false, reducesMotion: Bool = false)
        -> (list: ListState, header: HeaderResize)
    {
        let list = ListState(rows: F.rows(count))
        list.viewportHeight = 600
        let header = HeaderResize(collapsedHeight: 60, expandedHeight: 200, isExpanded: expanded,
                                  reducesMotion: reducesMotion)
        list.attach(header)
        return (list, header)
    }

    @Test func attachingSetsTheHeaderHeight() {
        #expect(scene().list.headerHeight == 60)
        #expect(scene(expanded: true).list.headerHeight == 200)
    }

    @Test func expandGrowsEveryFrameAndRowsFollow() {
        let (list, header) = scene()
        header.expand(at: 0)
        #expect(header.isExpanded && list.needsFrames)
        var last = list.headerHeight
        var sawBetween = false
        for time in F.frames(from: 0, to: 0.5) {
            let frame = list.frame(at: time)
            let height = list.headerHeight
            #expect(height >= last - 1e-9, "monotonic at \(time)")
            #expect(frame.first?.id == "r0" && F.close(frame.first?.y, height), "rows follow the header")
            #expect(F.close(frame.first { $0.id == "r3" }?.y, height + 180))
            #expect(F.close(header.progress, (height - 60) / 140))
            if height > 61 && height < 199 { sawBetween = true }
            last = height
        }
        #expect(sawBetween)
        #expect(list.headerHeight == 200 && header.progress == 1)
        #expect(!list.needsFrames)
    }

    @Test func collapseShrinksEveryFrameToTheCollapsedHeight() {
        let (list, header) = scene(expanded: true)
        header.collapse(at: 1)
        var last = list.headerHeight
        for time in F.frames(from: 1, to: 1.5) {
            _ = list.frame(at: time)
            #expect(list.headerHeight <= last + 1e-9)
            last = list.headerHeight
        }
        #expect(list.headerHeight == 60 && header.progress == 0 && !header.isExpanded)
    }

    @Test func scrolledPastTheHeaderTheVisibleRowsDoNotMove() {
        let (list, header) = scene()
        list.scroll(to: 1_000)
        let anchor = list.frame(at: 0)[1]
        header.expand(at: 0)
        for time in F.frames(from: 0, to: 0.5) {
            let row = list.frame(at: time).first { $0.id == anchor.id }
            #expect(F.close(row?.y, anchor.y, 1e-9), "moved at \(time)")
            #expect(F.close(list.scrollOffset, 1_000 + list.headerHeight - 60, 1e-9))
        }
        header.collapse(at: 1)
        for time in F.frames(from: 1, to: 1.5) {
            #expect(F.close(list.frame(at: time).first { $0.id == anchor.id }?.y, anchor.y, 1e-9))
        }
        #expect(F.close(list.scrollOffset, 1_000, 1e-9))
    }

    @Test func atTheTopRowsMoveWithTheHeader() {
        let (list, header) = scene()
        list.scroll(to: 20)   // the header is partly in view
        header.expand(at: 0)
        for time in F.frames(from: 0, to: 0.5) {
            let frame = list.frame(at: time)
            #expect(list.scrollOffset == 20)
            #expect(F.close(frame.first { $0.id == "r0" }?.y, list.headerHeight - 20))
        }
    }

    @Test func retargetMidFlightContinuesFromTheCurrentHeightAndVelocity() {
        let (list, header) = scene()
        header.expand(at: 0)
        let step = 1.0 / 60
        var heights: [Double] = []
        for time in stride(from: 0.0, through: 0.15, by: step) {
            _ = list.frame(at: time)
            heights.append(list.headerHeight)
        }
        let retargetTime = 0.15
        _ = list.frame(at: retargetTime)
        let before = list.headerHeight
        header.collapse(at: retargetTime)
        #expect(list.headerHeight == before, "no jump when retargeting")
        _ = list.frame(at: retargetTime + step)
        let after = list.headerHeight
        let stepBefore = before - heights[heights.count - 2]
        #expect(stepBefore > 0)
        #expect(abs((after - before) - stepBefore) < 0.35 * stepBefore, "velocity carries over")
        var last = after
        for time in F.frames(from: retargetTime + step, to: retargetTime + 0.6).dropFirst() {
            _ = list.frame(at: time)
            #expect(abs(list.headerHeight - last) < 12, "continuous at \(time)")
            last = list.headerHeight
        }
        #expect(list.headerHeight == 60)
    }

    @Test func atTheEndOfTheListCollapsingKeepsTheLastRowAtTheBottom() {
        let (list, header) = scene(count: 40, expanded: true)
        list.scroll(to: list.maxScrollOffset)
        header.collapse(at: 0)
        for time in F.frames(from: 0, to: 0.5) {
            let last = list.frame(at: time).last!
            #expect(last.id == "r39" && F.close(last.y + last.height, 600, 1e-9), "at \(time)")
            #expect(list.scrollOffset <= list.maxScrollOffset)
        }
    }

    @Test func shortListClampsScrollAndRowsFollow() {
        let (list, header) = scene(count: 3, expanded: true)
        list.scroll(to: 100)
        #expect(list.scrollOffset == 0, "content shorter than the viewport")
        header.collapse(at: 0)
        for time in F.frames(from: 0, to: 0.5) {
            #expect(F.close(list.frame(at: time).first?.y, list.headerHeight))
        }
    }

    @Test func reducedMotionIsInstant() {
        let (list, header) = scene(reducesMotion: true)
        header.toggle(at: 0)
        #expect(list.headerHeight == 200 && !list.needsFrames && header.isExpanded)
        header.toggle(at: 0.01)
        #expect(list.headerHeight == 60)
    }

    @Test func newHeightsAnimateToTheNewTarget() {
        let (list, header) = scene(expanded: true)
        header.setHeights(collapsed: 40, expanded: 260, at: 0)
        _ = list.frame(at: 0.1)
        #expect(list.headerHeight > 200 && list.headerHeight < 260)
        _ = list.frame(at: 1)
        #expect(list.headerHeight == 260)
    }
}

@Suite struct HeaderResizeRepeatTests {
    @Test func repeatingTheSameRequestKeepsTheRunningMotion() {
        let list = ListState(rows: BatchAnimationFixture.rows(20))
        list.viewportHeight = 600
        let header = HeaderResize(collapsedHeight: 60, expandedHeight: 200)
        list.attach(header)
        header.expand(at: 0)
        _ = list.frame(at: 0.2)
        let end = header.animation.endTime
        header.expand(at: 0.2)
        #expect(header.animation.endTime == end, "not restarted")
        header.collapse(at: 1)
        _ = list.frame(at: 2)
        header.collapse(at: 2)
        #expect(!list.needsFrames, "collapsing a collapsed header needs no frames")
    }
}
