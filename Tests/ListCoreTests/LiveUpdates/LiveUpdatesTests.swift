import Testing
@testable import ListCore

@Suite struct LiveUpdatesTests {
    typealias F = BatchAnimationFixture

    static let schema = ColumnSchema(columns: [.init(name: "name", kind: .text), .init(name: "count", kind: .number)])

    func scene(options: LiveUpdates.Options = .init())
        -> (list: ListState, live: LiveUpdates, log: BatchAnimationEventLog)
    {
        let (list, animator, log) = F.scene(count: 40)
        let live = LiveUpdates(animator: animator, schema: Self.schema, options: options)
        list.attach(live)
        return (list, live, log)
    }

    @Test func anUpdateMovesTheItemToTheTopWithOneSlideAndOneCrossfade() {
        let (list, live, log) = scene()
        let old = list.rows
        live.start(at: 0)
        #expect(live.nextUpdateTime == 1.2)
        _ = list.frame(at: 1.19)
        #expect(log.named("batch").isEmpty)
        _ = list.frame(at: 1.2)
        let batches = log.named("batch")
        #expect(batches.count == 1)
        #expect(batches.first?["moved"] == 1 && batches.first?["updated"] == 1)
        #expect(batches.first?["inserted"] == 0 && batches.first?["deleted"] == 0)
        let id = live.lastBumped.first!
        #expect(list.layout.ids.first == id)
        let before = old.first { $0.id == id }!
        let after = list.rows[0]
        #expect(after.version == before.version + 1)
        #expect(after.fields.count == before.fields.count && after.fields[0] == before.fields[0])
        #expect(Int(after.fields[1]) == Int(before.fields[1])! + 1, "the number column is incremented")

        // From where it was to the top; from farther than a viewport, it fades in at the top.
        let startY = F.top(of: id, in: old)!
        let mid = animator(list).appearance(of: id, at: 1.35)!
        if startY <= list.viewportHeight {
            #expect(F.close(mid.y, startY / 2), "slides from where it was to the top")
            #expect(mid.opacity == 1)
        } else {
            #expect(F.close(mid.y, 0) && F.close(mid.opacity, 0.5), "fades in at the top")
        }
        #expect(mid.previousFields == before.fields && F.close(mid.contentOpacity, 0.5))
        #expect(live.nextUpdateTime == 2.4)
    }

    func animator(_ list: ListState) -> BatchAnimator { list.behavior(BatchAnimator.self)! }

    @Test func updatesDueTogetherGoInOneBatch() {
        let (list, live, log) = scene()
        live.start(at: 0)
        _ = list.frame(at: 3.7)   // three updates were due: 1.2, 2.4, 3.6
        let batches = log.named("batch")
        #expect(batches.count == 1)
        #expect(batches.first?["updated"] == 3)
        #expect(live.lastBumped.count == 3 && Set(live.lastBumped).count == 3)
        #expect(Array(list.layout.ids.prefix(3)) == live.lastBumped, "most recent on top")
        #expect(list.rows.prefix(3).allSatisfy { $0.version == 1 })
        #expect(live.nextUpdateTime == 4.8)
        // Each bumped row is drawn once, crossfading.
        let frame = list.frame(at: 3.85)
        for id in live.lastBumped {
            let copies = frame.filter { $0.id == id }
            #expect(copies.count == 1, "\(id) drawn \(copies.count) times")
            #expect(copies.first?.previousFields != nil && (copies.first?.contentOpacity ?? 1) < 1, "\(id) crossfades")
        }
    }

    @Test func mostRecentIsOnTop() {
        let (list, live, _) = scene()
        live.start(at: 0)
        _ = list.frame(at: 1.2)
        let first = live.lastBumped[0]
        _ = list.frame(at: 2.4)
        let second = live.lastBumped[0]
        #expect(first != second)
        #expect(Array(list.layout.ids.prefix(2)) == [second, first])
    }

    @Test func theChoiceIsDeterministicPerSeed() {
        func picks(seed: UInt64) -> [RowID] {
            let (list, live, _) = scene(options: .init(seed: seed))
            live.start(at: 0)
            var ids: [RowID] = []
            for tick in 1...6 {
                _ = list.frame(at: Double(tick) * 1.2)
                ids += live.lastBumped
            }
            return ids
        }
        #expect(picks(seed: 7) == picks(seed: 7))
        #expect(picks(seed: 7) != picks(seed: 8))
    }

    @Test func stopEndsUpdates() {
        let (list, live, log) = scene()
        live.start(at: 0)
        #expect(list.needsFrames)
        _ = list.frame(at: 1.2)
        live.stop()
        _ = list.frame(at: 10)
        #expect(log.named("batch").count == 1)
        #expect(!live.isRunning && !list.needsFrames && live.nextUpdateTime == nil)
    }

    @Test func textFieldsGetOneUpdatedMarker() {
        let (list, live, _) = scene(options: .init(column: 0))
        live.bump(["r5"], at: 0)
        #expect(list.rows[0].fields[0] == "Row 5 · updated #1")
        live.bump(["r5"], at: 1)
        #expect(list.rows[0].fields[0] == "Row 5 · updated #2" && list.rows[0].version == 2)
        #expect(list.rows[0].fields.count == 2)
    }

    @Test func fractionalNumbersStayNumbers() {
        #expect(LiveUpdates.updated("1.5", sequence: 1) == "2.5")
        #expect(LiveUpdates.updated("41", sequence: 1) == "42")
    }
}
