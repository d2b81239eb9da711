extension IdentityIndex {
    /// The slot of an identity that was removed by `merged`: lookups probe past it.
    static var removedSlot: Int32 { -2 }

    /// The table after rows were removed, kept or added in one merge: old element `i` is now at
    /// `oldToNew[i]` (-1: removed, its slot becomes a tombstone), and the elements at
    /// `inserted` (indices into `ids`, the new elements) are added — only those are hashed.
    /// `nil` when the table would be more than half full, tombstones counted (build a new one),
    /// or an added element is there already and duplicates are not allowed.
    ///
    ///     index.merged(oldToNew: [1, -1, 0], inserted: [2], ids: ["c", "a", "x"])
    ///
    /// - Complexity: O(capacity) for the remap, O(1) expected per added identity.
    func merged<C: RandomAccessCollection<Element>>(oldToNew: [Int32], inserted: [Int], ids: C) -> IdentityIndex?
    where C.Index == Int {
        var copy = self
        var used = 0
        copy.slots = slots.map { slot in
            guard slot >= 0 else {
                if slot == Self.removedSlot { used += 1 }
                return slot
            }
            used += 1
            let moved = oldToNew[Int(slot)]
            return moved >= 0 ? moved : Self.removedSlot
        }
        guard (used + inserted.count) * 2 <= slots.count else { return nil }
        for index in inserted {
            let id = ids[index]
            var slot = id.hashValue & mask
            while copy.slots[slot] != -1 {
                let taken = Int(copy.slots[slot])
                if taken >= 0, ids[taken] == id {
                    guard allowsDuplicates else { return nil }   // the caller's check says so
                    copy.hasDuplicates = true
                }
                slot = (slot + 1) & mask
            }
            copy.slots[slot] = Int32(index)
        }
        copy._checkInvariants(for: ids)
        return copy
    }
}
