import Testing
@testable import ListCore

/// `WindowedMirror` on the seeded storm of `ModelMirrorStormTests` (inserts, removes, splices,
/// re-sorts, filters, duplicates) against two oracles, a plain array (the model) and `ModelMirror`
/// (identity), with the window moving at random and rows selected, anchored and opened at random:
/// - the window's rows are the model's, keys and content;
/// - every tracked row keeps its identity and lands where `ModelMirror` puts it (for keys the
///   model holds once), and the selection is the oracle's;
/// - every measured height stays with its row (rows measured as `20 + key % 7` points);
/// - no row is given a place it never had: every row a state places (`WindowedSnapshot`) has its
///   own key at that position in that state's model, so every drawn y is its old place, its new
///   place, or between the two on its path.
@Suite struct WindowedMirrorStormTests {
    typealias Item = ModelMirrorStormTests.Item

    @Test(arguments: TestSeed.seeds(3))
    func aStormKeepsTheWindowTheSelectionAndEveryIdentity(seed: UInt64) throws {
        var random = BatchSeededRandom(seed: seed)
        var model: [Item] = (0..<40).map { Item(key: $0, title: "t\($0)") }
        var nextKey = 40
        var oracle = ModelMirror<Int>()
        _ = try oracle.itemsChanged(position: 0, removed: 0, added: model.map(ModelMirrorStormTests.mirrored))
        var mirror = WindowedMirror<Int>(count: model.count, window: 5..<15, heights: .estimating(count: model.count, defaultHeight: 10),
                                         key: { model[$0].key }, content: { .init(fields: [model[$0].title]) })
        var oracleSelected = Set<RowID>()   // the oracle's identities of the selected rows
        var keyOf: [RowID: Int] = [:]       // every identity the mirror ever gave, and its key
        // Keys the model ever held twice: among their occurrences the mirror pairs only the
        // tracked ones, so its selection may sit on another occurrence than the oracle's.
        var everDuplicated = Set<Int>()
        var seen = (moved: 0, arrived: 0, inserted: 0, deleted: 0, deselected: 0, reorders: 0, anchored: 0)
        func content(_ position: Int) -> ModelMirrorContent { .init(fields: [model[position].title]) }
        func measureWindow() {
            mirror.measure(Dictionary(uniqueKeysWithValues: mirror.rows.map { ($0.id, Double(20 + mirror.key(of: $0.id)! % 7)) }))
        }
        func remember() {
            for id in mirror.ids(with: TrackedRoles(rawValue: .max)) {
                let key = mirror.key(of: id)!
                #expect(keyOf.updateValue(key, forKey: id) ?? key == key, "an identity changed its key")
            }
        }
        for step in 0..<1_000 {
            let label = "step \(step), \(TestSeed.label(seed))"
            // The user scrolls, selects, anchors and opens rows at random.
            if random.chance(0.3) {
                let length = Int.random(in: 1...12, using: &random)
                let start = Int.random(in: -2...max(0, model.count), using: &random)
                mirror.moveWindow(to: start..<start + length, key: { model[$0].key }, content: content)
                if random.chance(0.7) { measureWindow() }
            }
            if !model.isEmpty && random.chance(0.4) {
                let position = Int.random(in: 0..<model.count, using: &random)
                let id = mirror.track(.selected, at: position, key: model[position].key)
                if mirror.roles(of: id).contains(.selected) { oracleSelected.insert(oracle.rows[position].id) }
            }
            if random.chance(0.15), let id = mirror.ids(with: .selected).randomElement(using: &random) {
                oracleSelected.remove(oracle.rows[mirror.position(of: id)!].id)
                mirror.untrack(.selected, id)
            }
            if random.chance(0.2) {
                mirror.ids(with: .anchor).forEach { mirror.untrack(.anchor, $0) }
                if let row = mirror.rows.randomElement(using: &random) { mirror.track(.anchor, row.id) }
            }
            if !model.isEmpty && random.chance(0.1) {
                mirror.ids(with: .open).forEach { mirror.untrack(.open, $0) }
                let position = Int.random(in: 0..<model.count, using: &random)
                mirror.track(.open, at: position, key: model[position].key)
            }
            if random.chance(0.5) {
                let drawn = mirror.ids(with: .inFlight).filter { _ in random.chance(0.5) }
                _ = mirror.releaseInFlight(keeping: Set(drawn))
            }
            remember()
            // The change.
            let old = model
            let trackedBefore = mirror.ids(with: TrackedRoles(rawValue: .max)).map { (id: $0, position: mirror.position(of: $0)!) }
            let oldOracleIDs = oracle.rows.map(\.id)
            let change = ModelMirrorStormTests.randomChange(of: model, nextKey: &nextKey, random: &random)
            model.replaceSubrange(change.position..<change.position + change.removed, with: change.added)
            let batch = try mirror.apply(position: change.position, removed: change.removed, added: change.added.count,
                                         key: { model[$0].key }, content: content, rereads: true)
            _ = try oracle.itemsChanged(position: change.position, removed: change.removed,
                                        added: change.added.map(ModelMirrorStormTests.mirrored))
            remember()
            // 1. The window's rows are the model's.
            #expect(mirror.count == model.count && mirror.heights.count == model.count, "\(label)")
            #expect(mirror.rows.map { mirror.key(of: $0.id)! } == model[mirror.window].map(\.key), "\(label)")
            #expect(mirror.rows.map(\.fields) == model[mirror.window].map { [$0.title] }, "\(label)")
            #expect(mirror.window.count == min(mirror.windowLength, model.count), "\(label)")
            // 2. Every tracked row keeps its identity, where the oracle puts it.
            let counts = Dictionary(old.map { ($0.key, 1) } + model.map { ($0.key, 1) }, uniquingKeysWith: +)
            let oldCounts = Dictionary(old.map { ($0.key, 1) }, uniquingKeysWith: +)
            let newIndex = Dictionary(uniqueKeysWithValues: oracle.rows.enumerated().map { ($0.element.id, $0.offset) })
            for (id, position) in trackedBefore {
                let key = keyOf[id]!
                let now = mirror.position(of: id)
                if let now { #expect(model[now].key == key, "a tracked row on another key, \(label)") }
                if batch.deleted.contains(id) { #expect(now == nil, "\(label)") } else { #expect(now != nil, "lost \(key), \(label)") }
                guard oldCounts[key] == 1, counts[key]! <= 2 else { continue }
                #expect(now == newIndex[oldOracleIDs[position]], "tracked key \(key) at \(position), \(label)")
                if let now, now != position { seen.moved += 1 }
            }
            oracleSelected.formIntersection(newIndex.keys)
            for (key, count) in Dictionary(model.map { ($0.key, 1) }, uniquingKeysWith: +) where count > 1 { everDuplicated.insert(key) }
            let unique = { (key: Int) in !everDuplicated.contains(key) }
            let selectedPositions = Set(mirror.ids(with: .selected).map { mirror.position(of: $0)! }.filter { unique(model[$0].key) })
            let oraclePositions = Set(oracleSelected.map { newIndex[$0]! }.filter { unique(model[$0].key) })
            #expect(selectedPositions == oraclePositions, "the selection, \(label)")
            for position in model.indices where mirror.heights.isMeasured(position) {
                #expect(mirror.heights.height(at: position) == Double(20 + model[position].key % 7), "height at \(position), \(label)")
            }
            if random.chance(0.5) { measureWindow() }
            // 3. No row is given a place it never had.
            for id in batch.old.ids {
                #expect(old[batch.old.index(of: id)!].key == keyOf[id], "old place of \(id), \(label)")
                if !mirror.rows.contains(where: { $0.id == id }) || batch.new.contains(id) == false { continue }
            }
            for id in batch.new.ids {
                #expect(model[batch.new.index(of: id)!].key == keyOf[id], "new place of \(id), \(label)")
                if batch.old.contains(id) && batch.old.index(of: id) != batch.new.index(of: id) && batch.change.origin(
                    ofNewPosition: batch.new.index(of: id)!).isUntracked { seen.arrived += 1 }
            }
            for row in mirror.rows { #expect(batch.new.index(of: row.id) != nil, "\(label)") }
            for id in batch.inserted { #expect(!batch.old.contains(id) && batch.new.contains(id), "\(label)") }
            for id in batch.deleted { #expect(!batch.new.contains(id) && mirror.roles(of: id).isEmpty, "\(label)") }
            for id in batch.deselected { #expect(batch.deleted.contains(id), "\(label)") }
            seen.inserted += batch.inserted.count
            seen.deleted += batch.deleted.count
            seen.deselected += batch.deselected.count
            if batch.isReorder { seen.reorders += 1 }
            if batch.anchor?.id != nil { seen.anchored += 1 }
            #expect(mirror._invariantViolations().isEmpty, "\(label)")
        }
        // Memory stays O(window + tracked): nothing per item was kept.
        #expect(mirror.trackedCount <= mirror.window.count + mirror.ids(with: [.selected, .open, .anchor, .inFlight]).count)
        #expect(seen.moved > 100 && seen.arrived > 50 && seen.inserted > 200 && seen.deleted > 100
                && seen.deselected > 5 && seen.reorders > 50 && seen.anchored > 200, "\(seen) \(TestSeed.label(seed))")
    }
}

private extension WindowedChange.Origin {
    var isUntracked: Bool {
        if case .untracked = self { return true }
        return false
    }
}
