import Synchronization
import Testing
@testable import ListCore

/// A followed source in trouble (busy, its schema changed, unreadable): said once, the rows kept,
/// looks slower while it lasts, over at the first look that reads; a reload asked for while a
/// look is in flight runs after it.
extension SourceFollowerTests {
    @Test func troubleIsSaidOnceTheRowsStayAndTheFirstReadEndsIt() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        let next = Mutex<SourceRead?>(nil)
        scene.follower.read = { force in next.withLock { $0 } ?? source.read(force: force) }
        var said: [SourceTrouble?] = []
        var events: [String] = []
        scene.follower.onTrouble = { said.append($0) }
        scene.list.onEvent = { name, _ in events.append(name) }
        scene.follower.start(at: 0)
        let dropped = SourceTrouble(.schemaChanged, "column 'time' was dropped")
        next.withLock { $0 = .trouble(dropped) }
        scene.pollSource(at: 0)
        #expect(said == [dropped] && scene.follower.trouble == dropped)
        #expect(scene.follower.isRunning && scene.follower.canFollow, "following goes on")
        #expect(!scene.follower.isDue(at: 0.1), "a troubled source is looked at less often")
        #expect(scene.follower.isDue(at: 0.5))
        scene.pollSource(at: 0.5)
        #expect(said == [dropped], "the same trouble is not said again")
        let renamed = SourceTrouble(.schemaChanged, "table 't' was renamed to 'u'; column 'time' was dropped")
        next.withLock { $0 = .trouble(renamed) }
        scene.pollSource(at: 1)
        #expect(said == [dropped, renamed], "a new trouble is said")
        #expect(scene.list.count == 3, "the rows stay")
        next.withLock { $0 = nil }
        scene.pollSource(at: 1.5)
        #expect(said == [dropped, renamed, nil] && scene.follower.trouble == nil, "a look that reads ends it")
        #expect(events.filter { $0 == "source.trouble" }.count == 3)
        #expect(!events.contains("source.gone"), "trouble is not gone")
    }

    @Test func aReloadAskedForDuringALookRunsAfterIt() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        let executor = BackgroundSchedulerTests.ManualExecutor()
        scene.scheduler.executor = executor   // the look stays in flight until delivered
        scene.follower.start(at: 0)
        scene.pollSource(at: 0)
        #expect(scene.follower.isLooking && executor.pending.count == 1)
        let reread = Self.rows([("a", 30), ("b", 20), ("c", 10), ("d", 5)])
        scene.reloadSource({ _ in .rows(reread) }, at: 0.01)
        executor.deliverNext(at: 0.02)   // the look lands: nothing changed
        #expect(executor.pending.count == 1, "the reload was started after it, not dropped")
        executor.deliverNext(at: 0.03)
        #expect(scene.list.count == 4)
    }

    @Test func aReloadWithOtherColumnsKeepsIdentitiesTheSortByNameAndAnimates() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        scene.list.setSelection(["b"])
        let added = ColumnSchema(columns: [.init(name: "title", kind: .text), .init(name: "note", kind: .text),
                                           .init(name: "time", kind: .number)])
        scene.reshape(to: added)
        #expect(scene.sorter.descriptor == SortDescriptor(column: 2, ascending: false), "the sort follows its column by name")
        #expect(scene.list.rows.map(\.fields) == [["A", "30", ""], ["B", "20", ""], ["C", "10", ""]], "still what they showed")
        var events: [String] = []
        scene.list.onEvent = { name, _ in events.append(name) }
        let now = [("a", 30), ("b", 20), ("c", 10)].map { Row(id: RowID($0.0), fields: [$0.0.uppercased(), "new", String($0.1)], height: 56) }
        scene.reloadSource({ _ in .rows(now) }, at: 1)
        #expect(scene.list.layout.ids == ["a", "b", "c"] && scene.list.selection == ["b"], "by identity")
        #expect(scene.list.rows.map(\.fields) == now.map(\.fields))
        #expect(events.contains("source.batch") && scene.animator.isAnimating, "the rows crossfade to their new content")
        let dropped = ColumnSchema(columns: [.init(name: "title", kind: .text), .init(name: "note", kind: .text)])
        scene.reshape(to: dropped)
        #expect(scene.sorter.descriptor == nil, "its column gone: unsorted, in the order shown")
        #expect(scene.list.layout.ids == ["a", "b", "c"])
    }
}
