import Testing
@testable import ListCore

@Suite struct BatchUpdateTests {
    static func rows(_ ids: String...) -> [Row] { ids.map { BatchUpdateFixture.row($0) } }

    @Test func validRandomBatchesGiveTheUIKitResultAndAMatchingPlan() throws {
        for seed in TestSeed.seeds(3_000) {
            var random = BatchSeededRandom(seed: seed)
            let fixture = BatchUpdateFixture.random(&random)
            let batch = BatchUpdateFixture.batch(fixture.operations, &random)
            #expect(batch.operations == fixture.operations)
            let (rows, plan) = try batch.applied(to: fixture.old)
            #expect(rows == fixture.expected, "\(TestSeed.label(seed))")
            // The plan replays to the same order and lists exactly the recorded operations.
            #expect(plan.apply(to: fixture.old.map(\.id)) == fixture.expected.map(\.id), "\(TestSeed.label(seed))")
            #expect(plan.deletions.map(\.oldIndex) == fixture.deleted.sorted(), "\(TestSeed.label(seed))")
            #expect(plan.insertions.map(\.newIndex) == fixture.inserts.keys.sorted(), "\(TestSeed.label(seed))")
            #expect(Set(plan.moves.map { [$0.from, $0.to] }) == Set(fixture.moves.map { [$0.key, $0.value] }), "\(TestSeed.label(seed))")
            #expect(Set(plan.updates.map(\.oldIndex)) == Set(fixture.reloads.keys), "\(TestSeed.label(seed))")
            for update in plan.updates {
                #expect(rows[update.newIndex].id == update.id && fixture.old[update.oldIndex].id == update.id)
                #expect(rows[update.newIndex].version > fixture.old[update.oldIndex].version, "reload bumps the version")
            }
            // No row animated twice; moved+reloaded rows are one move and one update.
            let animated = plan.deletions.map(\.id) + plan.insertions.map(\.id) + plan.moves.map(\.id)
            #expect(Set(animated).count == animated.count, "\(TestSeed.label(seed))")
            let oldIndexByID = Dictionary(uniqueKeysWithValues: fixture.old.enumerated().map { ($1.id, $0) })
            for (index, origin) in plan.origins.enumerated() {
                // Every row's origin is its own old index, or none for an inserted row.
                #expect(origin.oldIndex == oldIndexByID[rows[index].id], "\(TestSeed.label(seed)) row \(index)")
                #expect(origin.contentChanged == (origin.oldIndex.map { fixture.reloads[$0] != nil } ?? false))
            }
            // Planning old → new by versions agrees on what changed content.
            let replanned = ChangePlanner.plan(from: fixture.old, to: rows)
            #expect(Set(replanned.updates.map(\.id)) == Set(plan.updates.map(\.id)), "\(TestSeed.label(seed))")
        }
    }

    /// One fault added to a valid batch, and the error it must produce.
    enum Fault: CaseIterable {
        case deleteOutOfRange, moveFromOutOfRange, reloadOutOfRange, unknownIdentity, duplicateDelete,
            duplicateMove, duplicateReload, moveOfDeleted, reloadOfDeleted, reloadChangesIdentity,
            insertExistingIdentity, insertSameIdentityTwice, wrongExpectedCount, insertOutOfRange,
            moveToOutOfRange, twoInsertsAtOneIndex, insertAtMoveDestination, mismatchedInsertCount
    }

