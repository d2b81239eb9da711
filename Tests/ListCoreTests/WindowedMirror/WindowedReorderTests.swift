import Testing
@testable import ListCore

/// Issue 50, step 5: drag to reorder and the keyboard move on a windowed list. A scene that holds
/// every row and a windowed one (`WindowedBehaviorFixture`) take the same drags and keys; the
/// windowed scene's move reaches the model by position and comes back as the mirror's batch, as
/// LiListView's does. Frame by frame every row the windowed scene draws is where the full scene
/// draws it, and at the end both report the same move, show the model's order, and keep the same
/// focus and selection.
@Suite struct WindowedReorderTests {
    static let listWidth = 300.0
    static let handleX = listWidth - 10

    /// A pair of `count` rows in edit mode, reorderable, scrolled to `offset`.
    static func editing(count: Int, offset: Double) throws -> WindowedBehaviorFixture {
        let pair = try WindowedBehaviorFixture(count: count)
        pair.makeReorderable()
        pair.both { scene, time in _ = scene.setEditing(true, at: time) }
        pair.both { scene, _ in scene.list.scroll(to: offset) }
        return pair
    }

    /// Presses the handle at viewport `from`, drags to `to` in 5 px steps a frame apart, holds
    /// there for `hold` seconds, releases and lets the rows settle; every frame's drawn rows are
    /// compared (with `missing`, a row only the full scene draws in the viewport is one too).
    /// Returns the differences seen (at most 5).
    static func drag(_ pair: WindowedBehaviorFixture, from: Double, to: Double, hold: Double = 0.3,
                     except: Set<String> = [], missing: Bool = false) -> [String] {
        var failures: [String] = []
        func check(_ label: String) {
            if failures.count < 5, let difference = pair.drawnDifference(except: except, missing: missing) ?? pair.difference() {
                failures.append("\(label), t \(pair.time): \(difference)")
            }
        }
        pair.both(settling: 1.0 / 60) { scene, time in
            #expect(scene.press(x: handleX, y: from, listWidth: listWidth, at: time))
        }
        var y = from
        while abs(y - to) > 0.5 {
            y += max(-5, min(5, to - y))
            let pointer = y
            pair.both(settling: 1.0 / 60) { scene, time in scene.drag(x: handleX, y: pointer, at: time) }
            check("dragging at \(pointer)")
        }
        pair.frames(for: hold) { check("holding at \(to)") }
        pair.both(settling: 0) { scene, time in scene.release(x: handleX, y: to, at: time) }
        check("dropped")
        pair.frames(for: 0.5) { check("settling") }
        return failures
    }

    /// The moves both scenes reported agree, by position: the same rows from the same places to
    /// the same place.
    static func sameMoves(_ pair: WindowedBehaviorFixture) -> Bool {
        pair.fullMoves.count == pair.windowedMoves.count
            && zip(pair.fullMoves, pair.windowedMoves).allSatisfy { full, windowed in
                full.fromIndices == windowed.fromIndices && full.toIndex == windowed.toIndex
                    && full.count == windowed.count && full.ids.count == windowed.ids.count
            }
    }

    /// A row in the middle of 10 000 dragged six places down: the rows between make way alike,
    /// the windowed move names model positions, and the model ends in the full scene's order.
    @Test func aDragInTheMiddleOfTenThousandRowsMovesTheRowTheFullSceneMoves() throws {
        let pair = try Self.editing(count: 10_000, offset: 50_000)
        // Row 5 006 to row 5 013's place, away from the auto-scroll zones (40 px at each edge).
        let failures = Self.drag(pair, from: 65, to: 135)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let move = try #require(pair.windowedMoves.first)
        #expect(move.fromIndices == [5_006] && move.toIndex == 5_012 && move.count == 10_000, "\(move)")
        #expect(Self.sameMoves(pair), "\(pair.fullMoves) against \(pair.windowedMoves)")
        #expect(pair.orderDifference() == nil, "\(pair.orderDifference() ?? "")")
        #expect(pair.model[5_012] == 5_006 && pair.model[5_006] == 5_007)
        #expect(pair.windowed.list.scrollOffset == 50_000)
    }

