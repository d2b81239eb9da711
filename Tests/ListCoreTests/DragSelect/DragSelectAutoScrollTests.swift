import Testing
@testable import ListCore

/// Heights cycle 44/56/72; the viewport is 600 px, the zones 40 px. Times are multiples of
/// 0.125 s so every step is exact in binary floating point.
@Suite("DragSelect auto-scroll with exact heights")
struct DragSelectAutoScrollTests {
    typealias F = DragSelectFixture

    /// Row 12 starts at content y 688 (4 × 172); with the list scrolled to `688 - pointerY` the
    /// pointer sits exactly on that row's top edge.
    static let boundaryRow = 12
    static let boundaryTop = 688.0

    /// Starts a drag on row 4 and moves the pointer to `pointerY` (in the bottom zone) at t = 0.
    func dragIntoBottomZone(
        pointerY: Double, speed: DragSelectBehavior.ScrollSpeed
    ) -> (ListState, DragSelectBehavior) {
        let list = F.list()
        list.scroll(to: Self.boundaryTop - pointerY)
        let drag = F.attach(to: list) { $0.speed = speed }
        #expect(drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: -0.5))
        drag.move(x: F.stripX, y: pointerY, at: 0)
        return (list, drag)
    }

    @Test func scrolledDistanceIsTheExactHeightOfTheRowsPassed() {
        // Middle of the bottom zone: depth 0.5, factor 1.0; 8 rows/s × 0.125 s = one row per frame.
        let (list, drag) = dragIntoBottomZone(pointerY: 580, speed: .custom(8))
        let start = list.scrollOffset
        #expect(list.selection == F.ids(4...Self.boundaryRow))
        #expect(drag.needsFrames)
        for frame in 1...7 {
            _ = list.frame(at: Double(frame) * 0.125)
            let expected = start + F.heightSum(Self.boundaryRow..<(Self.boundaryRow + frame))
            #expect(abs(list.scrollOffset - expected) < 1e-9, "frame \(frame)")
            // No lag: the range already includes the row that just arrived under the pointer.
            let under = list.rowIndex(atViewportY: 580)!
            #expect(under == Self.boundaryRow + frame)
            #expect(list.selection == F.ids(4...under), "frame \(frame)")
        }
        // 7 rows = 44+56+72+44+56+72+44, not 7 × the average height.
        #expect(abs(list.scrollOffset - start - 388) < 1e-9)
        drag.end(at: 0.9)
        // No overshoot at release: exactly the rows from the anchor to the row under the pointer.
        #expect(list.selection == F.ids(4...19))
        let offsetAtRelease = list.scrollOffset
        _ = list.frame(at: 1.5)
        #expect(list.scrollOffset == offsetAtRelease)
        #expect(list.selection == F.ids(4...19))
        #expect(!drag.needsFrames)
    }

    @Test func releaseBetweenFramesSelectsWhatIsUnderThePointerNow() {
        let (list, drag) = dragIntoBottomZone(pointerY: 580, speed: .custom(8))
        _ = list.frame(at: 0.125)
        _ = list.frame(at: 0.1875)   // half a row: row 13 is under the pointer, partly passed
        let under = list.rowIndex(atViewportY: 580)!
        #expect(under == 13)
        drag.end(at: 0.2)
        #expect(list.selection == F.ids(4...13))
    }

    @Test func deeperIntoTheZoneIsFaster() {
        // Depth 0.75 → 1.25 × 8 rows/s × 0.125 s = 1.25 rows: row 12 whole + a quarter of row 13.
        let (deep, _) = dragIntoBottomZone(pointerY: 590, speed: .custom(8))
        let deepStart = deep.scrollOffset
        _ = deep.frame(at: 0.125)
        #expect(abs(deep.scrollOffset - deepStart - (44 + 0.25 * 56)) < 1e-9)
        // Depth 0.25 → 0.75 rows of row 12.
        let (shallow, _) = dragIntoBottomZone(pointerY: 570, speed: .custom(8))
        let shallowStart = shallow.scrollOffset
        _ = shallow.frame(at: 0.125)
        #expect(abs(shallow.scrollOffset - shallowStart - 0.75 * 44) < 1e-9)
    }

