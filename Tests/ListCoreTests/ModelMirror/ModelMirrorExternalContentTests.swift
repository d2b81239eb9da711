import Testing
@testable import ListCore

/// Rows that read their text from the host's objects (`ExternalRowContent`): a mirror of them
/// stores no text, reads an object only when a row's text is asked for, keeps rows of the same
/// size as any other, and still crossfades from the text a row showed before its object changed.
@Suite struct ModelMirrorExternalContentTests {
    /// Objects the host keeps: handle → title, and how many times a title was read.
    final class Objects {
        var titles: [UInt: String] = [:]
        var reads = 0
        lazy var source = ExternalRowContent { [unowned self] handle in
            self.reads += 1
            return (fields: [self.titles[handle] ?? "?"], detail: "")
        }

        func content(_ handle: UInt) -> ModelMirrorContent { .reading(handle, from: source, style: [], height: 40) }
    }

    static func mirror(of objects: Objects, _ handles: [UInt]) throws -> ModelMirror<UInt> {
        var mirror = ModelMirror<UInt>()
        for handle in handles { objects.titles[handle] = "Item \(handle)" }
        _ = try mirror.itemsChanged(position: 0, removed: 0, added: handles.map { .init(key: $0, content: objects.content($0)) })
        return mirror
    }

    @Test func aRowReadFromAnObjectIsAsSmallAsAnyRow() {
        #expect(MemoryLayout<Row>.size == 32)
    }

    @Test func insertingAndSortingReadNoTextAndKeepEveryIdentity() throws {
        let objects = Objects()
        var mirror = try Self.mirror(of: objects, Array(1...1_000))
        let before = Dictionary(uniqueKeysWithValues: zip(mirror.keys, mirror.rows.map(\.id)))
        let batch = try mirror.itemsChanged(position: 0, removed: 1_000, added: (1...1_000).reversed().map { .init(key: $0) })
        #expect(objects.reads == 0)
        #expect(batch.plan.insertions.isEmpty && batch.plan.deletions.isEmpty && batch.plan.updates.isEmpty)
        #expect(zip(mirror.keys, mirror.rows.map(\.id)).allSatisfy { before[$0] == $1 })
        #expect(mirror.rows[0].title == "Item 1000" && mirror.rows[0].id == RowID.mirrored(999))
        #expect(objects.reads == 1)
    }

    @Test func equalRowsOfOneObjectCompareWithoutReading() throws {
        let objects = Objects()
        let mirror = try Self.mirror(of: objects, [1, 2, 3])
        var copy = mirror.rows
        copy.append(copy.removeFirst())
        copy.insert(copy.removeLast(), at: 0)   // the same rows in another buffer
        #expect(copy == mirror.rows)
        #expect(objects.reads == 0)
        #expect(mirror.rows[0] != mirror.rows[1])
    }

    @Test func aReloadedRowsOldVersionShowsTheTextKeptWhileItWasShown() throws {
        let objects = Objects()
        var mirror = try Self.mirror(of: objects, [1, 2, 3])
        objects.source.keep(mirror.rows[1])   // the row of object 2 is on screen
        objects.titles[2] = "Blueberry"       // the app changes the object, then reloads it
        let batch = try mirror.reload(2, content: objects.content(2))
        #expect(batch.plan.updates.map(\.newIndex) == [1])
        #expect(batch.oldRows[1].title == "Item 2")       // the crossfade's old side
        #expect(batch.newRows[1].title == "Blueberry")    // its new side
        #expect(batch.newRows[1].id == batch.oldRows[1].id)
        // Nothing shows the old version any more: only the newest text of shown rows is kept.
        objects.source.keep(mirror.rows[1])
        objects.source.forget(keeping: [mirror.rows[1].externalSerial!])
        #expect(objects.source.heldCount.kept == 1)
        #expect(batch.oldRows[1].title == "Blueberry")    // read from the object again
        objects.source.forget(keeping: [])
        #expect(objects.source.heldCount.kept == 0)
    }

    @Test func aRowWhoseObjectWentShowsWhatWasKeptAndNeverReadsIt() throws {
        let objects = Objects()
        var mirror = try Self.mirror(of: objects, [1, 2, 3])
        objects.source.keep(mirror.rows[0])   // only the first row was on screen
        let batch = try mirror.itemsChanged(position: 0, removed: 3, added: [])
        for deletion in batch.plan.deletions { objects.source.detach(batch.oldRows[deletion.oldIndex]) }
        objects.titles = [:]                   // the objects are gone
        let reads = objects.reads
        #expect(batch.oldRows.map(\.title) == ["Item 1", "", ""])
        #expect(objects.reads == reads)
        #expect(objects.source.heldCount == (kept: 1, detached: 3))
        objects.source.forget(keeping: [])     // at rest: nothing fades out any more
        #expect(objects.source.heldCount == (kept: 0, detached: 0))
    }

    @Test func aDetachedRowWhoseLastVersionWasNeverShownShowsTheNewestKeptText() throws {
        let objects = Objects()
        var mirror = try Self.mirror(of: objects, [1])
        objects.source.keep(mirror.rows[0])    // shown at version 0
        objects.titles[1] = "Renamed"
        _ = try mirror.reload(1, content: objects.content(1))   // version 1, not shown yet
        let removal = try mirror.itemsChanged(position: 0, removed: 1, added: [])
        objects.source.detach(removal.oldRows[0])
        objects.titles = [:]
        #expect(removal.oldRows[0].version == 1 && removal.oldRows[0].title == "Item 1")
    }

    @Test func aRowOfAnotherSourceDetachesTheSameIdentityHere() throws {
        let objects = Objects()
        let mirror = try Self.mirror(of: objects, [1, 2])
        let newer = ExternalRowContent { _ in (fields: ["read"], detail: "") }   // a later binding's source
        let row = Row(reading: 2, from: newer, serial: mirror.rows[1].externalSerial!, version: 1, style: [], height: 40)
        objects.source.detach(row)             // item 2 leaves while its old version still crossfades
        objects.titles = [:]
        let reads = objects.reads
        #expect(mirror.rows[1].title == "" && mirror.rows[0].title == "?")
        #expect(objects.reads == reads + 1)    // only row 1's object, still there, was read
    }

    @Test func aReaddedObjectIsNotReadAgainAndAFreshOneIs() throws {
        let objects = Objects()
        var mirror = try Self.mirror(of: objects, [1, 2])
        objects.titles[3] = "Cherry"
        // A filter swaps 1 for 3 and re-adds 2: items-changed(0, 2, 2); the host passes
        // content only for the object not removed by the change.
        _ = try mirror.itemsChanged(position: 0, removed: 2, added: [.init(key: 3, content: objects.content(3)), .init(key: 2)])
        #expect(objects.reads == 0)
        #expect(mirror.rows.map(\.title) == ["Cherry", "Item 2"])
        #expect(mirror.rows[0].id == RowID.mirrored(2))
    }
}

/// The names `ModelMirror` gives its rows, written digit by digit.
@Suite struct RowIDMirroredTests {
    @Test(arguments: [(UInt32(0), "m0"), (7, "m7"), (10, "m10"), (999_999, "m999999"), (.max, "m4294967295")])
    func aSerialIsMAndItsDecimalDigits(serial: UInt32, name: String) {
        #expect(RowID.mirrored(serial).rawValue == name)
        #expect(RowID.mirrored(serial) == RowID(name))
    }
}
