extension BatchUpdate {
    /// A batch whose operations were checked against one list, with every row named by old
    /// index.
    ///
    ///     let resolved = try batch.validated(against: rows)
    ///     resolved.newCount   // rows.count - deletions + insertions
    ///
    /// - Complexity: lookups are O(1) expected.
    struct Resolved {
        var oldCount: Int
        var newCount: Int
        /// Old indices of deleted rows.
        var deletions: Set<Int> = []
        /// New index → inserted row.
        var insertions: [Int: Row] = [:]
        /// Old index → new index of moved rows.
        var moves: [Int: Int] = [:]
        /// Old index → new content (version already bumped).
        var reloads: [Int: Row] = [:]

        /// Old indices of rows that leave their place (deleted or moved), ascending.
        var leavingOldIndices: [Int] { (Array(deletions) + moves.keys).sorted() }

        /// The row at `oldIndex` after the update, with reloaded content.
        func content(ofOld oldIndex: Int, in rows: [Row]) -> Row { reloads[oldIndex] ?? rows[oldIndex] }
    }

    /// Checks the whole batch against `rows` and resolves identities to old indices.
    ///
    /// Problems are looked for in this order, each time in the order the operations were
    /// recorded, and the first one found is thrown:
    /// 1. `insert(_:at:)` calls with mismatched counts;
    /// 2. old rows (deletions, move sources, reloads): range, unknown identities, reloads that
    ///    change identity, the same operation twice on a row, delete together with move or
    ///    reload;
    /// 3. identities of inserted rows: already in the list, or inserted twice;
    /// 4. the row count after the update against `expectedCount`;
    /// 5. new indices (insertions, move destinations): range against the new count, two
    ///    operations claiming one index.
    ///
    /// - Complexity: O(k) for k operations, plus O(n) once when an operation names a row by
    ///   identity or inserts a row (to look identities up).
    func validated(against rows: [Row]) throws(BatchUpdateError) -> Resolved {
        if let insertCountMismatch { throw insertCountMismatch }
        var positions: [RowID: Int]?
        func positionMap() -> [RowID: Int] {
            if let positions { return positions }
            var map = [RowID: Int](minimumCapacity: rows.count)
            for (index, row) in rows.enumerated() { map[row.id] = index }
            positions = map
            return map
        }
        func resolve(_ target: Target, _ operation: BatchUpdateError.Operation) throws(BatchUpdateError) -> Int {
            switch target {
            case .index(let index):
                guard index >= 0, index < rows.count else {
                    throw .indexOutOfRange(operation: operation, index: index, count: rows.count)
                }
                return index
            case .identity(let id):
                guard let index = positionMap()[id] else { throw .unknownIdentity(operation: operation, id: id) }
                return index
            }
        }

        var resolved = Resolved(oldCount: rows.count, newCount: rows.count)
        // 2. Old rows.
        for operation in operations {
            switch operation {
            case .insert:
                continue
            case .delete(let target):
                let index = try resolve(target, .delete)
                if resolved.deletions.contains(index) { throw .duplicateIndex(operation: .delete, index: index) }
                if resolved.moves[index] != nil { throw .moveOfDeletedRow(index: index) }
                if resolved.reloads[index] != nil { throw .reloadOfDeletedRow(index: index) }
                resolved.deletions.insert(index)
            case .move(let target, let destination):
                let index = try resolve(target, .moveFrom)
                if resolved.moves[index] != nil { throw .duplicateIndex(operation: .moveFrom, index: index) }
                if resolved.deletions.contains(index) { throw .moveOfDeletedRow(index: index) }
                resolved.moves[index] = destination
            case .reload(let target, let row):
                let index = try resolve(target, .reload)
                if row.id != rows[index].id {
                    throw .reloadChangesIdentity(index: index, old: rows[index].id, new: row.id)
                }
                if resolved.reloads[index] != nil { throw .duplicateIndex(operation: .reload, index: index) }
                if resolved.deletions.contains(index) { throw .reloadOfDeletedRow(index: index) }
                var content = row
                content.version = max(row.version, rows[index].version + 1)
                resolved.reloads[index] = content
            }
        }
        // 3. Inserted identities.
        var insertedIDs = Set<RowID>()
        var insertCount = 0
        for case .insert(let row, _) in operations {
            if positionMap()[row.id] != nil || !insertedIDs.insert(row.id).inserted {
                throw .duplicateIdentity(row.id)
            }
            insertCount += 1
        }
        // 4. Count.
        let newCount = rows.count - resolved.deletions.count + insertCount
        if let expectedCount, expectedCount != newCount {
            throw .invalidRowCount(
                expected: expectedCount, before: rows.count, inserted: insertCount,
                deleted: resolved.deletions.count)
        }
        resolved.newCount = newCount
        // 5. New indices.
        var claimed: [Int: BatchUpdateError.Operation] = [:]
        for operation in operations {
            let destination: Int
            let kind: BatchUpdateError.Operation
            switch operation {
            case .insert(_, let index):
                (destination, kind) = (index, .insert)
            case .move(_, let index):
                (destination, kind) = (index, .moveTo)
            case .delete, .reload:
                continue
            }
            guard destination >= 0, destination < newCount else {
                throw .indexOutOfRange(operation: kind, index: destination, count: newCount)
            }
            if let earlier = claimed[destination] {
                throw earlier == kind
                    ? .duplicateIndex(operation: kind, index: destination)
                    : .conflictingOperations(index: destination, first: earlier, second: kind)
            }
            claimed[destination] = kind
            if case .insert(let row, _) = operation { resolved.insertions[destination] = row }
        }
        return resolved
    }
}
