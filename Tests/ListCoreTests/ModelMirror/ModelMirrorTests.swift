import Testing
@testable import ListCore

/// A `ModelMirror` turning each shape of `items-changed` into one batch by identity: a sort is
/// moves only, a filter deletions and insertions only, a reload an update, a move plus a change
/// one move and one update, duplicates distinct rows, and a bad range refused with nothing changed.
@Suite struct ModelMirrorTests {
    typealias Mirror = ModelMirror<String>

    static func item(_ key: String, _ title: String? = nil) -> Mirror.Item {
        .init(key: key, content: .init(fields: [title ?? key.uppercased()]))
    }

    static func mirror(_ keys: [String]) throws -> Mirror {
        var mirror = Mirror()
        _ = try mirror.itemsChanged(position: 0, removed: 0, added: keys.map { item($0) })
        return mirror
    }

    @Test func aSortMovesRowsAndKeepsEveryIdentity() throws {
        var mirror = try Self.mirror(["a", "b", "c", "d", "e"])
        let before = mirror.rows.map(\.id)
        // A sorter reverses the model: items-changed(0, 5, 5), content not re-read.
        let batch = try mirror.itemsChanged(position: 0, removed: 5, added: ["e", "d", "c", "b", "a"].map { .init(key: $0) })
        #expect(batch.plan.deletions.isEmpty && batch.plan.insertions.isEmpty && batch.plan.updates.isEmpty)
        #expect(batch.plan.moves.count == 4)   // all but one row leave their relative order
        #expect(mirror.rows.map(\.id) == before.reversed())
        #expect(batch.plan.apply(to: before) == mirror.rows.map(\.id))
        #expect(mirror.rows.map(\.title) == ["E", "D", "C", "B", "A"])
    }

    @Test func aReorderCanCountItsMovesWithoutListingThem() throws {
        var mirror = try Self.mirror(["a", "b", "c", "d", "e"])
        mirror.listsReorderMoves = false
        let before = mirror.rows.map(\.id)
        let sort = try mirror.itemsChanged(position: 0, removed: 5, added: ["e", "d", "c", "b", "a"].map { .init(key: $0) })
        #expect(sort.plan.movedCount == 4 && sort.plan.moves.isEmpty && sort.plan.origins.isEmpty)
        #expect(mirror.rows.map(\.id) == before.reversed() && mirror.layout.ids == before.reversed())
        // A reorder that also changes a row, or a splice, still lists everything.
        let changed = try mirror.itemsChanged(position: 0, removed: 2, added: [Self.item("d", "Date"), .init(key: "e")])
        #expect(changed.plan.moves.count == 1 && changed.plan.updates.count == 1)
        let filtered = try mirror.itemsChanged(position: 0, removed: 1, added: [])
        #expect(filtered.plan.deletions.count == 1 && filtered.plan.origins.count == 4)
    }

    @Test func aFilterChangeIsDeletionsAndInsertionsOnly() throws {
        var mirror = try Self.mirror(["a", "b", "c", "d"])
        let kept = [mirror.rowIDs(of: "a"), mirror.rowIDs(of: "d")]
        // The filter hides b and c and shows x in their place; GtkFilterListModel reports the
        // whole span, re-adding d: items-changed(1, 3, 2).
        let batch = try mirror.itemsChanged(position: 1, removed: 3, added: [Self.item("x"), .init(key: "d")])
        #expect(batch.plan.deletions.map(\.oldIndex) == [1, 2])
        #expect(batch.plan.insertions.map(\.newIndex) == [1])
        #expect(batch.plan.moves.isEmpty && batch.plan.updates.isEmpty)
        #expect(mirror.keys == ["a", "x", "d"])
        #expect([mirror.rowIDs(of: "a"), mirror.rowIDs(of: "d")] == kept)
        #expect(mirror.rowIDs(of: "b").isEmpty)
    }

