import Testing
@testable import ListCore

@Suite("DragSelect debug events and strip tint")
struct DragSelectDebugTests {
    typealias F = DragSelectFixture

    final class Recorder {
        var events: [(String, [(String, EventValue)])] = []
        var names: [String] { events.map(\.0) }
        func field(_ key: String, of index: Int) -> EventValue? {
            events[index].1.first { $0.0 == key }?.1
        }
    }

    @Test func debugModeLogsOneEventPerStep() {
        let list = F.list()
        list.scroll(to: 688 - 580)
        let recorder = Recorder()
        list.onEvent = { recorder.events.append(($0, $1)) }
        let drag = F.attach(to: list) {
            $0.isDebug = true
            $0.speed = .custom(8)
        }
        drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: -1)
        drag.move(x: F.stripX, y: 580, at: 0)
        _ = list.frame(at: 0.125)
        drag.end(at: 0.2)
        #expect(recorder.names == [
            "dragselect.begin", "dragselect.row", "dragselect.autoscroll", "dragselect.row", "dragselect.end",
        ])
        #expect(recorder.field("id", of: 0) == "row-4")
        #expect(recorder.field("mode", of: 0) == "select")
        #expect(recorder.field("id", of: 1) == "row-12")
        #expect(recorder.field("mode", of: 1) == "select")
        #expect(recorder.field("direction", of: 2) == "down")
        #expect(recorder.field("speed", of: 2) == .number(44 / 0.125))   // exact row 12 in one frame
        #expect(recorder.field("id", of: 3) == "row-13")
        #expect(recorder.field("selected", of: 4) == 10)
    }

    @Test func noEventsWithoutDebug() {
        let list = F.list()
        var count = 0
        list.onEvent = { _, _ in count += 1 }
        let drag = F.attach(to: list)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: 0)
        drag.move(x: F.stripX, y: 590, at: 0)
        _ = list.frame(at: 0.125)
        drag.end(at: 0.2)
        #expect(list.selection.count > 1)
        #expect(count == 0)
    }

    @Test func stripTintIsStrongerWhileDragging() {
        let list = F.list()
        let plain = DragSelectBehavior(options: .init(isEnabled: true))
        #expect(plain.stripTint == 0)
        let drag = F.attach(to: list) { $0.isDebug = true }
        let idle = drag.stripTint
        #expect(idle > 0)
        drag.begin(x: F.stripX, y: F.midY(ofRow: 4, in: list), listWidth: F.listWidth, at: 0)
        #expect(drag.stripTint > idle)
        #expect(drag.stripTint <= 1)
        drag.end(at: 0.1)
        #expect(drag.stripTint == idle)
        drag.options.isEnabled = false
        #expect(drag.stripTint == 0)
    }
}
