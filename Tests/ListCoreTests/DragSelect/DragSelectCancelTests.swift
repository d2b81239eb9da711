import Testing
@testable import ListCore

@Suite("DragSelect cancel")
struct DragSelectCancelTests {
    typealias F = DragSelectFixture

    @Test func cancelRestoresTheSelectionFromBeforeTheDrag() {
        let list = F.list()
        let drag = F.attach(to: list)
        let before = F.ids([1, 4, 9, 40])
        list.selection = before
        drag.begin(x: F.stripX, y: F.midY(ofRow: 1, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: F.midY(ofRow: 9, in: list), at: 0.1)
        #expect(list.selection == F.ids([40]))
        drag.cancel(at: 0.2)
        #expect(list.selection == before)
        #expect(!drag.isDragging)
        // Later moves and frames do nothing.
        drag.move(x: F.stripX, y: F.midY(ofRow: 3, in: list), at: 0.3)
        _ = list.frame(at: 0.4)
        #expect(list.selection == before)
    }

    @Test func cancelAfterAutoScrollRestoresRowsScrolledPast() {
        let list = F.list()
        let drag = F.attach(to: list) { $0.speed = .fast }
        list.selection = F.ids([2, 25])
        drag.begin(x: F.stripX, y: F.midY(ofRow: 3, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: 595, at: 0)
        for frame in 1...8 { _ = list.frame(at: Double(frame) * 0.125) }
        #expect(list.selection.count > 20)
        drag.cancel(at: 1.1)
        #expect(list.selection == F.ids([2, 25]))
    }
}