    @Test func aReloadIsAnUpdateInPlace() throws {
        var mirror = try Self.mirror(["a", "b", "c"])
        let id = mirror.rowIDs(of: "b")
        let batch = try mirror.reload("b", content: .init(fields: ["Blueberry"]))
        #expect(batch.plan.updates == [.init(id: id[0], oldIndex: 1, newIndex: 1)])
        #expect(batch.plan.moves.isEmpty && batch.plan.insertions.isEmpty && batch.plan.deletions.isEmpty)
        #expect(mirror.rows[1].title == "Blueberry" && mirror.rows[1].version == 1)
        #expect(throws: ModelMirrorError.unknownKey) { try mirror.reload("zz", content: .init(fields: [])) }
    }

    @Test func aMovePlusAChangeIsOneMoveAndOneUpdate() throws {
        var mirror = try Self.mirror(["a", "b", "c"])
        let c = mirror.rowIDs(of: "c")[0]
        let batch = try mirror.itemsChanged(position: 0, removed: 3, added: [Self.item("c", "Cherry"), .init(key: "a"), .init(key: "b")])
        #expect(batch.plan.moves == [.init(id: c, from: 2, to: 0)])
        #expect(batch.plan.updates == [.init(id: c, oldIndex: 2, newIndex: 0)])
        #expect(batch.plan.deletions.isEmpty && batch.plan.insertions.isEmpty)
        #expect(mirror.rows[0].title == "Cherry")
    }

    @Test func theSameItemReplacedByItselfIsNoChange() throws {
        var mirror = try Self.mirror(["a", "b"])
        let batch = try mirror.itemsChanged(position: 1, removed: 1, added: [Self.item("b")])
        #expect(batch.isNoChange)
    }

    @Test func aDuplicateKeyIsASecondRowWithItsOwnIdentity() throws {
        var mirror = try Self.mirror(["a", "b"])
        let a = mirror.rowIDs(of: "a")
        // The same object appended again.
        let batch = try mirror.itemsChanged(position: 2, removed: 0, added: [Self.item("a")])
        #expect(batch.plan.insertions.count == 1)
        let both = mirror.rowIDs(of: "a")
        #expect(both.count == 2 && both[0] == a[0] && both[1] != a[0])
        // A re-sort pairs the occurrences in order: a a b, nothing inserted or deleted.
        let before = mirror.rows.map(\.id)
        let sort = try mirror.itemsChanged(position: 0, removed: 3, added: [.init(key: "a"), .init(key: "a"), .init(key: "b")])
        #expect(sort.plan.deletions.isEmpty && sort.plan.insertions.isEmpty)
        #expect(mirror.rows.map(\.id) == [before[0], before[2], before[1]])
        // Removing the first occurrence leaves the second with its identity.
        _ = try mirror.itemsChanged(position: 0, removed: 1, added: [])
        #expect(mirror.rowIDs(of: "a") == [before[2]])
    }

    @Test(arguments: [(4, 0), (0, 4), (-1, 0), (2, -1), (3, 1)])
    func aBadRangeIsRefusedAndChangesNothing(position: Int, removed: Int) throws {
        var mirror = try Self.mirror(["a", "b", "c"])
        let rows = mirror.rows
        let keys = mirror.keys
        #expect(throws: ModelMirrorError.rangeOutOfBounds(position: position, removed: removed, count: 3)) {
            try mirror.itemsChanged(position: position, removed: removed, added: [Self.item("x")])
        }
        #expect(mirror.rows == rows && mirror.keys == keys && mirror.rowIDs(of: "x").isEmpty)
        mirror._checkInvariants()
    }

    @Test func aNewItemWithoutContentIsRefusedAndChangesNothing() throws {
        var mirror = try Self.mirror(["a", "b"])
        let rows = mirror.rows
        #expect(throws: ModelMirrorError.missingContent(index: 1)) {
            try mirror.itemsChanged(position: 0, removed: 1, added: [.init(key: "a"), .init(key: "new")])
        }
        #expect(mirror.rows == rows && mirror.keys == ["a", "b"])
        mirror._checkInvariants()
    }
}