    @Test func depthFactorRangesFromHalfToOneAndAHalf() {
        let list = F.list()
        let drag = F.attach(to: list)
        #expect(drag.speedMultiplier(forPointerY: 300) == 0)
        #expect(drag.speedMultiplier(forPointerY: 560) == 0)           // zone edge is outside
        #expect(abs(drag.speedMultiplier(forPointerY: 560.001) - 0.5) < 1e-4)
        #expect(drag.speedMultiplier(forPointerY: 580) == 1.0)
        #expect(drag.speedMultiplier(forPointerY: 600) == 1.5)
        #expect(drag.speedMultiplier(forPointerY: 900) == 1.5)          // beyond the edge
        #expect(drag.speedMultiplier(forPointerY: 20) == 1.0)           // top zone mirrors it
        #expect(drag.speedMultiplier(forPointerY: -50) == 1.5)
        #expect(drag.autoScrollDirection(forPointerY: 10) == .up)
        #expect(drag.autoScrollDirection(forPointerY: 590) == .down)
        #expect(DragSelectBehavior.ScrollSpeed.fast.rowsPerSecond == 40)
        #expect(DragSelectBehavior.ScrollSpeed.moderate.rowsPerSecond == 20)
        #expect(DragSelectBehavior.ScrollSpeed.slow.rowsPerSecond == 10)
        #expect(DragSelectBehavior.Options().speed == .moderate)
    }

    @Test func aSlowFrameScrollsTheFullTimeAndSkipsNoRow() {
        // Moderate: 20 rows/s × 2 s = 40 rows in one frame.
        let (list, drag) = dragIntoBottomZone(pointerY: 580, speed: .moderate)
        let start = list.scrollOffset
        _ = list.frame(at: 2)
        let expected = F.heightSum(Self.boundaryRow..<(Self.boundaryRow + 40))
        #expect(abs(list.scrollOffset - start - expected) < 1e-9)
        #expect(expected == 2280)
        drag.end(at: 2.01)
        #expect(list.selection == F.ids(4...(Self.boundaryRow + 40)))
    }

    @Test func stopsAtTheBottomEnd() {
        let list = F.list()
        list.scroll(to: list.maxScrollOffset - 300)
        let drag = F.attach(to: list) { $0.speed = .fast }
        drag.begin(x: F.stripX, y: 300, listWidth: F.listWidth, at: 0)
        let anchor = list.layout.index(of: drag.anchorRow!)!
        drag.move(x: F.stripX, y: 599, at: 0)
        var time = 0.0
        while drag.needsFrames && time < 10 {
            time += 0.125
            _ = list.frame(at: time)
        }
        #expect(time < 10)
        #expect(list.scrollOffset == list.maxScrollOffset)
        #expect(drag.isDragging)
        #expect(drag.autoScrollDirection == .down)
        #expect(!drag.needsFrames)
        #expect(list.rowIndex(atViewportY: 599) == 199)
        _ = list.frame(at: time + 1)
        drag.end(at: time + 1.1)
        #expect(list.selection == F.ids(anchor...199))
    }

    @Test func stopsAtTheTopEndWithAHeaderAbove() {
        let list = F.list(header: 100)
        list.scroll(to: 400)
        let drag = F.attach(to: list) { $0.speed = .fast }
        drag.begin(x: F.stripX, y: 300, listWidth: F.listWidth, at: 0)
        let anchor = list.layout.index(of: drag.anchorRow!)!
        #expect(anchor > 5)
        drag.move(x: F.stripX, y: 10, at: 0)
        var time = 0.0
        while drag.needsFrames && time < 10 {
            time += 0.125
            _ = list.frame(at: time)
        }
        #expect(list.scrollOffset == 0)
        #expect(!drag.needsFrames)
        drag.end(at: time)
        // The pointer is over the header now: the range runs up to the first row.
        #expect(list.selection == F.ids(0...anchor))
    }

    @Test func aPressInsideAZoneDoesNotScrollUntilThePointerMoves() {
        let list = F.list()
        let drag = F.attach(to: list)
        #expect(drag.begin(x: F.stripX, y: 590, listWidth: F.listWidth, at: 0))
        #expect(!drag.needsFrames)
        _ = list.frame(at: 1)
        _ = list.frame(at: 1.5)
        #expect(list.scrollOffset == 0)
        #expect(list.selection == F.ids([10]))
        drag.move(x: F.stripX, y: 596, at: 2)
        #expect(drag.needsFrames)
        _ = list.frame(at: 2.125)
        #expect(list.scrollOffset > 0)
    }

    @Test func leavingTheZoneStopsScrolling() {
        let (list, drag) = dragIntoBottomZone(pointerY: 580, speed: .custom(8))
        _ = list.frame(at: 0.125)
        let offset = list.scrollOffset
        drag.move(x: F.stripX, y: 300, at: 0.2)
        #expect(!drag.needsFrames)
        #expect(drag.autoScrollDirection == nil)
        _ = list.frame(at: 0.5)
        #expect(list.scrollOffset == offset)
        // Re-entering starts a fresh clock: the time spent outside does not count.
        drag.move(x: F.stripX, y: 580, at: 1.0)
        _ = list.frame(at: 1.125)
        #expect(list.scrollOffset > offset)
        #expect(list.scrollOffset - offset < 73)
    }
}