    @Test func invalidBatchesAreRejectedWithTheRightErrorAndNothingChanges() {
        var checked = [Fault: Int]()
        for seed in TestSeed.seeds(4_000) {
            var random = BatchSeededRandom(seed: 100_000 + seed)
            let fixture = BatchUpdateFixture.random(&random)
            let fault = Fault.allCases.randomElement(using: &random)!
            guard let (batch, expected) = Self.inject(fault, into: fixture, &random) else { continue }
            let before = fixture.old
            let batchBefore = batch
            #expect(throws: expected, "\(TestSeed.label(seed)) \(fault)") { try batch.applied(to: fixture.old) }
            #expect(fixture.old == before && batch == batchBefore)
            checked[fault, default: 0] += 1
        }
        for fault in Fault.allCases { #expect(checked[fault, default: 0] > 20, "\(fault) exercised") }
    }

    /// The batch with `fault` added at a random position, and the error it must throw; `nil`
    /// when this fixture has no row the fault needs.
    static func inject(_ fault: Fault, into fixture: BatchUpdateFixture, _ random: inout BatchSeededRandom)
        -> (BatchUpdate, BatchUpdateError)?
    {
        let count = fixture.old.count
        let newCount = fixture.newCount
        let untouched = fixture.old.indices.filter {
            !fixture.deleted.contains($0) && fixture.moves[$0] == nil && fixture.reloads[$0] == nil
        }
        var operations = fixture.operations
        var expectedCount: Int?
        func add(_ operation: BatchUpdate.Operation, _ random: inout BatchSeededRandom) {
            operations.insert(operation, at: Int.random(in: 0...operations.count, using: &random))
        }
        let error: BatchUpdateError
        switch fault {
        case .deleteOutOfRange:
            let index = Bool.random(using: &random) ? -1 : count + Int.random(in: 0...3, using: &random)
            add(.delete(.index(index)), &random)
            error = .indexOutOfRange(operation: .delete, index: index, count: count)
        case .moveFromOutOfRange:
            add(.move(.index(count), to: 0), &random)
            error = .indexOutOfRange(operation: .moveFrom, index: count, count: count)
        case .reloadOutOfRange:
            add(.reload(.index(count + 2), with: BatchUpdateFixture.row("x")), &random)
            error = .indexOutOfRange(operation: .reload, index: count + 2, count: count)
        case .unknownIdentity:
            add(.delete(.identity("nobody")), &random)
            error = .unknownIdentity(operation: .delete, id: "nobody")
        case .duplicateDelete:
            guard let index = fixture.deleted.randomElement(using: &random) else { return nil }
            add(.delete(.identity(fixture.old[index].id)), &random)
            error = .duplicateIndex(operation: .delete, index: index)
        case .duplicateMove:
            guard let (index, destination) = fixture.moves.randomElement(using: &random) else { return nil }
            add(.move(.index(index), to: destination), &random)
            error = .duplicateIndex(operation: .moveFrom, index: index)
        case .duplicateReload:
            guard let (index, row) = fixture.reloads.randomElement(using: &random) else { return nil }
            add(.reload(.index(index), with: row), &random)
            error = .duplicateIndex(operation: .reload, index: index)
        case .moveOfDeleted:
            guard let index = fixture.deleted.randomElement(using: &random) else { return nil }
            add(.move(.index(index), to: 0), &random)
            error = .moveOfDeletedRow(index: index)
        case .reloadOfDeleted:
            guard let index = fixture.deleted.randomElement(using: &random) else { return nil }
            add(.reload(.identity(fixture.old[index].id), with: fixture.old[index]), &random)
            error = .reloadOfDeletedRow(index: index)
        case .reloadChangesIdentity:
            guard let index = untouched.randomElement(using: &random) else { return nil }
            add(.reload(.index(index), with: BatchUpdateFixture.row("impostor")), &random)
            error = .reloadChangesIdentity(index: index, old: fixture.old[index].id, new: "impostor")
        case .insertExistingIdentity:
            guard let index = fixture.old.indices.randomElement(using: &random) else { return nil }
            add(.insert(fixture.old[index], at: 0), &random)
            error = .duplicateIdentity(fixture.old[index].id)
        case .insertSameIdentityTwice:
            guard let (_, row) = fixture.inserts.randomElement(using: &random) else { return nil }
            add(.insert(row, at: 0), &random)
            error = .duplicateIdentity(row.id)
        case .wrongExpectedCount:
            expectedCount = newCount + (Bool.random(using: &random) ? 1 : -1)
            error = .invalidRowCount(
                expected: expectedCount!, before: count, inserted: fixture.inserts.count,
                deleted: fixture.deleted.count)
        case .insertOutOfRange:
            add(.insert(BatchUpdateFixture.row("late"), at: newCount + 1), &random)
            error = .indexOutOfRange(operation: .insert, index: newCount + 1, count: newCount + 1)
        case .moveToOutOfRange:
            guard let index = untouched.randomElement(using: &random) else { return nil }
            add(.move(.index(index), to: newCount), &random)
            error = .indexOutOfRange(operation: .moveTo, index: newCount, count: newCount)
        case .twoInsertsAtOneIndex:
            guard let (destination, _) = fixture.inserts.randomElement(using: &random) else { return nil }
            add(.insert(BatchUpdateFixture.row("second"), at: destination), &random)
            error = .duplicateIndex(operation: .insert, index: destination)
        case .insertAtMoveDestination:
            guard let (_, destination) = fixture.moves.randomElement(using: &random) else { return nil }
            let fresh = BatchUpdate.Operation.insert(BatchUpdateFixture.row("clash"), at: destination)
            add(fresh, &random)
            // Whichever of the two comes first in the batch claims the index.
            let insertFirst = operations.firstIndex(of: fresh)! < operations.firstIndex {
                if case .move(_, destination) = $0 { true } else { false }
            }!
            error = .conflictingOperations(
                index: destination, first: insertFirst ? .insert : .moveTo, second: insertFirst ? .moveTo : .insert)
        case .mismatchedInsertCount:
            var batch = BatchUpdateFixture.batch(operations, &random)
            batch.insert([BatchUpdateFixture.row("one")], at: [0, 1])
            return (batch, .mismatchedInsertCount(rows: 1, indices: 2))
        }
        return (BatchUpdateFixture.batch(operations, &random, expectedCount: expectedCount), error)
    }

    @Test func moveAndReloadOfOneRowIsOneMoveAndOneUpdate() throws {
        var batch = BatchUpdate()
        batch.move("c", to: 0)
        batch.reload(Row(id: "c", fields: ["C, changed"]))
        let (rows, plan) = try batch.applied(to: Self.rows("a", "b", "c"))
        #expect(rows.map(\.id) == ["c", "a", "b"])
        #expect(rows[0].fields == ["C, changed"] && rows[0].version == 1)
        #expect(plan.moves == [.init(id: "c", from: 2, to: 0)])
        #expect(plan.updates == [.init(id: "c", oldIndex: 2, newIndex: 0)])
        #expect(plan.deletions.isEmpty && plan.insertions.isEmpty)
        #expect(plan.origins == [.init(oldIndex: 2, isMoved: true, contentChanged: true), .init(oldIndex: 0), .init(oldIndex: 1)])
    }

    @Test func uikitIndexRules() throws {
        // Delete old 0, insert at new 0, move old 3 to new 1: old and new indices never mix.
        var batch = BatchUpdate(expectedCount: 4)
        batch.delete(at: 0)
        batch.insert([BatchUpdateFixture.row("x")], at: [0])
        batch.move(from: 3, to: 1)
        let (rows, plan) = try batch.applied(to: Self.rows("a", "b", "c", "d"))
        #expect(rows.map(\.id) == ["x", "d", "b", "c"])
        #expect(plan.deletions == [.init(id: "a", oldIndex: 0)])
        #expect(plan.insertions == [.init(id: "x", newIndex: 0)])
        #expect(plan.moves == [.init(id: "d", from: 3, to: 1)])
    }

    @Test func emptyBatchChangesNothing() throws {
        let rows = Self.rows("a", "b")
        let (result, plan) = try BatchUpdate().applied(to: rows)
        #expect(result == rows && plan.isEmpty && plan == ChangePlan.unchanged(count: 2))
        #expect(BatchUpdate().isEmpty)
    }

    @Test func errorDescriptionsSayWhatIsWrong() {
        #expect(BatchUpdateError.indexOutOfRange(operation: .delete, index: 7, count: 5).description
            == "delete index 7 is out of range: the list has 5 rows before the update")
        #expect(BatchUpdateError.indexOutOfRange(operation: .moveTo, index: 9, count: 4).description
            == "move to index 9 is out of range: the list has 4 rows after the update")
        #expect(BatchUpdateError.duplicateIndex(operation: .insert, index: 2).description
            == "two rows are inserted at new index 2")
        #expect(BatchUpdateError.moveOfDeletedRow(index: 1).description
            == "row 1 is both deleted and moved; a deleted row cannot move")
        #expect(BatchUpdateError.reloadOfDeletedRow(index: 3).description
            == "row 3 is both deleted and reloaded; a deleted row cannot be reloaded")
        #expect(BatchUpdateError.conflictingOperations(index: 0, first: .insert, second: .moveTo).description
            == "new index 0 is claimed by both an insertion and a move")
        #expect(BatchUpdateError.duplicateIdentity("a").description.hasPrefix("inserted row \"a\" has an identity"))
        #expect(BatchUpdateError.unknownIdentity(operation: .reload, id: "zz").description
            == "reload names row \"zz\", which is not in the list")
        #expect(BatchUpdateError.invalidRowCount(expected: 6, before: 4, inserted: 2, deleted: 1).description
            == "invalid number of rows: expected 6 after the update, but 4 rows before, 2 inserted and 1 deleted make 5")
        for error: BatchUpdateError in [
            .mismatchedInsertCount(rows: 1, indices: 2), .reloadChangesIdentity(index: 0, old: "a", new: "b"),
            .duplicateIndex(operation: .delete, index: 0), .duplicateIndex(operation: .moveFrom, index: 0),
            .duplicateIndex(operation: .moveTo, index: 0), .duplicateIndex(operation: .reload, index: 0),
        ] {
            #expect(!error.description.isEmpty && !error.description.contains("\n"))
        }
    }
}
