import Testing
@testable import ListCore
import ListData

/// Issue 49's reorder, case by case: a drag from row 2's handle to the 7th place, the rows it
/// passes making way over several frames, one undo step, Escape, the keyboard move, the refusal
/// on a sorted list, several selected rows landing together.
@Suite struct ReorderDragTests {
    typealias F = SceneFixture
    static let handleX = F.listWidth - 10

    /// An edit-mode scene at rest, unscrolled.
    static func editing() -> (ListScene, Double) {
        let scene = F.scene(rows: 40, viewport: 600)
        scene.isReorderable = true
        scene.setEditing(true, at: 0)
        var time = 0.0
        for t in F.frames(from: 0, to: 0.6) { _ = F.frame(scene, at: t); time = t }
        return (scene, time)
    }

    /// Drags row `from`'s handle until its centre is just past row `to`'s centre, one frame per
    /// 10 px; returns the frames seen and the time.
    static func drag(_ scene: ListScene, from: Int, to: Int, at start: Double, release: Bool = true) -> ([ListFrame], Double) {
        var time = start
        var y = F.midY(ofRow: from, in: scene)
        let target = F.midY(ofRow: to, in: scene) + (to > from ? 4 : -4)
        #expect(scene.press(x: handleX, y: y, listWidth: F.listWidth, at: time))
        var frames: [ListFrame] = []
        while abs(y - target) > 0.5 {
            time += 1.0 / 60
            y += max(-10, min(10, target - y))
            scene.hover(y: y)
            scene.drag(x: handleX, y: y, at: time)
            frames.append(F.frame(scene, at: time))
        }
        for _ in 0..<20 { time += 1.0 / 60; frames.append(F.frame(scene, at: time)) }
        if release { scene.release(x: handleX, y: y, at: time) }
        return (frames, time)
    }

    static func settle(_ scene: ListScene, from time: Double) -> Double {
        var t = time
        for _ in 0..<60 { t += 1.0 / 60; _ = F.frame(scene, at: t) }
        return t
    }

    @Test func row2ToThe7thPlaceWithRowsMakingWayAndOneUndoStep() {
        let (scene, start) = Self.editing()
        let before = Array(scene.list.layout.ids)
        var moves: [ReorderMove] = []
        scene.onRowsReordered = { moves.append($0) }
        let (frames, time) = Self.drag(scene, from: 1, to: 6, at: start)
        var expected = before
        expected.insert(expected.remove(at: 1), at: 6)
        #expect(Array(scene.list.layout.ids) == expected)
        #expect(moves == [ReorderMove(ids: [before[1]], fromIndices: [1], toIndex: 6, count: 40)])
        #expect(moves.first?.announcement(title: "Row 2") == "Row 2 moved to position 7 of 40")
        // Each row passed (rows 3…7) is between its two slots in at least 3 frames.
        for index in 2...6 {
            let id = before[index]
            let draggedHeight = scene.list.layout.height(at: scene.list.layout.index(of: before[1])!)
            let slot = scene.list.viewportY(ofRowAt: index - 1), old = slot + draggedHeight
            let between = frames.filter { frame in
                guard let row = frame.rows.first(where: { $0.id == id }) else { return false }
                return row.y > slot + 0.5 && row.y < old - 0.5
            }
            #expect(between.count >= 3, "\(id) was between its slots in \(between.count) frames")
        }
        // No hover look while dragging (the rows under the pointer slide); the dragged row was
        // lifted and drawn last.
        #expect(frames.allSatisfy { $0.hoveredRow == nil })
        #expect(frames.last?.rows.last?.id == before[1])
        #expect(frames.last?.rows.last?.lift == 1)
        // One undo step puts it back; redo moves it again.
        let settled = Self.settle(scene, from: time)
        scene.undo(at: settled)
        #expect(Array(scene.list.layout.ids) == before)
        scene.redo(at: Self.settle(scene, from: settled))
        #expect(Array(scene.list.layout.ids) == expected)
    }

    /// A row starts making way when the dragged row's centre crosses its own, not before.
    @Test func aRowMakesWayAsTheCentresCross() {
        let (scene, start) = Self.editing()
        let ids = Array(scene.list.layout.ids)
        var time = start
        let y0 = F.midY(ofRow: 1, in: scene)
        let crossing = F.midY(ofRow: 2, in: scene)
        #expect(scene.press(x: Self.handleX, y: y0, listWidth: F.listWidth, at: time))
        func row2At(pointer: Double) -> Double {
            time += 1.0 / 60
            scene.drag(x: Self.handleX, y: pointer, at: time)
            time += 0.1
            return F.frame(scene, at: time).rows.first { $0.id == ids[2] }!.y
        }
        let rest = scene.list.viewportY(ofRowAt: 2)
        #expect(row2At(pointer: crossing - 2) == rest)          // centre not crossed: stays
        #expect(row2At(pointer: crossing + 2) < rest - 1)       // crossed: slides up
        _ = row2At(pointer: crossing - 2)                        // crossed back: returns
        time += 0.5
        #expect(abs(F.frame(scene, at: time).rows.first { $0.id == ids[2] }!.y - rest) < 1e-6)
    }

