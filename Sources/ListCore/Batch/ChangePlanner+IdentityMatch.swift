extension ChangePlanner {
    /// Which old row each new row is, matched by identity.
    ///
    ///     let match = IdentityMatch(old: stamps("a", "b", "c"), new: stamps("c", "a", "x"))
    ///     match.newToOld   // [2, 0, -1]
    ///     match.oldToNew   // [1, -1, 0]
    ///
    /// Matching avoids `String` hashing where it can:
    /// 1. rows equal position for position at the start and at the end of both lists are
    ///    matched by comparing identities (no hashing);
    /// 2. the rest goes through an open-addressing table of 64-bit entries (32-bit hash tag,
    ///    32-bit index) keyed by a fast hash of the identity's ASCII bytes; while walking the new
    ///    list, a row that follows its old neighbour is matched by one comparison first;
    /// 3. identities with non-ASCII bytes (whose `String` equality is Unicode canonical
    ///    equivalence, not byte equality) fall back to `Dictionary`.
    ///
    /// Duplicate identities in the hashed part are a precondition failure.
    ///
    /// - Complexity: O(n + m) expected.
    struct IdentityMatch {
        /// Old index of each new row; -1 for an inserted row.
        var newToOld: [Int32]
        /// New index of each old row; -1 for a deleted row.
        var oldToNew: [Int32]
        /// Number of rows in both lists.
        var matched = 0

        init<Element: ChangeTrackable>(old: [Element], new: [Element]) {
            newToOld = [Int32](repeating: -1, count: new.count)
            oldToNew = [Int32](repeating: -1, count: old.count)
            // 1. Common prefix and suffix.
            var start = 0
            let shorter = min(old.count, new.count)
            while start < shorter && old[start].id == new[start].id {
                newToOld[start] = Int32(start)
                oldToNew[start] = Int32(start)
                start += 1
            }
            var oldEnd = old.count
            var newEnd = new.count
            while oldEnd > start && newEnd > start && old[oldEnd - 1].id == new[newEnd - 1].id {
                oldEnd -= 1
                newEnd -= 1
                newToOld[newEnd] = Int32(oldEnd)
                oldToNew[oldEnd] = Int32(newEnd)
            }
            matched = start + (old.count - oldEnd)
            guard start < oldEnd || start < newEnd else { return }
            // 2. and 3. The middle.
            let oldRange = start..<oldEnd
            let newRange = start..<newEnd
            if !matchHashed(old: old, oldRange: oldRange, new: new, newRange: newRange) {
                matchWithDictionary(old: old, oldRange: oldRange, new: new, newRange: newRange)
            }
        }

        /// Matches the middle through `IdentityTable`; false (and nothing changed) when an
        /// identity is not ASCII.
        private mutating func matchHashed<Element: ChangeTrackable>(
            old: [Element], oldRange: Range<Int>, new: [Element], newRange: Range<Int>
        ) -> Bool {
            let seed = IdentityHash.seed()
            let oldCount = old.count
            let table = IdentityTable(capacityFor: oldRange.count + newRange.count)
            for oldIndex in oldRange {
                guard let hash = IdentityHash.hash(old[oldIndex].id, seed: seed) else { return false }
                let existing = table.insert(hash: hash, index: oldIndex) { old[$0].id == old[oldIndex].id }
                precondition(existing == nil, "duplicate row identity \(old[oldIndex].id) in the old list")
            }
            // Work on local arrays (no closures here: they would keep this generic loop from
            // being specialized for the element type).
            var newToOld = self.newToOld
            var oldToNew = self.oldToNew
            self.newToOld = []
            self.oldToNew = []
            defer {
                self.newToOld = newToOld
                self.oldToNew = oldToNew
            }
            var matchedHere = 0
            var expectedOld = -1
            for newIndex in newRange {
                let id = new[newIndex].id
                // A row that follows its old neighbour: one comparison, no hashing.
                if expectedOld >= 0, expectedOld < oldRange.upperBound, oldToNew[expectedOld] < 0,
                    old[expectedOld].id == id
                {
                    newToOld[newIndex] = Int32(expectedOld)
                    oldToNew[expectedOld] = Int32(newIndex)
                    matchedHere += 1
                    expectedOld += 1
                    continue
                }
                guard let hash = IdentityHash.hash(id, seed: seed) else {
                    // Undo this pass; the caller starts over with `Dictionary`.
                    for index in newRange { newToOld[index] = -1 }
                    for index in oldRange { oldToNew[index] = -1 }
                    return false
                }
                let found = table.insert(hash: hash, index: oldCount + newIndex) { index in
                    index < oldCount ? old[index].id == id : new[index - oldCount].id == id
                }
                guard let found else {
                    expectedOld = -1
                    continue
                }
                precondition(found < oldCount && oldToNew[found] < 0, "duplicate row identity \(id) in the new list")
                newToOld[newIndex] = Int32(found)
                oldToNew[found] = Int32(newIndex)
                matchedHere += 1
                expectedOld = found + 1
            }
            matched += matchedHere
            return true
        }

        /// Matches the middle through `Dictionary` (any identities).
        private mutating func matchWithDictionary<Element: ChangeTrackable>(
            old: [Element], oldRange: Range<Int>, new: [Element], newRange: Range<Int>
        ) {
            var oldIndices = [RowID: Int32](minimumCapacity: oldRange.count)
            for oldIndex in oldRange {
                let previous = oldIndices.updateValue(Int32(oldIndex), forKey: old[oldIndex].id)
                precondition(previous == nil, "duplicate row identity \(old[oldIndex].id) in the old list")
            }
            var newOnly = Set<RowID>()
            for newIndex in newRange {
                let id = new[newIndex].id
                if let oldIndex = oldIndices[id] {
                    precondition(oldToNew[Int(oldIndex)] < 0, "duplicate row identity \(id) in the new list")
                    newToOld[newIndex] = oldIndex
                    oldToNew[Int(oldIndex)] = Int32(newIndex)
                    matched += 1
                } else {
                    precondition(newOnly.insert(id).inserted, "duplicate row identity \(id) in the new list")
                }
            }
        }
    }
}
