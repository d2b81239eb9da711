import Testing
@testable import ListCore

/// A seeded storm of 1 000 random `items-changed` (inserts, removes, splices, re-sorts as
/// `(0, n, n)`, filter changes, duplicates, content changes) against a plain array as the model:
/// after each step the mirror's rows equal the model, surviving keys keep their identities, and
/// the returned plan replayed on the old rows gives the new ones.
@Suite struct ModelMirrorStormTests {
    /// One item of the simulated model: its key (an object's address) and its title.
    struct Item: Equatable {
        var key: Int
        var title: String
    }

    /// The change a step makes: the span replaced and the mirror's added items.
    struct Change {
        var position: Int
        var removed: Int
        var added: [Item]
        /// Whether the mirror is given the content of re-appearing items.
        var readsContent: Bool
    }

    @Test(arguments: TestSeed.seeds(3))
    func aStormOfItemsChangedKeepsTheMirrorEqualToTheModel(seed: UInt64) throws {
        var random = BatchSeededRandom(seed: seed)
        var model: [Item] = (0..<20).map { Item(key: $0, title: "t\($0)") }
        var nextKey = 20
        var mirror = ModelMirror<Int>()
        _ = try mirror.itemsChanged(position: 0, removed: 0, added: model.map(Self.mirrored))
        var shapes = (moved: 0, inserted: 0, deleted: 0, updated: 0, largest: 0)
        for step in 0..<1_000 {
            let label = "step \(step), \(TestSeed.label(seed))"
            let change = Self.randomChange(of: model, nextKey: &nextKey, random: &random)
            let old = model
            model.replaceSubrange(change.position..<change.position + change.removed, with: change.added)
            let oldIDs = mirror.rows.map(\.id)
            let oldIdentity = Self.identities(of: old, in: mirror)
            let batch = try mirror.itemsChanged(
                position: change.position, removed: change.removed,
                added: change.added.map { change.readsContent ? Self.mirrored($0) : .init(key: $0.key) }
                    .enumerated().map { index, item in
                        // A key the span did not hold needs its content.
                        item.content == nil && !old[change.position..<change.position + change.removed]
                            .contains { $0.key == item.key } ? Self.mirrored(change.added[index]) : item
                    })
            #expect(mirror.keys == model.map(\.key), "\(label)")
            #expect(mirror.rows.map(\.title) == model.map(\.title), "\(label)")
            #expect(batch.plan.apply(to: oldIDs) == mirror.rows.map(\.id), "\(label)")
            for (key, id) in Self.identities(of: model, in: mirror) where oldIdentity[key] != nil {
                #expect(oldIdentity[key] == id, "key \(key) lost its identity, \(label)")
            }
            // A change that keeps every key (a re-sort) deletes and inserts nothing.
            if old.map(\.key).sorted() == model.map(\.key).sorted() {
                #expect(batch.plan.deletions.isEmpty && batch.plan.insertions.isEmpty, "\(label)")
            }
            // Content changed only where the title did.
            let changedKeys = Set(batch.plan.updates.map { mirror.keys[$0.newIndex] })
            let retitled = Set(model.filter { item in old.contains { $0.key == item.key && $0.title != item.title } }.map(\.key))
                .filter { oldIdentity[$0] != nil }
            #expect(changedKeys == retitled, "\(label)")
            shapes.moved += batch.plan.moves.isEmpty ? 0 : 1
            shapes.inserted += batch.plan.insertions.isEmpty ? 0 : 1
            shapes.deleted += batch.plan.deletions.isEmpty ? 0 : 1
            shapes.updated += batch.plan.updates.isEmpty ? 0 : 1
            shapes.largest = max(shapes.largest, model.count)
            if random.chance(0.05), let item = model.randomElement(using: &random) {
                let reload = try mirror.reload(item.key, content: .init(fields: [item.title]))
                #expect(reload.plan.updates.count == model.filter { $0.key == item.key }.count, "\(label)")
                #expect(reload.plan.moves.isEmpty && reload.plan.insertions.isEmpty && reload.plan.deletions.isEmpty)
            }
            mirror._checkInvariants()
        }
        // The storm exercised every kind of change (not a run of empty batches).
        #expect(shapes.moved > 100 && shapes.inserted > 100 && shapes.deleted > 100 && shapes.updated > 50,
                "\(shapes) \(TestSeed.label(seed))")
        #expect(shapes.largest >= 20, "\(shapes)")
    }

    static func mirrored(_ item: Item) -> ModelMirror<Int>.Item {
        .init(key: item.key, content: .init(fields: [item.title]))
    }

    /// The identity of every key that appears exactly once in `items`.
    static func identities(of items: [Item], in mirror: ModelMirror<Int>) -> [Int: RowID] {
        var counts: [Int: Int] = [:]
        for item in items { counts[item.key, default: 0] += 1 }
        var result: [Int: RowID] = [:]
        for (key, count) in counts where count == 1 { result[key] = mirror.rowIDs(of: key).first }
        return result
    }

    static func randomChange(of model: [Item], nextKey: inout Int, random: inout BatchSeededRandom) -> Change {
        func fresh(_ count: Int) -> [Item] {
            (0..<count).map { _ in
                defer { nextKey += 1 }
                return Item(key: nextKey, title: "t\(nextKey)")
            }
        }
        func isUnique(_ key: Int) -> Bool { model.lazy.filter { $0.key == key }.count == 1 }
        let count = model.count
        switch Int.random(in: 0..<6, using: &random) {
        case 0:   // insert, now and then a duplicate of an item already in the model
            var added = fresh(Int.random(in: 1...4, using: &random))
            if random.chance(0.3), let twin = model.randomElement(using: &random) { added.append(twin) }
            return Change(position: Int.random(in: 0...count, using: &random), removed: 0, added: added, readsContent: true)
        case 1:   // remove
            let removed = Int.random(in: 0...min(4, count), using: &random)
            return Change(position: Int.random(in: 0...(count - removed), using: &random), removed: removed, added: [],
                          readsContent: true)
        case 2:   // splice: some removed items come back shuffled, some retitled, some new
            let removed = Int.random(in: 0...min(6, count), using: &random)
            let position = Int.random(in: 0...(count - removed), using: &random)
            var added = model[position..<position + removed].filter { _ in random.chance(0.6) }
            // (Only a key held once is retitled: two occurrences of one object show the same.)
            for index in added.indices where random.chance(0.2) && isUnique(added[index].key) { added[index].title += "'" }
            added += fresh(Int.random(in: 0...3, using: &random))
            added.shuffle(using: &random)
            return Change(position: position, removed: removed, added: added, readsContent: true)
        case 3:   // a sorter: (0, n, n), content not re-read, or re-read with a title changed
            var sorted = model.shuffled(using: &random)
            let reads = random.chance(0.5)
            if reads, !sorted.isEmpty {
                let index = Int.random(in: 0..<sorted.count, using: &random)
                if isUnique(sorted[index].key) { sorted[index].title += "*" }
            }
            return Change(position: 0, removed: count, added: sorted, readsContent: reads)
        default:  // a filter: the span between the first and last difference, kept items re-added
            let shown = model.filter { _ in random.chance(0.8) } + fresh(Int.random(in: 0...3, using: &random))
            var start = 0
            while start < min(count, shown.count), model[start] == shown[start] { start += 1 }
            var oldEnd = count
            var newEnd = shown.count
            while oldEnd > start, newEnd > start, model[oldEnd - 1] == shown[newEnd - 1] {
                oldEnd -= 1
                newEnd -= 1
            }
            return Change(position: start, removed: oldEnd - start, added: Array(shown[start..<newEnd]),
                          readsContent: random.chance(0.5))
        }
    }
}
