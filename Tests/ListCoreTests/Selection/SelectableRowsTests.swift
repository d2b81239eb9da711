import Testing
@testable import ListCore

/// Issue 48: rows the user may not select (LiRow:selectable false, as GtkListItem's): the core
/// passes them by on every selecting input, and leaves the app's own selection of them alone.
@Suite struct SelectableRowsTests {
    typealias F = SceneFixture
    let stripX = 30.0
    let bodyX = 300.0

    func editingScene(unselectable: [Int]) -> ListScene {
        let scene = F.scene()
        for index in unselectable { scene.setSelectable(false, row: scene.list.layout.ids[index]) }
        scene.setEditing(true, at: 0)
        _ = F.frame(scene, at: 1)
        return scene
    }

    /// A drag on the strip from row `from` to row `to`.
    func stripDrag(_ scene: ListScene, from: Int, to: Int) {
        scene.press(x: stripX, y: F.midY(ofRow: from, in: scene), listWidth: F.listWidth, at: 1)
        scene.drag(x: stripX, y: F.midY(ofRow: to, in: scene), at: 1.1)
        scene.release(x: stripX, y: F.midY(ofRow: to, in: scene), at: 1.2)
    }

    @Test func aStripDragPassesAnUnselectableRowBy() {
        let scene = editingScene(unselectable: [2])
        stripDrag(scene, from: 1, to: 4)
        let ids = scene.list.layout.ids
        #expect(scene.list.selection == [ids[1], ids[3], ids[4]])
    }

    @Test func aDragStartingOnAnUnselectableRowSelectsTheOthers() {
        let scene = editingScene(unselectable: [1])
        stripDrag(scene, from: 1, to: 3)
        let ids = scene.list.layout.ids
        #expect(scene.list.selection == [ids[2], ids[3]])
    }

    @Test func tapsShiftExtensionAndSelectAllPassItBy() {
        let scene = editingScene(unselectable: [2])
        let ids = scene.list.layout.ids
        let y = F.midY(ofRow: 2, in: scene)
        scene.press(x: bodyX, y: y, listWidth: F.listWidth, at: 1)
        scene.release(x: bodyX, y: y, at: 1.05)
        #expect(scene.list.selection.isEmpty && scene.focusedRow == ids[2], "focused, not selected")
        scene.key(.up, shift: false, at: 1.2)
        scene.key(.down, shift: true, at: 1.3)
        scene.key(.down, shift: true, at: 1.4)
        #expect(scene.list.selection == [ids[1], ids[3]])
        scene.selectAll()
        #expect(scene.list.selection.count == scene.list.count - 1 && !scene.list.selection.contains(ids[2]))
    }

    @Test func withoutSingleClickATapOnItFocusesOnly() {
        let scene = F.scene()
        scene.tapActivation.singleClick = false
        let ids = scene.list.layout.ids
        scene.setSelectable(false, row: ids[2])
        scene.list.setSelection([ids[0]])
        let y = F.midY(ofRow: 2, in: scene)
        scene.press(x: bodyX, y: y, listWidth: F.listWidth, at: 1)
        scene.release(x: bodyX, y: y, at: 1.05)
        #expect(scene.list.selection == [ids[0]] && scene.focusedRow == ids[2])
    }

    @Test func theAppsSelectionOfItStaysThroughDeselectAll() {
        let scene = editingScene(unselectable: [2])
        let ids = scene.list.layout.ids
        scene.setSelection([ids[1], ids[2]])
        scene.deselectAll()
        #expect(scene.list.selection == [ids[2]])
        scene.setSelectable(true, row: ids[2])
        scene.deselectAll()
        #expect(scene.list.selection.isEmpty)
    }
}

/// Issue 48: rows that take no keyboard focus (LiRow:focusable false, as GtkListItem's).
@Suite struct FocusableRowsTests {
    typealias F = SceneFixture

    @Test func downAndUpPassOverRowsThatTakeNoFocus() {
        let scene = F.scene()
        let ids = scene.list.layout.ids
        scene.setFocusable(false, row: ids[1])
        scene.setFocusable(false, row: ids[2])
        scene.key(.down, shift: false, at: 1)   // the first visible row
        #expect(scene.focusedRow == ids[0])
        scene.key(.down, shift: false, at: 1.1)
        #expect(scene.focusedRow == ids[3])
        scene.key(.up, shift: false, at: 1.2)
        #expect(scene.focusedRow == ids[0])
        scene.key(.up, shift: false, at: 1.3)
        #expect(scene.focusedRow == ids[0], "stays: nothing above")
    }

    @Test func theFocusStaysWhenOnlyUnfocusableRowsLieThatWay() {
        let scene = F.scene()
        let ids = scene.list.layout.ids
        scene.setFocusable(false, row: ids[0])
        scene.key(.down, shift: false, at: 1)
        #expect(scene.focusedRow == ids[1])
        scene.key(.up, shift: false, at: 1.1)
        #expect(scene.focusedRow == ids[1])
    }
}
