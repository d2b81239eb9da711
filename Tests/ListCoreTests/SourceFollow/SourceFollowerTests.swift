import Synchronization
import Testing
@testable import ListCore
import ListData

/// Following a source on a fake clock: looks only when due, one batch per change, a burst of
/// commits coalesced into one batch, the selection kept by identity, a gone source stops it.
@Suite struct SourceFollowerTests {
    /// A source the test changes: its rows and a commit counter, read like a database.
    final class FakeSource: Sendable {
        let state = Mutex<(rows: [Row], version: Int, seen: Int, reads: Int, gone: String?)>(([], 0, 0, 0, nil))

        func commit(_ rows: [Row]) { state.withLock { $0.rows = rows; $0.version += 1 } }

        func read(force: Bool) -> SourceRead {
            state.withLock { state in
                if let gone = state.gone { return .gone(gone) }
                guard state.version != state.seen || force else { return .unchanged }
                state.seen = state.version
                state.reads += 1
                return .rows(state.rows)
            }
        }
    }

    static func rows(_ times: [(String, Int)]) -> [Row] {
        times.map { Row(id: RowID($0.0), fields: [$0.0.uppercased(), String($0.1)], detail: "", height: 56) }
    }

    static let schema = ColumnSchema(columns: [.init(name: "title", kind: .text), .init(name: "time", kind: .number)])

    func scene(_ source: FakeSource) -> (ListScene, [String]) {
        let initial = Self.rows([("a", 30), ("b", 20), ("c", 10)])
        source.commit(initial)
        _ = source.read(force: false)
        let scene = ListScene(rows: initial, schema: Self.schema, configuration: .demo)
        scene.sorter.sort(by: SortDescriptor(column: 1, ascending: false), at: 0, animated: false)
        scene.follower.read = { force in source.read(force: force) }
        return (scene, [])
    }

    @Test func aCommitBecomesOneAnimatedBatchAndTheSelectionFollows() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        var events: [String] = []
        scene.list.onEvent = { name, _ in events.append(name) }
        scene.list.setSelection(["b"])
        scene.follower.start(at: 1)
        #expect(scene.follower.isDue(at: 1))
        scene.pollSource(at: 1)
        #expect(!events.contains("source.batch"), "nothing changed yet")
        #expect(!scene.follower.isDue(at: 1.03), "the next look is an interval later")
        #expect(scene.follower.isDue(at: 1.049), "a timer tick a moment early still takes it")
        source.commit(Self.rows([("a", 30), ("b", 20), ("c", 40)]))
        #expect(scene.follower.isDue(at: 1.05))
        scene.pollSource(at: 1.05)
        #expect(scene.list.layout.ids == ["c", "a", "b"])
        #expect(events.filter { $0 == "source.batch" }.count == 1)
        #expect(scene.animator.isAnimating, "the move and the crossfade animate")
        #expect(scene.list.selection == ["b"], "kept by identity")
        #expect(scene.follower.batchCount == 1)
    }

    @Test func aReloadReadsOnceWithoutLiveAndMergesByIdentity() {
        let initial = Self.rows([("a", 30), ("b", 20), ("c", 10)])
        let scene = ListScene(rows: initial, schema: Self.schema, configuration: .demo)   // no source followed, live off
        var events: [String] = []
        scene.list.onEvent = { name, _ in events.append(name) }
        scene.list.setSelection(["a"])
        let forced = Mutex<[Bool]>([])
        let reread = Self.rows([("a", 31), ("c", 10), ("d", 5)])
        scene.reloadSource({ force in
            forced.withLock { $0.append(force) }
            return .rows(reread)
        }, at: 1)
        #expect(forced.withLock { $0 } == [true], "read once, whole")
        #expect(events.filter { $0 == "source.batch" }.count == 1)
        #expect(Set(scene.list.layout.ids.map(\.rawValue)) == ["a", "c", "d"])
        #expect(scene.animator.isAnimating, "the deletion, insertion and crossfade animate")
        #expect(scene.list.selection == ["a"], "kept by identity")
        #expect(!scene.follower.isRunning && !scene.follower.isLooking, "live stays off")
        scene.reloadSource({ _ in .unchanged }, at: 2)
        #expect(events.filter { $0 == "source.batch" }.count == 1, "nothing changed: no batch")
    }

    @Test func aBurstOfCommitsBetweenLooksLandsAsOneBatch() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        var batches = 0
        scene.list.onEvent = { name, _ in if name == "source.batch" { batches += 1 } }
        scene.follower.start(at: 0)
        scene.pollSource(at: 0)
        for time in 41...50 { source.commit(Self.rows([("a", 30), ("b", time), ("c", 10)])) }
        scene.pollSource(at: 0.01)   // not due: nothing read
        #expect(batches == 0)
        scene.pollSource(at: 0.06)
        #expect(batches == 1)
        #expect(scene.list.row("b")?.fields == ["B", "50"], "the latest commit's content")
        #expect(source.state.withLock { $0.reads } == 2, "the initial read and one look")
    }

    @Test func aGoneSourceStopsFollowingAndTheRowsStay() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        var gone: String?
        scene.follower.onGone = { gone = $0 }
        scene.follower.start(at: 0)
        source.state.withLock { $0.gone = "tasks.sqlite was deleted" }
        scene.pollSource(at: 0)
        #expect(gone == "tasks.sqlite was deleted")
        #expect(!scene.follower.isRunning && !scene.follower.canFollow)
        #expect(scene.list.count == 3)
        scene.follower.start(at: 1)
        #expect(!scene.follower.isRunning, "a gone source is not followed again")
    }

    @Test func stoppedMeansNoLooks() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        source.commit(Self.rows([("z", 1)]))
        scene.pollSource(at: 5)
        #expect(scene.list.count == 3, "not running: the commit is not read")
    }

    @Test func whileSearchingNewMatchesComeInAndTheFullListTakesEveryChange() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        scene.search(text: "b", at: 0)
        #expect(scene.list.layout.ids == ["b"])
        scene.follower.start(at: 1)
        // "ab" matches and is the most recent; "c" changes but does not match; "a" goes.
        source.commit(Self.rows([("b", 20), ("c", 15), ("ab", 50)]))
        scene.pollSource(at: 1)
        #expect(scene.list.layout.ids == ["ab", "b"], "the new match, in the sort")
        #expect(scene.search?.hiddenCount == 1)
        scene.endSearch(at: 2)
        #expect(scene.list.layout.ids == ["ab", "b", "c"], "the full list took the change and the delete")
        #expect(scene.list.row("c")?.fields == ["C", "15"])
    }

    @Test func theOpenDetailPageFollowsItsRowByIdentity() {
        let source = FakeSource()
        let (scene, _) = scene(source)
        scene.open("c", at: 0)
        scene.advance(to: 2)   // the push has finished
        scene.follower.start(at: 2)
        source.commit(Self.rows([("a", 30), ("b", 20), ("c", 40)]))
        scene.pollSource(at: 2)
        scene.advance(to: 2.1)
        let open = scene.frame(listWidth: 400, pageWidth: 400, hasFocus: true).openRow
        #expect(open?.row?.fields == ["C", "40"], "the page shows the new content")
        #expect(open?.previousFields == ["C", "10"] && (open?.contentOpacity ?? 1) < 1, "crossfading from the old")
        source.commit(Self.rows([("a", 30), ("b", 20)]))
        scene.advance(to: 2.2)
        scene.pollSource(at: 2.2)
        #expect(scene.frame(listWidth: 400, pageWidth: 400, hasFocus: true).openRow?.isDeleted == true)
    }
}
