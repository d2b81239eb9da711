import Testing
@testable import ListCore

/// Rules the GTK host used to decide, now the scene's: the hover hit-test, the sort menu's
/// defaults and Ctrl+0, Escape's order, Live with live updates detached, and what the frame
/// carries so views read nothing else.
@Suite struct SceneHostRulesTests {
    typealias F = SceneFixture

    // MARK: Hover

    @Test func hoverFindsTheRowUnderThePointerAndNoneOverTheHeader() {
        let scene = F.scene()
        _ = F.frame(scene, at: 1)
        #expect(scene.hover(y: F.midY(ofRow: 3, in: scene)))
        #expect(F.frame(scene, at: 1.1).hoveredRow == scene.list.layout.ids[3])
        #expect(!scene.hover(y: F.midY(ofRow: 3, in: scene) + 1), "the same row: nothing to show")
        #expect(scene.hover(y: scene.list.headerHeight / 2), "over the summary header: no row")
        #expect(scene.hoveredRow == nil)
        scene.hover(y: nil)
        #expect(F.frame(scene, at: 1.2).hoveredRow == nil)
    }

    @Test func rowsScrollingUnderAStillPointerTakeTheHoverInTurn() {
        let scene = F.scene()
        _ = F.frame(scene, at: 1)
        scene.hover(y: F.midY(ofRow: 5, in: scene))
        let before = F.frame(scene, at: 1.1).hoveredRow
        _ = scene.list.scroll(to: scene.list.scrollOffset + 400)
        let after = F.frame(scene, at: 1.2).hoveredRow
        #expect(before != nil && after != nil && before != after)
    }

    @Test func noHoverWhileTheListTakesNoInput() {
        let scene = F.scene()
        _ = F.frame(scene, at: 1)
        scene.hover(y: F.midY(ofRow: 4, in: scene))
        scene.open(scene.list.layout.ids[6], at: 1)
        #expect(F.frame(scene, at: 1.05).hoveredRow == nil, "the page is being pushed")
    }

    // MARK: Sorting

    @Test func descendingBeforeAnyColumnSortsByTheFirstColumn() {
        #expect(ListScene.sortDescriptor(column: nil, descending: true, current: nil)
                == SortDescriptor(column: 0, ascending: false))
        #expect(ListScene.sortDescriptor(column: 2, descending: nil, current: SortDescriptor(column: 1, ascending: false))
                == SortDescriptor(column: 2, ascending: false), "a new column keeps the order")
        #expect(ListScene.sortDescriptor(column: nil, descending: false, current: SortDescriptor(column: 1, ascending: false))
                == SortDescriptor(column: 1, ascending: true), "the order changes, the column stays")
        let scene = F.scene()
        scene.sort(column: nil, descending: true, at: 1)
        #expect(scene.sorter.descriptor == SortDescriptor(column: 0, ascending: false))
    }

    @Test func ctrlZeroRestoresTheOriginalOrder() {
        let scene = F.scene()
        let original = scene.list.layout.ids
        #expect(scene.sort(columnKey: 3, at: 1))
        for t in F.frames(from: 1, to: 3) { _ = F.frame(scene, at: t) }
        #expect(scene.list.layout.ids != original)
        #expect(scene.sort(columnKey: 0, at: 3))
        for t in F.frames(from: 3, to: 5) { _ = F.frame(scene, at: t) }
        #expect(scene.sorter.descriptor == nil)
        #expect(scene.list.layout.ids == original)
        #expect(!scene.sort(columnKey: 9, at: 5), "no ninth column")
    }

    // MARK: Escape

    @Test func escapeLeavesEditModeBeforeClosingTheSearch() {
        let scene = F.scene()
        scene.setEditing(true, at: 1)
        #expect(scene.escape(at: 2, isSearchOpen: true) == .leftEditing)
        #expect(!scene.list.isEditing)
        #expect(scene.escape(at: 3, isSearchOpen: true) == .closeSearch)
        #expect(scene.escape(at: 4, isSearchOpen: false) == .none)
    }

    // MARK: Live

    @Test func liveDetachedStopsAndCannotStart() {
        let scene = F.scene()
        #expect(scene.setLive(true, at: 1))
        #expect(F.frame(scene, at: 1).header.isLive)
        scene.setAttached(.liveUpdates, false)
        var frame = F.frame(scene, at: 2)
        #expect(!frame.header.isLive, "detaching live updates turns Live off")
        #expect(!frame.isLiveAvailable)
        #expect(!scene.setLive(true, at: 3))
        frame = F.frame(scene, at: 3)
        #expect(!frame.header.isLive, "Ctrl+L while detached starts nothing")
        scene.setAttached(.liveUpdates, true)
        #expect(F.frame(scene, at: 4).isLiveAvailable)
        #expect(!F.frame(scene, at: 4).header.isLive, "attached again, Live stays off until asked")
    }

    // MARK: The frame carries it

    @Test func theFrameCarriesEditingPageSelectionAndContent() {
        let scene = F.scene()
        var frame = F.frame(scene, at: 1)
        #expect(frame.page == .list && !frame.isEditing)
        #expect(frame.rows.allSatisfy { $0.content?.id == $0.id })
        scene.setEditing(true, at: 1)
        let id = scene.list.layout.ids[2]
        scene.activate(id, at: 1.1)
        frame = F.frame(scene, at: 2)
        #expect(frame.isEditing)
        #expect(frame.rows.filter(\.isSelected).map(\.id) == [id])
        let opened = F.scene(rows: 60, openedOn: id)
        frame = F.frame(opened, at: 2.1)
        #expect(frame.page == .detail(id) && !frame.isEditing)
        #expect(frame.openRow?.row?.id == id)
    }

    /// The progress-driven deselection fades the tint out as the list slides back in, but the row
    /// is no longer selected from the moment the back transition starts: the flag is the
    /// selection's, not a reading of the fade (the old `highlight > 0.5`).
    @Test func aFadingHighlightIsNotASelection() {
        let id: RowID = "row-4"
        let scene = F.scene(rows: 302, openedOn: id)
        scene.deselection.style = .progressDriven
        scene.goBack(at: 3)
        let frame = F.frame(scene, at: 3.05)
        let row = frame.rows.first { $0.id == id }
        #expect(row != nil && row!.highlight > 0.5 && !row!.isSelected)
    }
}
