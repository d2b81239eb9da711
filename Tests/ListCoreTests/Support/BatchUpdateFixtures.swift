@testable import ListCore

/// Random valid explicit batches and an independent reference for their result.
struct BatchUpdateFixture {
    var old: [Row]
    var operations: [BatchUpdate.Operation]
    var expected: [Row]
    var deleted: Set<Int>
    var moves: [Int: Int]
    var reloads: [Int: Row]
    var inserts: [Int: Row]

    var newCount: Int { old.count - deleted.count + inserts.count }

    static func row(_ id: String, _ title: String? = nil, version: Int = 0) -> Row {
        Row(id: RowID(id), fields: [title ?? id.uppercased()], version: version)
    }

    /// A valid batch: disjoint deletions and moves, reloads of rows that are not deleted
    /// (some of them moved too), insertions, all destinations distinct, recorded in a random
    /// order, rows named by index or identity at random.
    static func random(_ random: inout BatchSeededRandom) -> BatchUpdateFixture {
        let count = Int.random(in: 0...20, using: &random)
        let old = (0..<count).map { row("r\($0)", version: Int.random(in: 0...3, using: &random)) }
        var deleted = Set<Int>()
        var moved: [Int] = []
        var reloads: [Int: Row] = [:]
        for index in 0..<count {
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1: deleted.insert(index)
            case 2: moved.append(index)
            case 3:
                moved.append(index)
                reloads[index] = row("r\(index)", "changed \(index)")
            case 4: reloads[index] = row("r\(index)", "changed \(index)", version: Int.random(in: 0...9, using: &random))
            default: break
            }
        }
        let insertCount = Int.random(in: 0...4, using: &random)
        let newCount = count - deleted.count + insertCount
        var destinations = Array(0..<newCount).shuffled(using: &random)
        var moves: [Int: Int] = [:]
        for index in moved { moves[index] = destinations.removeLast() }
        var inserts: [Int: Row] = [:]
        for serial in 0..<insertCount { inserts[destinations.removeLast()] = row("new\(serial)") }

        var operations: [BatchUpdate.Operation] = []
        func target(_ index: Int, _ random: inout BatchSeededRandom) -> BatchUpdate.Target {
            random.chance(0.5) ? .index(index) : .identity(old[index].id)
        }
        for index in deleted { operations.append(.delete(target(index, &random))) }
        for (index, destination) in moves { operations.append(.move(target(index, &random), to: destination)) }
        for (index, content) in reloads { operations.append(.reload(target(index, &random), with: content)) }
        for (destination, content) in inserts { operations.append(.insert(content, at: destination)) }
        operations.shuffle(using: &random)

        var fixture = BatchUpdateFixture(
            old: old, operations: operations, expected: [], deleted: deleted, moves: moves, reloads: reloads,
            inserts: inserts)
        fixture.expected = fixture.reference()
        return fixture
    }

    /// UIKit's semantics, computed the textbook way: remove deleted and moved rows, then insert
    /// inserted and moved rows in ascending order of their destinations.
    func reference() -> [Row] {
        func content(_ index: Int) -> Row {
            guard var reloaded = reloads[index] else { return old[index] }
            reloaded.version = max(reloaded.version, old[index].version + 1)
            return reloaded
        }
        var rows = old.indices.filter { !deleted.contains($0) && moves[$0] == nil }.map(content)
        let placed = moves.map { ($0.value, content($0.key)) } + inserts.map { ($0.key, $0.value) }
        for (destination, row) in placed.sorted(by: { $0.0 < $1.0 }) { rows.insert(row, at: destination) }
        return rows
    }

    /// Records `operations` through the public API, choosing between the single and the list
    /// forms at random.
    static func batch(
        _ operations: [BatchUpdate.Operation], _ random: inout BatchSeededRandom, expectedCount: Int? = nil
    ) -> BatchUpdate {
        var batch = BatchUpdate(expectedCount: expectedCount)
        for operation in operations {
            let single = random.chance(0.5)
            switch operation {
            case let .insert(row, index):
                if single { batch.insert(row, at: index) } else { batch.insert([row], at: [index]) }
            case let .delete(.index(index)):
                if single { batch.delete(at: index) } else { batch.delete(at: [index]) }
            case let .delete(.identity(id)):
                if single { batch.delete(id) } else { batch.delete([id]) }
            case let .move(.index(index), destination):
                batch.move(from: index, to: destination)
            case let .move(.identity(id), destination):
                batch.move(id, to: destination)
            case let .reload(.index(index), row):
                batch.reload(at: index, with: row)
            case let .reload(.identity(id), row):
                precondition(id == row.id)
                batch.reload(row)
            }
        }
        return batch
    }
}
