/// Where each identity sits in an array of identities: an open-addressing hash table of 32-bit
/// indices into that array (linear probing, at most half full), checked against the array on
/// lookup. Four to eight bytes a row where `[RowID: Int]` takes about 48.
///
///     let ids: [RowID] = ["a", "b", "c"]
///     let index = IdentityIndex(ids)!
///     index.index(of: "c", in: ids)     // 2
///
/// - Complexity: building O(n) expected; lookup O(1) expected; `remapped` O(capacity), no hashing.
struct IdentityIndex: Sendable {
    /// -1: empty; otherwise an index into the identities the table was built from.
    // Internal, not private: `IdentityIndex+Merge.swift` remaps them.
    var slots: [Int32]
    var mask: Int

    /// `nil` when an identity occurs twice.
    init?(_ ids: [RowID]) {
        precondition(ids.count < Int(Int32.max), "too many rows")
        var capacity = 8
        while capacity < ids.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        slots = [Int32](repeating: -1, count: capacity)
        var unique = true
        slots.withUnsafeMutableBufferPointer { slots in
            ids.withUnsafeBufferPointer { ids in
                for (index, id) in ids.enumerated() {
                    var slot = id.hashValue & mask
                    while slots[slot] >= 0 {
                        if ids[Int(slots[slot])] == id { unique = false; return }
                        slot = (slot + 1) & mask
                    }
                    slots[slot] = Int32(index)
                }
            }
        }
        guard unique else { return nil }
        _checkInvariants(for: ids)
    }

    /// The position of `id` in `ids` (the identities the table was built or remapped for).
    func index(of id: RowID, in ids: [RowID]) -> Int? {
        var slot = id.hashValue & mask
        while true {
            let index = Int(slots[slot])
            if index == -1 { return nil }
            if index >= 0, ids[index] == id { return index }   // -2: a removed identity, probe on
            slot = (slot + 1) & mask
        }
    }

    /// The table for the same identities moved: the one at `i` is now at `oldToNew[i]`.
    func remapped(oldToNew: [Int]) -> IdentityIndex {
        var copy = self
        copy.slots = slots.map { $0 < 0 ? $0 : Int32(truncatingIfNeeded: oldToNew[Int($0)]) }
        return copy
    }
}