    @Test func escapeMidDragSlidesEverythingBack() {
        let (scene, start) = Self.editing()
        let before = Array(scene.list.layout.ids)
        let (_, time) = Self.drag(scene, from: 1, to: 6, at: start, release: false)
        #expect(scene.isReordering)
        #expect(scene.escape(at: time, isSearchOpen: false) == .none)
        #expect(!scene.isReordering)
        #expect(scene.list.isEditing)
        scene.release(x: Self.handleX, y: 300, at: time + 0.01)
        let end = Self.settle(scene, from: time)
        #expect(Array(scene.list.layout.ids) == before)
        #expect(scene.history.undoStack.isEmpty)
        for row in F.frame(scene, at: end).rows where row.index >= 0 {
            #expect(abs(row.y - scene.list.viewportY(ofRowAt: row.index)) < 1e-6)
        }
    }

    @Test func altShiftArrowMovesTheFocusedRowOnePlace() {
        let (scene, start) = Self.editing()
        let before = Array(scene.list.layout.ids)
        scene.commands.setFocus(before[1], in: scene.list)
        #expect(scene.moveFocusedRow(by: 1, at: start))
        var expected = before
        expected.swapAt(1, 2)
        #expect(Array(scene.list.layout.ids) == expected)
        // Animated: the next frame still shows the row near its old place.
        let row = F.frame(scene, at: start + 1.0 / 60).rows.first { $0.id == before[1] }!
        #expect(row.y < scene.list.viewportY(ofRowAt: 2) - 1)
        #expect(!scene.moveRow(before[0], by: -1, at: start))   // at the top already
        scene.undo(at: Self.settle(scene, from: start))
        #expect(Array(scene.list.layout.ids) == before)
    }

    @Test func aSortedListRefusesWithANotice() {
        let (scene, start) = Self.editing()
        scene.sorter.sort(by: SortDescriptor(column: 0), at: start, animated: false)
        var refusals: [ReorderRefusal] = []
        scene.onReorderRefused = { refusals.append($0) }
        let before = Array(scene.list.layout.ids)
        _ = Self.drag(scene, from: 1, to: 6, at: start)
        #expect(refusals == [.sorted(column: "name")])
        #expect(refusals.first?.message == "Sorted by name: turn sorting off to reorder")
        #expect(Array(scene.list.layout.ids) == before)
        scene.commands.setFocus(before[1], in: scene.list)
        #expect(!scene.moveFocusedRow(by: 1, at: start))
    }

    @Test func selectedRowsGatherAndLandTogetherInTheirOrder() {
        let (scene, start) = Self.editing()
        let before = Array(scene.list.layout.ids)
        scene.setSelection([before[0], before[3], before[5]])
        _ = Self.drag(scene, from: 3, to: 8, at: start)
        let order = Array(scene.list.layout.ids)
        let places = [before[0], before[3], before[5]].map { order.firstIndex(of: $0)! }
        #expect(places[1] == places[0] + 1 && places[2] == places[1] + 1)
        #expect(order.filter { ![before[0], before[3], before[5]].contains($0) } == before.filter { ![before[0], before[3], before[5]].contains($0) })
        #expect(scene.history.undoStack.count == 1)
    }

    @Test func aListNotReorderableHasNoHandles() {
        let (scene, start) = Self.editing()
        scene.isReorderable = false
        let y = F.midY(ofRow: 2, in: scene)
        #expect(!scene.press(x: Self.handleX, y: y, listWidth: F.listWidth, at: start))
        scene.commands.setFocus(scene.list.layout.ids[1], in: scene.list)
        #expect(!scene.moveFocusedRow(by: 1, at: start))
    }

    @Test func aTapOnTheHandleMovesNothing() {
        let (scene, start) = Self.editing()
        let before = Array(scene.list.layout.ids)
        let y = F.midY(ofRow: 2, in: scene)
        #expect(scene.press(x: Self.handleX, y: y, listWidth: F.listWidth, at: start))
        scene.release(x: Self.handleX, y: y, at: start + 0.1)
        #expect(Array(scene.list.layout.ids) == before)
        #expect(!scene.isReordering)
    }

