import Testing
@testable import ListCore

/// Issue 50, step 5a: the scene's behaviours on a windowed list. A scene that holds every row and
/// a windowed one (`WindowedBehaviorFixture`: the window is the rows in view plus one viewport
/// either side, following the offset each frame) take the same keys, Shift+clicks, strip drags
/// and model changes over thousands of rows; the focused row, the selection (as model positions)
/// and the offset stay the same, and the host tracks exactly the windowed scene's selection and
/// its focus (`.cursor`).
@Suite struct WindowedBehaviorsTests {
    /// Keys (Up, Down, Page Up/Down, Home, End, with and without Shift), Shift+clicks, Space,
    /// Select/Deselect All and the reader scrolling away, at random over 10 000 rows with a window
    /// of 60: a key moves the focus from where it is, also far outside the window, and scrolls there.
    @Test(arguments: TestSeed.seeds(3))
    func keysAndShiftClicksDoOnAWindowedListWhatTheyDoOnAFullOne(seed: UInt64) throws {
        var random = BatchSeededRandom(seed: seed)
        let pair = try WindowedBehaviorFixture(count: 10_000)
        pair.both { scene, time in _ = scene.setEditing(true, at: time) }
        let keys: [ListKey] = [.up, .down, .pageUp, .pageDown, .home, .end, .space]
        var seen = (farFocus: 0, farSelection: 0, shiftClicks: 0)
        for step in 0..<200 {
            let label = "step \(step), \(TestSeed.label(seed))"
            let roll = Int.random(in: 0..<100, using: &random)
            if roll < 75 {
                // The keys that travel far are rarer, so the focus also walks row by row.
                let key = roll < 50 ? (random.chance(0.5) ? ListKey.up : .down) : keys.randomElement(using: &random)!
                let shift = random.chance(0.4)
                pair.both { scene, time in scene.key(key, shift: shift, at: time) }
            } else if roll < 90 {
                let y = Double.random(in: 0..<200, using: &random)
                pair.both { scene, time in scene.extendSelection(toRowAtViewportY: y, at: time) }
                seen.shiftClicks += 1
            } else if roll < 97 {
                // The reader scrolls with the wheel: the focus may stay far from the window.
                let offset = random.chance(0.5) ? Double.random(in: 0...99_800, using: &random).rounded()
                    : pair.windowed.list.scrollOffset + Double.random(in: -300...300, using: &random).rounded()
                pair.both(settling: 0.1) { scene, _ in scene.list.scroll(to: offset) }
            } else if roll < 98 {
                pair.both(settling: 0.1) { scene, _ in scene.selectAll() }
            } else {
                pair.both(settling: 0.1) { scene, _ in scene.deselectAll() }
            }
            if let difference = pair.difference() {
                Issue.record("\(label): \(difference)")
                break
            }
            let window = pair.mirror.window
            if let focus = pair.state(of: pair.windowed).focus, !window.contains(focus) { seen.farFocus += 1 }
            if pair.state(of: pair.windowed).selected.contains(where: { !window.contains($0) }) { seen.farSelection += 1 }
        }
        // The focus and the selection lay outside the window (the reader scrolled away, a Home
        // glide) and the Shift ranges reached past it.
        #expect(seen.farFocus > 5 && seen.farSelection > 50 && seen.shiftClicks > 20, "\(seen) \(TestSeed.label(seed))")
    }

    /// Shift+End selects from the focus to the 10 000th row, scrolling there; Shift+Up gives rows
    /// back; Shift+Home carries the range past its anchor to the first row, every row below the
    /// anchor back as it was (the preselected row far below stays selected, a row the range
    /// covered is not).
    @Test func shiftEndOverTenThousandRows() throws {
        let pair = try WindowedBehaviorFixture(count: 10_000)
        pair.preselect([7_000])
        for _ in 0..<4 { pair.both { scene, time in scene.key(.down, shift: false, at: time) } }
        pair.both { scene, time in scene.key(.end, shift: true, at: time) }
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        let state = pair.state(of: pair.windowed)
        #expect(state.focus == 9_999 && state.selected == Array(3..<10_000))
        #expect(state.offset == pair.windowed.list.maxScrollOffset)
        for _ in 0..<2 { pair.both { scene, time in scene.key(.up, shift: true, at: time) } }
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        #expect(pair.state(of: pair.windowed).selected == Array(3..<9_998))
        pair.both { scene, time in scene.key(.home, shift: true, at: time) }
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        let back = pair.state(of: pair.windowed)
        #expect(back.focus == 0 && back.selected == Array(0...3) + [7_000] && back.offset == 0)
        #expect(pair.mirror.trackedCount < 100, "the host keeps what is selected and in view, not the range walked")
    }

