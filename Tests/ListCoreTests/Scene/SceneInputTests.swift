import Testing
@testable import ListCore

/// Issue 8: input read by the core (`ListScene`), one decision per press, with event times.
@Suite struct SceneInputTests {
    typealias F = SceneFixture
    let bodyX = 300.0
    let stripX = 30.0

    /// Defect 2: holds of 0.2, 0.9 and 1.6 s all open the row, and the pressed highlight stays
    /// on while the button is held.
    @Test(arguments: [0.2, 0.9, 1.6])
    func aHoldOfAnyLengthOpensTheRow(hold: Double) {
        let scene = F.scene()
        let y = F.midY(ofRow: 2, in: scene)
        let id = scene.list.layout.ids[2]
        scene.press(x: bodyX, y: y, listWidth: F.listWidth, at: 1)
        for time in F.frames(from: 1, to: 1 + hold) {
            #expect(F.frame(scene, at: time).rows.first { $0.id == id }?.pressed == 1, "pressed at \(time)")
        }
        scene.release(x: bodyX, y: y, at: 1 + hold)
        #expect(scene.navigation.detailID == id, "a \(hold) s hold opened the row")
        #expect(scene.list.pressedRow == nil)
    }

    /// A press that moves past the tap slop is a drag, not a tap.
    @Test func aPressThatMovesIsNotATap() {
        let scene = F.scene()
        let y = F.midY(ofRow: 2, in: scene)
        scene.press(x: bodyX, y: y, listWidth: F.listWidth, at: 1)
        scene.drag(x: bodyX, y: y + PointerGesture.tapSlop + 1, at: 1.05)
        #expect(scene.list.pressedRow == nil)
        scene.release(x: bodyX, y: y, at: 1.1)
        #expect(!scene.navigation.isTransitioning)
    }

    /// Defect 7: taps on check marks (the strip) select exactly those rows; a second tap clears
    /// one. The press decides once (drag-select's first row); the release decides nothing more.
    @Test func tapsOnThreeCheckMarksSelectExactlyThose() {
        let scene = F.scene()
        scene.setEditing(true, at: 0)
        _ = F.frame(scene, at: 1)
        var time = 1.0
        func tap(_ index: Int, hold: Double) {
            let y = F.midY(ofRow: index, in: scene)
            #expect(scene.press(x: stripX, y: y, listWidth: F.listWidth, at: time), "claims the pointer")
            scene.release(x: stripX, y: y, at: time + hold)
            time += hold + 0.2
        }
        tap(1, hold: 0.05)
        tap(3, hold: 0.6)
        tap(5, hold: 0.05)
        let ids = scene.list.layout.ids
        #expect(scene.list.selection == [ids[1], ids[3], ids[5]])
        tap(3, hold: 0.05)
        #expect(scene.list.selection == [ids[1], ids[5]])
    }

    /// Defect 1 where the core sees it: a press taken away mid drag-select (a window opened
    /// over it) gives the rows their state back; the release that may follow does nothing.
    @Test func aCancelledStripDragRestoresTheRowsAndIgnoresTheRelease() {
        let scene = F.scene()
        scene.setEditing(true, at: 0)
        _ = F.frame(scene, at: 1)
        scene.press(x: stripX, y: F.midY(ofRow: 1, in: scene), listWidth: F.listWidth, at: 1)
        scene.drag(x: stripX, y: F.midY(ofRow: 4, in: scene), at: 1.1)
        #expect(scene.list.selection.count == 4)
        scene.cancelPointer(at: 1.2)
        #expect(scene.list.selection.isEmpty && !scene.dragSelect.isDragging)
        scene.release(x: stripX, y: F.midY(ofRow: 4, in: scene), at: 1.3)
        #expect(scene.list.selection.isEmpty)
    }

    /// Defect 9: a wheel during a push (or any page transition) does not scroll the list.
    @Test func aWheelDuringAPushDoesNotScroll() {
        let scene = F.scene()
        scene.open(scene.list.layout.ids[2])
        _ = F.frame(scene, at: 0.05)
        #expect(!scene.scroll(dy: 3, isWheel: true, at: 0.05))
        #expect(scene.list.scrollOffset == 0)
        _ = F.frame(scene, at: 1)
        #expect(scene.navigation.page != .list)
        scene.goBack(at: 1)
        _ = F.frame(scene, at: 2)
        #expect(scene.scroll(dy: 3, isWheel: true, at: 2))
        #expect(scene.list.scrollOffset > 0)
    }

