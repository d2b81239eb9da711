import Testing
@testable import ListCore

@Suite("DragSelect range: fill-in, true undo, jitter, identity")
struct DragSelectRangeTests {
    typealias F = DragSelectFixture

    @Test func fastMoveFillsInEverySkippedRow() {
        let list = F.list(viewport: 2000)
        let drag = F.attach(to: list)
        list.selection = F.ids([40])
        drag.begin(x: F.stripX, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0)
        // One move event from row 1 straight to row 25: rows 2…24 were never under a move event.
        drag.move(x: F.stripX, y: F.midY(ofRow: 25, in: list), at: 0.016)
        #expect(list.selection == F.ids(1...25).union(F.ids([40])))
        // And straight back up past the anchor to row 0.
        drag.move(x: F.stripX, y: F.midY(ofRow: 0, in: list), at: 0.032)
        #expect(list.selection == F.ids(0...1).union(F.ids([40])))
    }

    @Test func reversingRestoresPreDragStateInSelectMode() {
        let list = F.list()
        let drag = F.attach(to: list)
        list.selection = F.ids([3, 5, 30])
        drag.begin(x: F.stripX, y: F.midY(ofRow: 2, in: list), listWidth: F.listWidth, at: 0)
        #expect(drag.mode == .select)
        drag.move(x: F.stripX, y: F.midY(ofRow: 8, in: list), at: 0.1)
        #expect(list.selection == F.ids(2...8).union(F.ids([30])))
        // Back to row 4: rows 6…8 return to unselected, row 5 (selected before the drag) stays selected.
        drag.move(x: F.stripX, y: F.midY(ofRow: 4, in: list), at: 0.2)
        #expect(list.selection == F.ids([2, 3, 4, 5, 30]))
        // Across the anchor to row 0: row 4 returns to unselected, row 3 keeps its pre-drag selection.
        drag.move(x: F.stripX, y: F.midY(ofRow: 0, in: list), at: 0.3)
        #expect(list.selection == F.ids([0, 1, 2, 3, 5, 30]))
        // Back down to the anchor: only the anchor keeps the drag's state.
        drag.move(x: F.stripX, y: F.midY(ofRow: 2, in: list), at: 0.4)
        #expect(list.selection == F.ids([2, 3, 5, 30]))
        drag.end(at: 0.5)
        #expect(list.selection == F.ids([2, 3, 5, 30]))
    }

    @Test func reversingRestoresPreDragStateInDeselectMode() {
        let list = F.list()
        let drag = F.attach(to: list)
        list.selection = F.ids([2, 3, 4, 6, 7])
        drag.begin(x: F.stripX, y: F.midY(ofRow: 3, in: list), listWidth: F.listWidth, at: 0)
        #expect(drag.mode == .deselect)
        drag.move(x: F.stripX, y: F.midY(ofRow: 7, in: list), at: 0.1)
        #expect(list.selection == F.ids([2]))
        // Leaving rows 6 and 7 gives their selection back (not "mode flipped": row 5 is untouched).
        drag.move(x: F.stripX, y: F.midY(ofRow: 5, in: list), at: 0.2)
        #expect(list.selection == F.ids([2, 6, 7]))
        // Across the anchor: row 4 comes back, rows 1…3 are deselected.
        drag.move(x: F.stripX, y: F.midY(ofRow: 1, in: list), at: 0.3)
        #expect(list.selection == F.ids([4, 6, 7]))
        drag.end(at: 0.4)
        #expect(list.selection == F.ids([4, 6, 7]))
    }

    @Test func movesUnderTheJitterThresholdAreIgnored() {
        let list = F.list()
        let drag = F.attach(to: list)
        // 2 px above the boundary between rows 2 and 3.
        let boundary = list.viewportY(ofRowAt: 3)
        drag.begin(x: F.stripX, y: boundary - 2, listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: boundary + 2, at: 0.01)          // 4 px: ignored
        #expect(list.selection == F.ids([2]))
        drag.move(x: F.stripX + 3, y: boundary + 1.9, at: 0.02)    // 4.92 px from the press: ignored
        #expect(list.selection == F.ids([2]))
        #expect(drag.focusRow == F.id(2))
        drag.move(x: F.stripX + 3, y: boundary + 2, at: 0.03)      // exactly 5 px (3-4-5): accepted
        #expect(list.selection == F.ids([2, 3]))
        // The reference is now the last accepted point: 4 px back up is ignored again.
        drag.move(x: F.stripX + 3, y: boundary - 2, at: 0.04)
        #expect(list.selection == F.ids([2, 3]))
    }