    /// A strip drag held at the bottom edge auto-scrolls the range far past the window; held at
    /// the top edge it scrolls back, each row it leaves getting its pre-drag state back; frame by
    /// frame both scenes scroll and select alike.
    @Test func aDragSelectAutoScrollsItsRangePastTheWindow() throws {
        let pair = try WindowedBehaviorFixture(count: 5_000)
        pair.preselect([3, 60, 61, 300])
        pair.both { scene, time in _ = scene.setEditing(true, at: time) }
        pair.preselect([3, 60, 61, 300])   // edit mode starts with nothing selected
        var failures: [String] = []
        var farthest = 0
        func check(_ label: String) {
            if let difference = pair.difference(), failures.count < 5 { failures.append("\(label): \(difference)") }
            farthest = max(farthest, pair.state(of: pair.windowed).selected.last ?? 0)
        }
        pair.both(settling: 0.1) { scene, time in scene.press(x: 10, y: 25, listWidth: 300, at: time) }
        check("press")
        pair.both(settling: 0.1) { scene, time in scene.drag(x: 12, y: 100, at: time) }
        pair.both(settling: 0) { scene, time in scene.drag(x: 12, y: 198, at: time) }
        pair.frames(for: 6) { check("down, t \(pair.time)") }
        #expect(farthest > 180, "the range reached row \(farthest) only")
        pair.both(settling: 0) { scene, time in scene.drag(x: 12, y: 100, at: time) }
        check("middle")
        pair.both(settling: 0) { scene, time in scene.drag(x: 12, y: 2, at: time) }
        pair.frames(for: 2.5) { check("up, t \(pair.time)") }
        pair.both(settling: 0.1) { scene, time in scene.release(x: 12, y: 2, at: time) }
        check("release")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let state = pair.state(of: pair.windowed)
        let focus = try #require(state.focus)
        // The range runs from its anchor, row 2, to the focus; the rows it left are as before.
        #expect(focus > 2 && focus < 150 && state.selected == Set(2...focus).union([3, 60, 61, 300]).sorted(), "\(state)")
    }

    /// The focus keeps its row through a removal above it, scrolling it out of the window and a
    /// re-sort, and Down goes on from it in both scenes.
    @Test func theFocusSurvivesARemovalAboveItScrollingAndAReSort() throws {
        let pair = try WindowedBehaviorFixture(count: 3_000)
        for _ in 0..<5 { pair.both { scene, time in scene.key(.pageDown, shift: false, at: time) } }
        let before = try #require(pair.state(of: pair.windowed).focus)
        let key = pair.key(at: before)
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        try pair.change(position: 10, removed: 20, added: [])
        pair.frames(for: 0.5)
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        #expect(pair.state(of: pair.windowed).focus.map(pair.key(at:)) == key)
        pair.both { scene, _ in scene.list.scroll(to: 20_000) }
        #expect(pair.mirror.window.lowerBound > before)
        #expect(pair.state(of: pair.windowed).focus.map(pair.key(at:)) == key)
        try pair.change(position: 0, removed: pair.model.count, added: pair.model.reversed())
        pair.frames(for: 0.5)
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        #expect(pair.state(of: pair.windowed).focus.map(pair.key(at:)) == key)
        pair.both { scene, time in scene.key(.down, shift: false, at: time) }
        #expect(pair.difference() == nil, "\(pair.difference() ?? "")")
        #expect(pair.state(of: pair.windowed).focus.map(pair.key(at:)) == key - 1)
    }

    /// "N new" counts the rows a change inserts above the reader in a windowed list, and a glide
    /// to the top goes on from the offset the change moved, frame by frame as on the full list.
    @Test func newRowsAboveAndTheGlideToTheTopFollowAWindowedChange() throws {
        let pair = try WindowedBehaviorFixture(count: 2_000, anchoring: true)
        pair.both { scene, _ in scene.list.scroll(to: 5_000) }
        try pair.change(position: 10, removed: 0, added: [-1, -2, -3])
        #expect(pair.full.anchoring.newRowsAbove == 3)
        #expect(pair.windowed.anchoring.newRowsAbove == 3)
        #expect(pair.windowed.list.scrollOffset == 5_030 && pair.full.list.scrollOffset == 5_030)
        pair.both(settling: 0.1) { scene, time in scene.key(.home, shift: false, at: time) }
        try pair.change(position: 0, removed: 0, added: [-4, -5])
        #expect(pair.windowed.anchoring.newRowsAbove == pair.full.anchoring.newRowsAbove)
        var offsets: [String] = []
        pair.frames(for: 0.5) {
            if pair.full.list.scrollOffset != pair.windowed.list.scrollOffset {
                offsets.append("t \(pair.time): \(pair.full.list.scrollOffset) against \(pair.windowed.list.scrollOffset)")
            }
        }
        #expect(offsets.isEmpty, "\(offsets.prefix(5))")
        #expect(pair.windowed.list.scrollOffset == 0 && pair.windowed.anchoring.newRowsAbove == 0)
    }

    /// Rows added below the reader's row are not "new above" it, and the offset stays (LiListView's
    /// `scroll.py` splices a row 700 rows below the viewport: the count's span was a range from the
    /// change to the anchor, reversed there, and trapped).
    @Test func rowsAddedBelowTheAnchorCountNothingAndKeepTheOffset() throws {
        let pair = try WindowedBehaviorFixture(count: 2_000, anchoring: true)
        pair.both { scene, _ in scene.list.scroll(to: 3_000) }
        try pair.change(position: 1_000, removed: 0, added: [-1])
        #expect(pair.windowed.anchoring.newRowsAbove == 0 && pair.full.anchoring.newRowsAbove == 0)
        #expect(pair.windowed.list.scrollOffset == 3_000 && pair.full.list.scrollOffset == 3_000)
    }

    /// The selection in display order (a report's) places rows outside the window by model position.
    @Test func theSelectionInDisplayOrderReadsModelPositions() throws {
        let pair = try WindowedBehaviorFixture(count: 10_000)
        pair.preselect([9_000, 5, 7_000])
        let ids = pair.windowed.list.selectedIDsInDisplayOrder(limit: 2)
        #expect(ids.map { pair.mirror.position(of: $0) } == [5, 7_000])
        let state = pair.windowed.state(limit: 3)
        #expect(state.selected.count == 3 && state.selectedCount == 3)
        #expect(state.order == pair.mirror.rows.prefix(3).map(\.id))
    }
}