    /// Held at the bottom edge, the drag auto-scrolls over several viewports, the window following
    /// under it; the drop lands far below where it started, in both scenes alike.
    @Test func aDragWithEdgeAutoScrollOverSeveralViewports() throws {
        let pair = try Self.editing(count: 10_000, offset: 20_000)
        let failures = Self.drag(pair, from: 105, to: 195, hold: 4)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let move = try #require(pair.windowedMoves.first)
        #expect(move.fromIndices == [2_010] && move.toIndex > 2_010 + 60, "\(move): three viewports at least")
        #expect(Self.sameMoves(pair), "\(pair.fullMoves) against \(pair.windowedMoves)")
        #expect(pair.orderDifference() == nil, "\(pair.orderDifference() ?? "")")
        #expect(pair.model[move.toIndex] == 2_010)
        #expect(pair.mirror.window.lowerBound > 2_010, "the window followed the drag")
    }

    /// A selection far above and below the window is dragged with the row under the handle: the
    /// rows the host tracks `.selected` are lifted into the stack and drawn there as the full
    /// scene draws them (the host reads them, `.dragged`), gathered at the drop, in their order,
    /// in both scenes, and stay selected.
    @Test func selectedRowsOutsideTheWindowAreGatheredAtTheDrop() throws {
        let pair = try Self.editing(count: 10_000, offset: 30_000)
        pair.preselect([5, 3_002, 9_000])
        let failures = Self.drag(pair, from: 25, to: 85, missing: true)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let move = try #require(pair.windowedMoves.first)
        #expect(move.fromIndices == [5, 3_002, 9_000], "\(move)")
        #expect(Self.sameMoves(pair), "\(pair.fullMoves) against \(pair.windowedMoves)")
        #expect(pair.orderDifference() == nil, "\(pair.orderDifference() ?? "")")
        let to = move.toIndex
        #expect(Array(pair.model[to..<to + 3]) == [5, 3_002, 9_000])
        let state = pair.state(of: pair.windowed)
        #expect(state.selected == Array(to..<to + 3), "\(state)")
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
    }

    /// Alt+Shift+Down moves the focused row one place when it is the window's last row, and when
    /// the reader scrolled it far out of the window; Alt+Shift+Up at the first row does nothing.
    @Test func theKeyboardMoveAtTheWindowsEdgeAndOutsideIt() throws {
        let pair = try Self.editing(count: 10_000, offset: 0)
        for _ in 0..<5 { pair.both { scene, time in scene.key(.pageDown, shift: false, at: time) } }
        let focus = try #require(pair.state(of: pair.windowed).focus)
        // The window is the rows in view and 20 more either side: the focus becomes its last row.
        pair.both { scene, _ in scene.list.scroll(to: Double(focus - 39) * 10) }
        #expect(pair.mirror.window.upperBound == focus + 1, "\(pair.mirror.window) for the focus at \(focus)")
        var moved = (full: false, windowed: false)
        pair.both { scene, time in
            let done = scene.moveFocusedRow(by: 1, at: time)
            if scene === pair.full { moved.full = done } else { moved.windowed = done }
        }
        #expect(moved.full && moved.windowed)
        #expect(pair.windowedMoves.last.map { $0.fromIndices == [focus] && $0.toIndex == focus + 1 } == true)
        #expect(pair.difference() == nil && pair.state(of: pair.windowed).focus == focus + 1, "\(pair.difference() ?? "")")
        #expect(pair.orderDifference() == nil, "\(pair.orderDifference() ?? "")")
        // Far away: the move reads nothing of the window.
        pair.both { scene, _ in scene.list.scroll(to: 80_000) }
        #expect(!pair.mirror.window.contains(focus + 1))
        pair.both { scene, time in _ = scene.moveFocusedRow(by: 1, at: time) }
        #expect(Self.sameMoves(pair) && pair.windowedMoves.count == 2)
        #expect(pair.difference() == nil && pair.state(of: pair.windowed).focus == focus + 2, "\(pair.difference() ?? "")")
        #expect(pair.orderDifference() == nil, "\(pair.orderDifference() ?? "")")
        #expect(pair.model[focus + 2] == focus && pair.windowed.list.scrollOffset == 80_000)
        // At the first row, Up moves nothing.
        pair.both { scene, time in scene.key(.home, shift: false, at: time) }
        var refused = false
        pair.both { scene, time in refused = !scene.moveFocusedRow(by: -1, at: time) || refused }
        #expect(refused && pair.windowedMoves.count == 2)
    }
}
