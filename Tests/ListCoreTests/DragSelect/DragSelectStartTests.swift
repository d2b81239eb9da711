import Testing
@testable import ListCore

@Suite("DragSelect start conditions")
struct DragSelectStartTests {
    typealias F = DragSelectFixture

    @Test func disabledDoesNotStart() {
        let list = F.list()
        let drag = F.attach(to: list) { $0.isEnabled = false }
        #expect(!drag.begin(x: F.stripX, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0))
        #expect(!drag.isDragging)
        drag.move(x: F.stripX, y: F.midY(ofRow: 5, in: list), at: 0.1)
        #expect(list.selection.isEmpty)
        #expect(DragSelectBehavior.Options().isEnabled == false)
    }

    @Test func outsideTheStripDoesNotStart() {
        let list = F.list()
        let drag = F.attach(to: list)
        #expect(!drag.begin(x: 60, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0))
        #expect(!drag.begin(x: 200, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0))
        #expect(!drag.isDragging)
        #expect(list.selection.isEmpty)
        #expect(drag.begin(x: 59.5, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0))
    }

    @Test func stripSideAndWidth() {
        let list = F.list()
        let drag = F.attach(to: list) {
            $0.stripSide = .trailing
            $0.stripWidth = 80
        }
        #expect(!drag.isInStrip(x: 10, listWidth: 400))
        #expect(!drag.isInStrip(x: 319, listWidth: 400))
        #expect(drag.isInStrip(x: 320, listWidth: 400))
        #expect(drag.isInStrip(x: 399, listWidth: 400))
        #expect(drag.stripBounds(listWidth: 400) == (minX: 320, width: 80))
        #expect(!drag.begin(x: 10, y: F.midY(ofRow: 1, in: list), listWidth: 400, at: 0))
        #expect(drag.begin(x: 390, y: F.midY(ofRow: 1, in: list), listWidth: 400, at: 0))
        #expect(list.selection == F.ids([1]))
    }

    @Test func notOverARowDoesNotStart() {
        // A header above the rows and only 5 rows (content 100 + 272 px in a 600 px viewport).
        let list = ListState(rows: F.rows(5))
        list.viewportHeight = 600
        list.headerHeight = 100
        let drag = F.attach(to: list)
        #expect(!drag.begin(x: F.stripX, y: 50, listWidth: F.listWidth, at: 0))    // over the header
        #expect(!drag.begin(x: F.stripX, y: 500, listWidth: F.listWidth, at: 0))   // below the last row
        #expect(!drag.begin(x: F.stripX, y: -5, listWidth: F.listWidth, at: 0))    // above the viewport
        #expect(!drag.isDragging)
        #expect(drag.begin(x: F.stripX, y: 101, listWidth: F.listWidth, at: 0))
        #expect(list.selection == F.ids([0]))
    }

    @Test func secondBeginWhileDraggingIsRefused() {
        let list = F.list()
        let drag = F.attach(to: list)
        #expect(drag.begin(x: F.stripX, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0))
        #expect(!drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: 0.1))
        #expect(drag.anchorRow == F.id(1))
        #expect(list.selection == F.ids([1]))
    }

    @Test func disablingMidDragEndsAndKeepsTheSelection() {
        let list = F.list()
        let drag = F.attach(to: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: F.midY(ofRow: 4, in: list), at: 0.1)
        drag.options.isEnabled = false
        #expect(!drag.isDragging)
        #expect(list.selection == F.ids(1...4))
    }
}
