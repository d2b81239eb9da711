import Testing
@testable import ListCore

/// `WindowedChange` against `ModelMirror` as the oracle: the seeded storm of `ModelMirrorStormTests`
/// (inserts, removes, splices, re-sorts, filters, duplicates), with a window of rows and a few
/// scattered rows (a selection) tracked at each step.
@Suite struct WindowedChangeTests {
    @Test func theDocumentedExample() throws {
        let newModel = ["e", "d", "c", "b", "a"]
        let change = try WindowedChange(tracked: [("b", 1), ("c", 2), ("d", 3)], oldCount: 5,
                                        position: 0, removed: 5, added: 5) { newModel[$0] }
        #expect(change.newPositions == [3, 2, 1])
        #expect(change.keysRead == 4)
        #expect(change.origin(ofNewPosition: 0) == .unknown)
        #expect(change.origin(ofNewPosition: 1) == .tracked(index: 2, oldPosition: 3))
    }

    @Test func aChangeOutsideTheTrackedRowsReadsNoKey() throws {
        // Rows 0…9 seen, 10 items inserted at 500 and 3 removed at 20 of 1 000.
        let tracked = (0..<10).map { (key: $0, position: $0) }
        let insert = try WindowedChange(tracked: tracked, oldCount: 1_000, position: 500, removed: 0, added: 10) { _ in
            Issue.record("read a key")
            return -1
        }
        #expect(insert.keysRead == 0)
        #expect(insert.newPositions == (0..<10).map { $0 })
        #expect(insert.origin(ofNewPosition: 505) == .unknown)
        #expect(insert.origin(ofNewPosition: 700) == .untracked(oldPosition: 690))
        let shiftUp = try WindowedChange(tracked: [(key: 900, position: 900)], oldCount: 1_000, position: 20,
                                         removed: 3, added: 0) { _ in -1 }
        #expect(shiftUp.newPositions == [897] && shiftUp.keysRead == 0)
        #expect(shiftUp.origin(ofNewPosition: 897) == .tracked(index: 0, oldPosition: 900))
    }

    @Test func aResortStopsReadingOnceEveryTrackedRowIsFound() throws {
        // 100 000 items reversed; rows 99 990…99 999 seen: found among the first 10 keys read.
        let count = 100_000
        let tracked = (count - 10..<count).map { (key: $0, position: $0) }
        let change = try WindowedChange(tracked: tracked, oldCount: count, position: 0, removed: count,
                                        added: count) { count - 1 - $0 }
        #expect(change.keysRead == 10)
        #expect(change.newPositions == (count - 10..<count).map { count - 1 - $0 })
    }

    @Test func aTrackedRowWhoseKeyIsNotAddedAgainLeaves() throws {
        let change = try WindowedChange(tracked: [(key: "b", position: 1), (key: "c", position: 2)], oldCount: 3,
                                        position: 1, removed: 2, added: 1) { _ in "c" }
        #expect(change.newPositions == [nil, 1])
        #expect(change.keysRead == 1)
    }

