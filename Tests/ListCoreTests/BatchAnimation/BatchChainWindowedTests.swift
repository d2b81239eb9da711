import Testing
@testable import ListCore

/// `BatchChain` over `WindowedSnapshot`s in focused cases: a windowed list's change committed
/// (`BatchChain+Windowed`) moves, fades and retargets rows as a list's batch does. The storm that
/// compares it with the full path is `WindowedMirrorStormTests+Animation`.
@Suite struct BatchChainWindowedTests {
    typealias Item = ModelMirrorStormTests.Item

    /// Rows 0…99 of 10 points, the window on rows 10…19.
    static func mirror(_ model: [Item]) -> WindowedMirror<Int> {
        WindowedMirrorTests.mirror(of: model, window: 10..<20)
    }

    static func commit(_ batch: WindowedBatch<Int>, to chain: inout BatchChain<WindowedSnapshot>, at time: Double) {
        chain.commit(batch, at: time, duration: 0.3, curve: .linear, offsetMovedBy: batch.anchorDistance)
    }

    @Test func aSpliceSlidesTheRowsBelowUpFadesTheRemovedOutAndTheNewIn() throws {
        var model = WindowedMirrorTests.items(0..<100)
        var mirror = Self.mirror(model)
        var chain = BatchChain(base: mirror.snapshot())
        let before = mirror.rows.map(\.id)
        model.replaceSubrange(15..<25, with: WindowedMirrorTests.items(1_000..<1_003))
        let batch = try mirror.apply(position: 15, removed: 10, added: 3, key: { model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        Self.commit(batch, to: &chain, at: 0)
        #expect(batch.anchorDistance == 0 && chain.stages.count == 1)
        let half = chain.fractions(at: 0.15)
        // Row 25 arrives from below, where it was (250), to its new place (180): half-way at 215.
        let arriving = mirror.rows[8].id
        #expect(chain.span(of: arriving, fractions: half) == RowSpan(top: 215, height: 10))
        #expect(chain.opacity(of: arriving, fractions: half) == 1)
        // The removed rows fade out where they were; the new ones fade in where they go.
        let removed = try #require(chain.departure(of: before[5], fractions: half))
        #expect(removed.span == RowSpan(top: 150, height: 10) && removed.opacity == 0.5 && removed.row.fields == ["t15"])
        #expect(chain.span(of: batch.inserted[0], fractions: half) == RowSpan(top: 150, height: 10))
        #expect(chain.opacity(of: batch.inserted[0], fractions: half) == 0.5)
        // Once the stage ends, nothing is in flight.
        chain.prune(at: 1)
        #expect(!chain.isAnimating && chain.departure(of: before[5], fractions: []) == nil)
        #expect(Set(mirror.releaseInFlight(keeping: chain.placedIDs)) == [])
    }

    @Test func aSecondChangeMidFlightStartsEveryRowWhereItIsDrawn() throws {
        var model = WindowedMirrorTests.items(0..<100)
        var mirror = Self.mirror(model)
        var chain = BatchChain(base: mirror.snapshot())
        let content = { (position: Int) in ModelMirrorContent(fields: [model[position].title]) }
        model.removeSubrange(15..<18)
        Self.commit(try mirror.apply(position: 15, removed: 3, added: 0, key: { model[$0].key }, content: content),
                    to: &chain, at: 1)
        // A re-sort 0.1 s in: the rows drawn just before are drawn at the same place just after.
        let time = 1.1
        let drawn = mirror.rows.map(\.id) + chain.base.ids
        let spans = drawn.map { chain.span(of: $0, fractions: chain.fractions(at: time)) }
        model.reverse()
        let batch = try mirror.apply(position: 0, removed: 97, added: 97, key: { model[$0].key }, content: content)
        #expect(batch.isReorder)
        Self.commit(batch, to: &chain, at: time)
        #expect(chain.stages.count == 2)
        for (id, span) in zip(drawn, spans) {
            #expect(chain.span(of: id, fractions: chain.fractions(at: time)) == span, "\(id)")
        }
    }
}