    /// A row a live batch deletes while it makes way fades out where it is drawn, and goes on
    /// doing so when the drag is cancelled (it kept its make-way offset, not leaping by it).
    @Test func aRowDeletedWhileMakingWayFadesWhereItIsThroughACancel() {
        let (scene, start) = Self.editing()
        let before = Array(scene.list.layout.ids)
        let draggedHeight = scene.list.layout.height(at: 1)
        var (_, time) = Self.drag(scene, from: 1, to: 6, at: start, release: false)
        let gone = before[4]
        _ = scene.commit(BatchAnimator.prepare(old: scene.list.rows, new: scene.list.rows.filter { $0.id != gone }), at: time)
        func departing() -> RowAppearance? {
            time += 1.0 / 60
            return F.frame(scene, at: time).rows.first { $0.id == gone && $0.index < 0 }
        }
        guard let fading = departing() else { Issue.record("\(gone) is not fading out"); return }
        #expect(abs(fading.y - (F.midY(ofRow: 4, in: scene) - fading.height / 2 - draggedHeight)) < 30,
                "\(gone) fades near where it made way to")
        _ = scene.escape(at: time + 0.005, isSearchOpen: false)
        guard let after = departing(), after.opacity > 0.05 else { Issue.record("\(gone) is no longer drawn"); return }
        #expect(abs(after.y - fading.y) < 1, "\(gone) moved from \(fading.y) to \(after.y) as the drag was cancelled")
    }

    /// Two rows dragged with one between them, the row between making way wholly above the
    /// viewport, the stack's centre crossing it just before a live batch and the release: it
    /// lands below the stack, on screen, and slides in from above (it was culled from the frame
    /// the batch made, and the settle must still know where it was drawn).
    @Test func aRowBetweenTwoDroppedRowsSlidesInFromAboveTheViewport() {
        let (scene, start) = Self.editing()
        let layout = scene.list.layout
        guard let i = (10..<30).first(where: { layout.height(at: $0 + 1) <= layout.height(at: $0) }) else {
            Issue.record("no rows of the heights needed"); return
        }
        let ids = Array(layout.ids)
        let (upper, between, lower) = (ids[i], ids[i + 1], ids[i + 2])
        var time = start + 1.0 / 60
        // Row i wholly above the viewport, the row between's top at -5.
        _ = scene.list.scroll(to: scene.list.scrollOffset + scene.list.viewportY(ofRowAt: i) + layout.height(at: i) + 5)
        _ = F.frame(scene, at: time)
        scene.setSelection([upper, lower])
        var y = F.midY(ofRow: i + 2, in: scene)
        #expect(scene.press(x: Self.handleX, y: y, listWidth: F.listWidth, at: time))
        // Lifted (a move down past the tap slop), the row between closing up over row i's place.
        y += 12
        for _ in 0..<20 {
            time += 1.0 / 60
            scene.drag(x: Self.handleX, y: y, at: time)
            scene.reorder.zones = EdgeAutoScroll(zoneHeight: 0, speed: .moderate)   // no auto-scroll
            _ = F.frame(scene, at: time)
        }
        var last: RowAppearance?
        for _ in 0..<60 {
            time += 1.0 / 60
            y -= 3
            scene.drag(x: Self.handleX, y: y, at: time)
            scene.reorder.zones = EdgeAutoScroll(zoneHeight: 0, speed: .moderate)   // no auto-scroll
            last = F.frame(scene, at: time).rows.first { $0.id == between }
            if let slide = scene.reorder.offsets[between], slide.to > 0 { break }   // heading below the stack
        }
        guard let last, last.y + last.height <= 0, scene.isReordering else {
            Issue.record("the row between is not drawn above the viewport as the stack crosses it (at \(last?.y ?? .nan))"); return
        }
        var rows = scene.list.rows
        rows.insert(contentsOf: [RowSource.generatedRow(at: 500), RowSource.generatedRow(at: 501)], at: 0)
        _ = scene.commit(BatchAnimator.prepare(old: scene.list.rows, new: rows), at: time + 0.005)
        scene.release(x: Self.handleX, y: y, at: time + 0.01)
        let index = scene.list.layout.index(of: between)!
        #expect(scene.list.layout.ids[index - 2] == upper && scene.list.layout.ids[index - 1] == lower)
        #expect(scene.list.viewportY(ofRowAt: index) > 0, "it lands on screen")
        for _ in 0..<30 {
            time += 1.0 / 60
            guard let row = F.frame(scene, at: time).rows.first(where: { $0.id == between }) else { continue }
            #expect(row.y < 0, "\(between) appeared at \(row.y), from \(last.y) above the viewport")
            break
        }
    }
}