    @Test func aChangeThatDoesNotFitThrowsAndReadsNothing() {
        #expect(throws: ModelMirrorError.rangeOutOfBounds(position: 4, removed: 2, count: 5)) {
            try WindowedChange(tracked: [(key: 0, position: 0)], oldCount: 5, position: 4, removed: 2,
                               added: 1) { _ in Issue.record("read a key"); return 0 }
        }
        #expect(throws: ModelMirrorError.rangeOutOfBounds(position: -1, removed: 0, count: 5)) {
            try WindowedChange(tracked: [(key: 0, position: 0)], oldCount: 5, position: -1, removed: 0,
                               added: 1) { _ in 0 }
        }
    }

    @Test(arguments: TestSeed.seeds(3))
    func aStormAgreesWithModelMirrorOnEveryTrackedRow(seed: UInt64) throws {
        typealias Item = ModelMirrorStormTests.Item
        var random = BatchSeededRandom(seed: seed)
        var model: [Item] = (0..<40).map { Item(key: $0, title: "t\($0)") }
        var nextKey = 40
        var mirror = ModelMirror<Int>()
        _ = try mirror.itemsChanged(position: 0, removed: 0, added: model.map(ModelMirrorStormTests.mirrored))
        var seen = (tracked: 0, moved: 0, left: 0, unknown: 0, untracked: 0, partialScans: 0)
        for step in 0..<1_000 {
            let label = "step \(step), \(TestSeed.label(seed))"
            let change = ModelMirrorStormTests.randomChange(of: model, nextKey: &nextKey, random: &random)
            let old = model
            model.replaceSubrange(change.position..<change.position + change.removed, with: change.added)
            // Tracked: a window of up to 12 rows, and a few scattered rows (a selection).
            var positions = Set<Int>()
            if !old.isEmpty {
                let start = Int.random(in: 0..<old.count, using: &random)
                positions.formUnion(start..<min(old.count, start + Int.random(in: 1...12, using: &random)))
                for _ in 0..<Int.random(in: 0...3, using: &random) { positions.insert(Int.random(in: 0..<old.count, using: &random)) }
            }
            let tracked = positions.sorted().shuffled(using: &random).map { (key: old[$0].key, position: $0) }
            var reads: [Int] = []
            let windowed = try WindowedChange(tracked: tracked, oldCount: old.count, position: change.position,
                                              removed: change.removed, added: change.added.count) { position in
                reads.append(position)
                return model[position].key
            }
            // The oracle: every item keyed, content as the storm gives it.
            let batch = try mirror.itemsChanged(position: change.position, removed: change.removed,
                                                added: change.added.map(ModelMirrorStormTests.mirrored))
            // Where each new row came from (a batch that changes nothing lists no origins).
            let origins = batch.isNoChange ? model.indices.map { Optional($0) } : batch.plan.origins.map(\.oldIndex)
            var oracleNew: [Int: Int] = [:]   // old position → new position
            for (newIndex, oldIndex) in origins.enumerated() {
                if let oldIndex { oracleNew[oldIndex] = newIndex }
            }
            #expect(reads == Array(change.position..<change.position + reads.count), "reads in order, \(label)")
            #expect(windowed.keysRead == reads.count && reads.count <= change.added.count, "\(label)")
            let once = { (items: [Item], key: Int) in items.lazy.filter { $0.key == key }.count == 1 }
            for (index, row) in tracked.enumerated() {
                let newPosition = windowed.newPositions[index]
                if let newPosition {
                    #expect(model[newPosition].key == row.key, "tracked row lands on its own key, \(label)")
                    #expect(windowed.origin(ofNewPosition: newPosition) == .tracked(index: index, oldPosition: row.position),
                            "\(label)")
                }
                guard once(old, row.key), once(model, row.key) || !model.contains(where: { $0.key == row.key }) else {
                    continue
                }
                #expect(newPosition == oracleNew[row.position], "tracked key \(row.key) at \(row.position), \(label)")
                seen.tracked += 1
                if newPosition == nil { seen.left += 1 } else if newPosition != row.position { seen.moved += 1 }
            }
            for newPosition in model.indices where once(model, model[newPosition].key) && once(old, model[newPosition].key)
                || !old.contains(where: { $0.key == model[newPosition].key }) {
                let oracle = origins[newPosition]
                switch windowed.origin(ofNewPosition: newPosition) {
                case .tracked(_, let oldPosition):
                    #expect(oracle == oldPosition, "new \(newPosition), \(label)")
                case .untracked(let oldPosition):
                    #expect(oracle == oldPosition && !positions.contains(oldPosition), "new \(newPosition), \(label)")
                    seen.untracked += 1
                case .unknown:
                    let inRemovedSpan = oracle.map { (change.position..<change.position + change.removed).contains($0) }
                    #expect(oracle == nil || (inRemovedSpan == true && !positions.contains(oracle!)),
                            "new \(newPosition): unknown, the oracle says \(String(describing: oracle)), \(label)")
                    seen.unknown += 1
                }
            }
            if reads.count < change.added.count && reads.count > 0 { seen.partialScans += 1 }
        }
        // The storm exercised moves, departures, arrivals and scans that stopped early.
        #expect(seen.moved > 200 && seen.left > 50 && seen.unknown > 200 && seen.untracked > 200
                && seen.partialScans > 20, "\(seen) \(TestSeed.label(seed))")
    }
}