    /// Defect 3: past the 16 px threshold, the edge swipe follows the pointer 1:1 (window
    /// coordinates: 200 px of pointer is 200/width of progress).
    @Test func theEdgeSwipeFollowsThePointerOneToOne() {
        let scene = F.scene()
        scene.open(scene.list.layout.ids[2])
        _ = F.frame(scene, at: 1)
        let width = 510.0
        scene.edgePress(x: 6, y: 300, at: 1)
        #expect(!scene.edgeDrag(x: 6 + 10, y: 300, pageWidth: width, at: 1.02), "under the threshold")
        for (i, dx) in stride(from: 20.0, through: 200, by: 10).enumerated() {
            scene.edgeDrag(x: 6 + dx, y: 302, pageWidth: width, at: 1.04 + Double(i) * 0.016)
        }
        #expect(abs(scene.navigation.back.progress - 200 / width) < 1e-9)
        scene.edgeRelease(at: 1.5)
        #expect(!scene.navigation.back.isInteractive)
    }

    @Test func aPressOutsideTheEdgeOrAVerticalMoveIsNoSwipe() {
        let scene = F.scene()
        scene.open(scene.list.layout.ids[2])
        _ = F.frame(scene, at: 1)
        scene.edgePress(x: 40, y: 300, at: 1)
        #expect(!scene.edgeDrag(x: 140, y: 300, pageWidth: 500, at: 1.1))
        scene.edgePress(x: 10, y: 300, at: 2)
        #expect(!scene.edgeDrag(x: 30, y: 340, pageWidth: 500, at: 2.1))
    }

    /// Defect 4: back 50 ms and 150 ms into a push reverses it; the row's highlight fades with the
    /// push and the list ends with nothing selected.
    @Test(arguments: [0.05, 0.15])
    func backDuringAPushEndsOnTheListWithNothingSelected(delay: Double) {
        let scene = F.scene()
        let id = scene.list.layout.ids[2]
        scene.advance(to: 1)
        scene.open(id)
        _ = F.frame(scene, at: 1 + delay)
        scene.goBack(at: 1 + delay)
        var last = 2.0
        for time in F.frames(from: 1 + delay, to: 2) {
            let highlight = F.frame(scene, at: time).rows.first { $0.id == id }?.highlight ?? 0
            #expect(highlight <= last + 1e-9, "the highlight only fades (\(highlight) at \(time))")
            last = highlight
        }
        #expect(scene.navigation.page == .list && !scene.navigation.isTransitioning)
        #expect(scene.list.selection.isEmpty)
        #expect(last == 0)
    }

    /// A finger on a touchscreen drives back from anywhere on the page, 1:1 past the threshold.
    @Test func aTouchscreenDragFromAnywhereDrivesBack() {
        let scene = F.scene()
        scene.open(scene.list.layout.ids[2])
        _ = F.frame(scene, at: 1)
        scene.edgePress(x: 200, y: 300, at: 1, isTouchscreen: true)
        #expect(scene.edgeDrag(x: 300, y: 305, pageWidth: 500, at: 1.1))
        #expect(abs(scene.navigation.back.progress - 0.2) < 1e-9)
        #expect(EdgeSwipe(x: 200, y: 300, time: 2) == nil, "a mouse press that far from the edge is no swipe")
        #expect(EdgeSwipe(x: 200, y: 300, time: 2, isTouchscreen: true) != nil)
    }

    /// A touchpad swipe to the right drives the back transition; vertical scrolls do not.
    @Test func aTwoFingerSwipeDrivesBack() {
        let scene = F.scene()
        scene.open(scene.list.layout.ids[2])
        _ = F.frame(scene, at: 1)
        scene.touchpadBegan()
        #expect(!scene.touchpadScroll(dx: 0, dy: 5, at: 1.0))
        scene.touchpadBegan()
        for i in 0..<10 { scene.touchpadScroll(dx: -30, dy: 1, at: 1.1 + Double(i) * 0.016) }
        #expect(abs(scene.navigation.back.progress - 300 / TouchpadSwipe.distance) < 1e-9)
        scene.touchpadEnded(at: 1.3)
        _ = F.frame(scene, at: 2)
        #expect(scene.navigation.page == .list)
    }

    /// Ctrl+1 … Ctrl+9: the Nth column ascending, the same key again descending.
    @Test func columnKeysSortAscendingThenDescending() {
        let scene = F.scene()
        let original = scene.list.layout.ids
        #expect(scene.sortDescriptor(forColumnKey: 3) == SortDescriptor(column: 2, ascending: true))
        scene.sorter.sort(by: SortDescriptor(column: 2), at: 0)
        #expect(scene.sortDescriptor(forColumnKey: 3) == SortDescriptor(column: 2, ascending: false))
        #expect(scene.sortDescriptor(forColumnKey: 9) == nil)
        #expect(scene.list.layout.ids != original)
        scene.sorter.sort(by: nil, at: 1)
        #expect(scene.list.layout.ids == original, "Ctrl+0: the original order")
    }
}
