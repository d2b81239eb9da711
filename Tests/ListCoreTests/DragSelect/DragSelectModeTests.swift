import Testing
@testable import ListCore

@Suite("DragSelect mode from the first row")
struct DragSelectModeTests {
    typealias F = DragSelectFixture

    @Test func startingOnUnselectedRowSelects() {
        let list = F.list()
        let drag = F.attach(to: list)
        list.selection = F.ids([6])
        #expect(drag.begin(x: F.stripX, y: F.midY(ofRow: 2, in: list), listWidth: F.listWidth, at: 0))
        #expect(drag.mode == .select)
        #expect(list.selection == F.ids([2, 6]))
        drag.move(x: F.stripX, y: F.midY(ofRow: 7, in: list), at: 0.1)
        // Every covered row is selected, whatever it was (row 6 already was).
        #expect(list.selection == F.ids(2...7))
        #expect(drag.end(at: 0.2) == F.id(7))
        #expect(drag.end(at: 0.3) == nil)
        #expect(list.selection == F.ids(2...7))
        #expect(!drag.isDragging)
    }

    @Test func startingOnSelectedRowDeselects() {
        let list = F.list()
        let drag = F.attach(to: list)
        list.selection = F.ids([1, 3, 5, 9])
        #expect(drag.begin(x: F.stripX, y: F.midY(ofRow: 3, in: list), listWidth: F.listWidth, at: 0))
        #expect(drag.mode == .deselect)
        #expect(list.selection == F.ids([1, 5, 9]))
        drag.move(x: F.stripX, y: F.midY(ofRow: 6, in: list), at: 0.1)
        // Rows 3…6 are all deselected (4 and 6 were not selected and stay so); others untouched.
        #expect(list.selection == F.ids([1, 9]))
        drag.end(at: 0.2)
        #expect(list.selection == F.ids([1, 9]))
    }

    @Test func pressAndReleaseWithoutMovingTogglesOnlyThatRow() {
        let list = F.list()
        let drag = F.attach(to: list)
        #expect(drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: 0))
        drag.end(at: 0.05)
        #expect(list.selection == F.ids([4]))
        #expect(drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: 1))
        drag.end(at: 1.05)
        #expect(list.selection.isEmpty)
    }

    @Test func dragModeFollowsRowStateNotPreviousDrag() {
        let list = F.list()
        let drag = F.attach(to: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 0, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: F.midY(ofRow: 3, in: list), at: 0.1)
        drag.end(at: 0.2)
        // A second drag starting on a row the first one selected deselects.
        drag.begin(x: F.stripX, y: F.midY(ofRow: 2, in: list), listWidth: F.listWidth, at: 1)
        #expect(drag.mode == .deselect)
        drag.move(x: F.stripX, y: F.midY(ofRow: 5, in: list), at: 1.1)
        drag.end(at: 1.2)
        #expect(list.selection == F.ids([0, 1]))
    }
}
