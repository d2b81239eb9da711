import Testing
@testable import ListCore

/// Section headers as rows of the mirror, keyed by their section's value: a re-sort that moves
/// items between sections is moves for the items, and the headers of sections that appear or
/// empty are inserted or deleted, so the batch animation slides the items and fades the headers
/// as it does any row.
@Suite struct SectionedMirrorTests {
    typealias Key = SectionedKey<String>

    static func items(_ keys: [Key]) -> [ModelMirror<Key>.Item] {
        keys.map { key in
            switch key {
            case .header(let value): .init(key: key, content: .init(fields: [value], height: 30))
            case .item(let item): .init(key: key, content: .init(fields: [item.uppercased()], height: 50))
            }
        }
    }

    static func keys(_ values: [String], _ items: [String]) -> [Key] {
        Sections(values: values).rowKeys(of: items)
    }

    @Test func aReSortBetweenSectionsMovesItemsAndFadesHeaders() throws {
        var mirror = ModelMirror<Key>()
        let before = Self.keys(["Mon", "Mon", "Tue"], ["a1", "a2", "b1"])
        _ = try mirror.itemsChanged(position: 0, removed: 0, added: Self.items(before))
        let ids = Dictionary(uniqueKeysWithValues: zip(mirror.keys, mirror.rows.map(\.id)))
        func id(_ key: Key) -> RowID { ids[key]! }
        // a1 is now Tuesday's and a2 Wednesday's: Monday empties, Wednesday appears.
        let after = Self.keys(["Tue", "Tue", "Wed"], ["b1", "a1", "a2"])
        let batch = try mirror.itemsChanged(position: 0, removed: before.count, added: Self.items(after))
        #expect(batch.plan.deletions.map(\.id) == [id(.header("Mon"))])
        #expect(batch.plan.insertions.count == 1)
        #expect(mirror.keys[batch.plan.insertions[0].newIndex] == .header("Wed"))
        let movedItems = Set(batch.plan.moves.map(\.id))
        #expect(movedItems.isSubset(of: [id(.item("a1")), id(.item("a2")), id(.item("b1")), id(.header("Tue"))]))
        #expect(!movedItems.isEmpty)
        for key in [Key.item("a1"), .item("a2"), .item("b1"), .header("Tue")] {
            #expect(mirror.rowIDs(of: key) == [id(key)], "\(key) keeps its row")
        }
    }

    @Test func theBatchAnimationSlidesTheItemsAndFadesTheHeaders() throws {
        var mirror = ModelMirror<Key>()
        let before = Self.keys(["Mon", "Mon", "Tue"], ["a1", "a2", "b1"])
        _ = try mirror.itemsChanged(position: 0, removed: 0, added: Self.items(before))
        let list = ListState(rows: mirror.rows)
        list.setViewportHeight(600)
        let animator = BatchAnimator()
        list.attach(animator)
        let ids = Dictionary(uniqueKeysWithValues: zip(mirror.keys, mirror.rows.map(\.id)))
        let oldA1 = try #require(mirror.layout.top(of: ids[.item("a1")]!))
        let after = Self.keys(["Tue", "Tue", "Wed"], ["b1", "a1", "a2"])
        let batch = try mirror.itemsChanged(position: 0, removed: before.count, added: Self.items(after))
        #expect(animator.commit(batch, at: 0, animated: true, anchors: true))
        let newA1 = try #require(mirror.layout.top(of: ids[.item("a1")]!))
        #expect(oldA1 != newA1)
        let mid = 0.15
        let a1 = try #require(animator.appearance(of: ids[.item("a1")]!, at: mid))
        #expect(a1.y > min(oldA1, newA1) && a1.y < max(oldA1, newA1), "a1 slides between its places")
        let monday = try #require(animator.appearance(of: ids[.header("Mon")]!, at: mid))
        #expect(monday.opacity > 0 && monday.opacity < 1, "the emptied section's header fades out")
        let wednesday = try #require(mirror.rowIDs(of: .header("Wed")).first)
        let appearing = try #require(animator.appearance(of: wednesday, at: mid))
        #expect(appearing.opacity > 0 && appearing.opacity < 1, "the new section's header fades in")
        animator.finish()
        #expect(list.rows.map(\.id) == mirror.rows.map(\.id))
    }
}