    /// Issue 8, defect 8: a row keeps the state the pointer gave it until the pointer passes
    /// back over it, wherever an update moves it; rows moved into the span are not selected.
    @Test func rowsInsertedAboveDuringTheDragKeepTheStateThePointerGaveThem() {
        let list = F.list()
        let drag = F.attach(to: list)
        list.selection = F.ids([9])
        let pointerY = F.midY(ofRow: 8, in: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 5, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: pointerY, at: 0.1)
        #expect(list.selection == F.ids(5...9))
        // Three 44 px rows arrive at the top: everything shifts down by 132 px under the pointer,
        // which now points just below the anchor. The pointer did not pass back over rows 7 and 8.
        let inserted = (0..<3).map { Row(id: RowID("new-\($0)"), fields: [], height: 44) }
        list.setRows(inserted + F.rows(200))
        _ = list.frame(at: 0.2)
        #expect(list.rowIndex(atViewportY: pointerY)! < list.layout.index(of: F.id(8))!)
        #expect(list.selection == F.ids(5...9))
        #expect(drag.anchorRow == F.id(5))
        // On down over rows 6 and 7 (indices 9, 10; already selected), then back up past the
        // anchor to row 4 (index 7): the pointer passes back over 7 and 6, which get their
        // pre-drag state back; row 8 (index 11) was not passed back over and stays selected.
        drag.move(x: F.stripX, y: F.midY(ofRow: 10, in: list), at: 0.3)
        #expect(list.selection == F.ids(5...9))
        drag.move(x: F.stripX, y: F.midY(ofRow: 7, in: list), at: 0.4)
        #expect(list.selection == F.ids([4, 5, 8, 9]))
    }

    /// Issue 8, defect 8: a row the pointer passed that an update moves out of the span (to the
    /// top, as a live update does) stays selected; the row moved into the span is not selected.
    @Test func aPassedRowMovedToTheTopStaysSelected() {
        let list = F.list()
        let drag = F.attach(to: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 3, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: F.midY(ofRow: 8, in: list), at: 0.1)
        #expect(list.selection == F.ids(3...8))
        // Row 5 (passed) goes to the top; row 20 moves into the span just above the pointer.
        var rows = F.rows(200)
        let bumped = rows.remove(at: 5)
        let arriving = rows.remove(at: 19)
        rows.insert(bumped, at: 0)
        rows.insert(arriving, at: 8)
        list.setRows(rows)
        _ = list.frame(at: 0.2)
        #expect(list.selection.contains(F.id(5)), "a passed row lost its selection when an update moved it")
        #expect(!list.selection.contains(F.id(20)), "a row an update moved into the span was selected by that move")
        drag.end(at: 0.3)
        #expect(list.selection == F.ids(3...8))
    }

    @Test func removingTheAnchorRowEndsTheDrag() {
        let list = F.list()
        let drag = F.attach(to: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 2, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: F.midY(ofRow: 4, in: list), at: 0.1)
        list.setRows(F.rows(200).filter { $0.id != F.id(2) })
        _ = list.frame(at: 0.2)
        #expect(!drag.isDragging)
        #expect(list.selection == F.ids([3, 4]))
    }

    @Test func scrollingUnderAStillPointerUpdatesTheRangeNextFrame() {
        let list = F.list()
        let drag = F.attach(to: list)
        let pointerY = F.midY(ofRow: 6, in: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: pointerY, at: 0.1)
        #expect(list.selection == F.ids(1...6))
        list.scroll(to: 172)   // a wheel scroll during the drag: three rows pass under the pointer
        _ = list.frame(at: 0.2)
        #expect(list.rowIndex(atViewportY: pointerY) == 9)
        #expect(list.selection == F.ids(1...9))
    }
}
