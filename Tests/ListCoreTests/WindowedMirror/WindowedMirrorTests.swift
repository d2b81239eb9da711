import Testing
@testable import ListCore

/// `WindowedMirror` in focused cases (a re-sort, a splice across the window, a removal of a
/// tracked row, `id-property` keys as strings); the storm against `ModelMirror` is in
/// `WindowedMirrorStormTests`.
@Suite struct WindowedMirrorTests {
    typealias Item = ModelMirrorStormTests.Item

    /// A mirror of `model` (uniform rows, 10 points) showing `window`.
    static func mirror(of model: [Item], window: Range<Int>) -> WindowedMirror<Int> {
        WindowedMirror(count: model.count, window: window, heights: .uniform(count: model.count, height: 10),
                       key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
    }

    static func items(_ keys: some Sequence<Int>) -> [Item] { keys.map { Item(key: $0, title: "t\($0)") } }

    /// The keys the mirror's window shows.
    static func windowKeys(_ mirror: WindowedMirror<Int>) -> [Int] { mirror.rows.map { mirror.key(of: $0.id)! } }

    @Test func aReSortKeepsTheWindowAndFindsEveryTrackedRow() throws {
        var model = Self.items(0..<100)
        var mirror = Self.mirror(of: model, window: 10..<20)
        let selected = mirror.track(.selected, at: 70, key: 70)
        let windowIDs = mirror.rows.map(\.id)
        model.reverse()
        var reads = 0
        let batch = try mirror.apply(position: 0, removed: 100, added: 100, key: { reads += 1; return model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(batch.isReorder && batch.anchor == nil)
        #expect(mirror.window == 10..<20 && Self.windowKeys(mirror) == Array((80...89).reversed()))
        #expect(mirror.position(of: selected) == 29)
        // The old window's rows slide out to their new places (off screen) and stay tracked.
        for (offset, id) in windowIDs.enumerated() {
            #expect(batch.old.index(of: id) == 10 + offset && batch.new.index(of: id) == 89 - offset)
            #expect(mirror.roles(of: id) == .inFlight)
        }
        // The new window's rows were not seen, and come from the changed span: they fade in.
        for row in mirror.rows { #expect(!batch.old.contains(row.id) && batch.new.index(of: row.id) == 99 - mirror.key(of: row.id)!) }
        #expect(batch.inserted == mirror.rows.map(\.id) && batch.entered == batch.inserted)
        #expect(batch.deleted.isEmpty && batch.updated.isEmpty && batch.released.isEmpty)
        // The scan stopped at key 10 (position 89 of the new order), then the 10 new rows were read.
        #expect(batch.change.keysRead == 90 && reads == 100)
        // Once the animation ends, the rows that left the window are let go.
        #expect(Set(mirror.releaseInFlight(keeping: [])) == Set(10..<20))
        #expect(mirror.trackedCount == 11)
    }

    /// A re-sort forgets the measured heights of the rows above the window (their items' new places
    /// are unknown): the offset moves by the window's new top less its old one, so the window's
    /// rows stay where they were drawn (LiListView's factory rows with sections jumped by 216 px,
    /// test_embedding_sections_many.py's row factory case).
    @Test func aReSortKeepsTheWindowsTopWhereItWasDrawn() throws {
        var model = Self.items(0..<100)
        var mirror = WindowedMirror<Int>(count: 100, window: 0..<10, heights: .estimating(count: 100, defaultHeight: 10),
                                         key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
        let ids = mirror.rows.map(\.id)
        let measured = mirror.measure(Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0 < 3 ? 30.0 : 10.0) }))
        #expect(measured)
        mirror.moveWindow(to: 50..<60, key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
        #expect(mirror.heights.top(of: 50) == 560)
        model = model.map { model[$0.key ^ 1] }
        let batch = try mirror.apply(position: 0, removed: 100, added: 100, key: { model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(batch.isReorder && batch.anchor == nil && mirror.window == 50..<60)
        #expect(batch.new.heights.top(of: 50) == 500 && batch.anchorDistance == 0 && batch.reorderDistance == -60)
    }

    @Test func rowsFoundUnderTheirOldKeysAfterASpliceOfEqualItemsTakeTheNewKeys() throws {
        // Positions 4..<9 spliced with new items equal to the old ones, 4 moved to the end.
        var model = Self.items(0..<50)
        var mirror = Self.mirror(of: model, window: 0..<10)
        let selected = mirror.track(.selected, at: 4, key: 4)
        let ids = mirror.rows.map(\.id)
        let oldInNewOrder = [5, 6, 7, 8, 4]
        model.replaceSubrange(4..<9, with: Self.items(oldInNewOrder.map { $0 + 100 }))
        let batch = try mirror.apply(position: 4, removed: 5, added: 5,
                                     key: { (4..<9).contains($0) ? oldInNewOrder[$0 - 4] : model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(batch.deleted.isEmpty && batch.inserted.isEmpty)
        #expect(mirror.position(of: selected) == 8 && mirror.roles(of: selected).contains(.selected))
        let replaced = mirror.replaceKeys(in: 4..<9) { model[$0].key }
        #expect(replaced.map(\.old).sorted() == [4, 5, 6, 7, 8] && replaced.map(\.new).sorted() == [104, 105, 106, 107, 108])
        #expect(mirror.key(of: selected) == 104 && mirror.rows.map(\.id) == [0, 1, 2, 3, 5, 6, 7, 8, 4, 9].map { ids[$0] })
        #expect(mirror.replaceKeys(in: 0..<50) { model[$0].key }.isEmpty)
        // The next change finds the rows under the new keys: the selected row moves back, the same row.
        model.insert(model.remove(at: 8), at: 4)
        let back = try mirror.apply(position: 4, removed: 5, added: 5, key: { model[$0].key },
                                    content: { .init(fields: [model[$0].title]) })
        #expect(back.deleted.isEmpty && mirror.position(of: selected) == 4 && mirror.rows.map(\.id) == ids)
        mirror._checkInvariants()
    }

    @Test func aSpliceAcrossTheWindowFadesTheRemovedAndSlidesTheRestIn() throws {
        var model = Self.items(0..<100)
        var mirror = Self.mirror(of: model, window: 10..<20)
        let before = mirror.rows.map(\.id)
        model.replaceSubrange(15..<25, with: Self.items(1_000..<1_003))
        let batch = try mirror.apply(position: 15, removed: 10, added: 3, key: { model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(!batch.isReorder && batch.anchor == .init(id: before[0], oldPosition: 10, newPosition: 10))
        #expect(Self.windowKeys(mirror) == [10, 11, 12, 13, 14, 1_000, 1_001, 1_002, 25, 26])
        #expect(batch.deleted == Array(before[5...]) && batch.released == Array(15..<20))
        #expect(batch.inserted == mirror.rows[5..<8].map(\.id))
        // Rows 25 and 26 come into the window from below, where they were.
        #expect(batch.old.index(of: mirror.rows[8].id) == 25 && batch.old.index(of: mirror.rows[9].id) == 26)
        for id in batch.inserted { #expect(!batch.old.contains(id) && batch.new.contains(id)) }
        for id in batch.deleted { #expect(batch.old.contains(id) && !batch.new.contains(id)) }
        #expect(batch.new.count == 93 && batch.new.heights.total == 930)
        // What an animation may draw in rows 14…16 of each state (10 points a row).
        #expect(batch.old.ids(inWindowTop: 140, height: 30) == Array(before[4...6]))
        #expect(batch.new.ids(inWindowTop: 140, height: 30) == [before[4]] + batch.inserted[0..<2])
    }

    @Test func anInsertAboveTheWindowKeepsTheAnchorInPlace() throws {
        var model = Self.items(0..<100)
        var mirror = Self.mirror(of: model, window: 40..<50)
        let anchor = mirror.id(at: 42)!
        mirror.track(.anchor, anchor)
        model.insert(contentsOf: Self.items(500..<505), at: 3)
        let batch = try mirror.apply(position: 3, removed: 0, added: 5, key: { model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(batch.anchor == .init(id: anchor, oldPosition: 42, newPosition: 47))
        #expect(mirror.window == 45..<55 && Self.windowKeys(mirror) == Array(40..<50))
        #expect(batch.change.keysRead == 0 && batch.entered.isEmpty && batch.isNoChange == false)
    }

    @Test func removingATrackedRowOutsideTheWindowDeselectsItAndLetsItGo() throws {
        var model = Self.items(0..<100)
        var mirror = Self.mirror(of: model, window: 0..<10)
        let selected = mirror.track(.selected, at: 60, key: 60)
        let kept = mirror.track(.selected, at: 80, key: 80)
        model.remove(at: 60)
        let batch = try mirror.apply(position: 60, removed: 1, added: 0, key: { model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(batch.deleted == [selected] && batch.deselected == [selected] && batch.released == [60])
        #expect(mirror.roles(of: selected).isEmpty && mirror.position(of: kept) == 79)
        #expect(mirror.ids(with: .selected) == [kept] && mirror.trackedCount == 11)
        // Not drawn: in neither state.
        #expect(!batch.old.contains(selected) && !batch.new.contains(selected))
    }

    @Test func idPropertyKeysAsStringsKeepTheirIdentityAndCrossfadeNewContent() throws {
        var model: [(id: String, title: String)] = (0..<20).map { ("id\($0)", "t\($0)") }
        var mirror = WindowedMirror<String>(count: 20, window: 0..<5, heights: .uniform(count: 20, height: 10),
                                            key: { model[$0].id }, content: { .init(fields: [model[$0].title]) })
        let ids = mirror.rows.map(\.id)
        // The app re-creates items 1…3 with the same ids; item 2 has a new title.
        model[2].title = "changed"
        let batch = try mirror.apply(position: 1, removed: 3, added: 3, key: { model[$0].id },
                                     content: { .init(fields: [model[$0].title]) }, rereads: true)
        #expect(mirror.rows.map(\.id) == ids)
        #expect(batch.updated == [ids[2]] && batch.inserted.isEmpty && batch.deleted.isEmpty)
        #expect(mirror.rows[2].fields == ["changed"] && mirror.rows[1].fields == ["t1"])
        #expect(batch.old.row(ids[2])?.fields == ["t2"] && batch.new.row(ids[2])?.fields == ["changed"])
    }

    @Test func aChangeThatDoesNotFitThrowsAndChangesNothing() {
        let model = Self.items(0..<10)
        var mirror = Self.mirror(of: model, window: 0..<5)
        let rows = mirror.rows
        #expect(throws: ModelMirrorError.rangeOutOfBounds(position: 8, removed: 3, count: 10)) {
            try mirror.apply(position: 8, removed: 3, added: 0, key: { _ in Issue.record("read"); return 0 },
                             content: { _ in .init(fields: []) })
        }
        #expect(mirror.rows == rows && mirror.count == 10)
    }

    @Test func movingTheWindowReadsOnlyTheRowsThatEnterIt() {
        let model = Self.items(0..<1_000)
        var mirror = Self.mirror(of: model, window: 0..<10)
        let selected = mirror.track(.selected, at: 5, key: 5)
        var reads = 0
        let move = mirror.moveWindow(to: 5..<15, key: { reads += 1; return model[$0].key },
                                     content: { .init(fields: [model[$0].title]) })
        #expect(move.entered.count == 5 && move.released == [0, 1, 2, 3, 4] && reads == 5)
        let far = mirror.moveWindow(to: 990..<1_010, key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
        #expect(mirror.window == 990..<1_000 && far.released.count == 9 && mirror.trackedCount == 11)
        #expect(mirror.position(of: selected) == 5 && mirror.roles(of: selected) == .selected)
    }

    @Test func theChecksCatchABrokenPositionTable() {
        var mirror = Self.mirror(of: Self.items(0..<3), window: 0..<2)
        mirror.serialAt[2] = 0
        #expect(mirror._invariantViolations().contains("2 tracked positions, 3 position look-ups"))
    }
}

extension WindowedMirrorTests {
    @Test func measuredRowsTakeTheirHeightsAndTheRestCountAtTheMedian() {
        let model = Self.items(0..<100)
        var mirror = WindowedMirror<Int>(count: 100, window: 0..<3, heights: .estimating(count: 100, defaultHeight: 40),
                                         key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
        let ids = mirror.rows.map(\.id)
        let changed = mirror.measure([ids[0]: 30, ids[1]: 60, ids[2]: 60, "not-tracked": 5])
        #expect(changed)
        #expect(mirror.rows.map(\.height) == [30, 60, 60] && mirror.heights.estimate == 60)
        #expect(mirror.heights.total == 150 + 97 * 60)
        let again = mirror.measure([ids[1]: 60])
        #expect(!again)
        var uniform = Self.mirror(of: model, window: 0..<3)
        uniform.setUniformHeight(24)
        #expect(uniform.rows.map(\.height) == [24, 24, 24] && uniform.heights.total == 2_400)
    }
}

extension WindowedMirrorTests {
    @Test func aRowInFlightThatComesBackStaysTrackedUntilTheAnimationLetsItGo() throws {
        var model = Self.items(0..<100)
        var mirror = Self.mirror(of: model, window: 10..<20)
        let ids = mirror.rows.map(\.id)
        for _ in 0..<2 {   // reversed and back: the rows leave the window in flight, then return to it
            model.reverse()
            _ = try mirror.apply(position: 0, removed: 100, added: 100, key: { model[$0].key },
                                 content: { .init(fields: [model[$0].title]) })
        }
        #expect(mirror.rows.map(\.id) == ids)
        let scrolled = mirror.moveWindow(to: 50..<60, key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
        // An older stage may still draw them: scrolling does not let them go.
        #expect(scrolled.released.isEmpty && ids.allSatisfy { mirror.roles(of: $0) == .inFlight })
        #expect(Set(mirror.releaseInFlight(keeping: [])).isSuperset(of: 10..<20))
        #expect(ids.allSatisfy { mirror.roles(of: $0).isEmpty })
    }
}
