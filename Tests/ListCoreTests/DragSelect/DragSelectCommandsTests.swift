import Testing
@testable import ListCore

@Suite("DragSelect SelectionCommands")
struct DragSelectCommandsTests {
    typealias F = DragSelectFixture

    @Test func toggleFlipsOneRowAndFocusesIt() {
        let list = F.list()
        var commands = SelectionCommands()
        commands.toggle(F.id(3), in: list)
        #expect(list.selection == F.ids([3]))
        #expect(commands.focus == F.id(3))
        commands.toggle(F.id(7), in: list)
        commands.toggle(F.id(3), in: list)
        #expect(list.selection == F.ids([7]))
        commands.toggle("missing", in: list)
        #expect(list.selection == F.ids([7]))
        #expect(commands.focus == F.id(3))
    }

    @Test func spaceTogglesTheFocusedRow() {
        let list = F.list()
        list.scroll(to: 172)   // row 3 is the first visible row
        var commands = SelectionCommands()
        commands.toggleFocused(in: list)
        #expect(list.selection == F.ids([3]))
        commands.moveFocus(by: 2, in: list)
        #expect(commands.focus == F.id(5))
        #expect(list.selection == F.ids([3]))
        commands.toggleFocused(in: list)
        commands.toggleFocused(in: list)
        commands.toggleFocused(in: list)
        #expect(list.selection == F.ids([3, 5]))
    }

    @Test func shiftExtensionUndoesWhenShrinkingBack() {
        let list = F.list()
        list.selection = F.ids([4, 9])
        var commands = SelectionCommands()
        commands.setFocus(F.id(2), in: list)
        commands.extendSelection(by: 1, in: list)
        commands.extendSelection(by: 1, in: list)
        commands.extendSelection(by: 1, in: list)
        #expect(commands.anchor == F.id(2))
        #expect(commands.focus == F.id(5))
        #expect(list.selection == F.ids([2, 3, 4, 5, 9]))
        commands.extendSelection(by: -2, in: list)
        // Row 5 back to unselected, row 4 keeps the selection it had before.
        #expect(list.selection == F.ids([2, 3, 4, 9]))
        // Across the anchor: row 3 is restored, rows 0…2 selected.
        commands.extendSelection(by: -3, in: list)
        #expect(commands.focus == F.id(0))
        #expect(list.selection == F.ids([0, 1, 2, 4, 9]))
        // Clamped at the first row.
        commands.extendSelection(by: -1, in: list)
        #expect(commands.focus == F.id(0))
        #expect(list.selection == F.ids([0, 1, 2, 4, 9]))
    }

    @Test func anotherCommandEndsTheExtension() {
        let list = F.list()
        var commands = SelectionCommands()
        commands.setFocus(F.id(1), in: list)
        commands.extendSelection(by: 2, in: list)
        #expect(list.selection == F.ids(1...3))
        commands.toggle(F.id(3), in: list)     // deselects 3, new focus, extension over
        #expect(list.selection == F.ids([1, 2]))
        #expect(commands.anchor == nil)
        // A new extension anchored at row 3 selects 1…3; the old one (anchor 1) would have
        // shrunk to row 1 alone.
        commands.extendSelection(by: -2, in: list)
        #expect(commands.anchor == F.id(3))
        #expect(list.selection == F.ids(1...3))
        commands.extendSelection(by: 3, in: list)
        #expect(list.selection == F.ids(1...4))
    }

    @Test func selectAllAndDeselectAll() {
        let list = F.list(rows: 50)
        var commands = SelectionCommands()
        commands.selectAll(in: list)
        #expect(list.selection == F.ids(0...49))
        commands.deselectAll(in: list)
        #expect(list.selection.isEmpty)
    }

    @Test func movingTheFocusRevealsIt() {
        let list = F.list()
        var commands = SelectionCommands()
        commands.setFocus(F.id(10), in: list)     // 560…616: partly below the 600 px viewport
        #expect(list.scrollOffset == 16)
        commands.moveFocus(by: 1, in: list)       // row 11: 616…688
        #expect(list.scrollOffset == 88)
        commands.moveFocus(by: -11, in: list)     // row 0
        #expect(list.scrollOffset == 0)
        commands.moveFocus(by: -1, in: list)
        #expect(commands.focus == F.id(0))
        #expect(list.selection.isEmpty)
    }
}
