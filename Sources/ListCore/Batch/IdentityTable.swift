/// An open-addressing hash table from identity hashes to row indices, for `ChangePlanner`.
///
/// Each slot is one `UInt64`: the hash's upper 32 bits as a tag and `index + 1` in the lower 32
/// bits (0 is an empty slot). Linear probing; the caller compares identities for tags that
/// match, so the table never stores or hashes a `String` itself.
///
///     var table = IdentityTable(capacityFor: ids.count)
///     table.insert(hash: h, index: 3) { ids[$0] == ids[3] }   // nil: inserted
///     table.insert(hash: h, index: 9) { ids[$0] == ids[9] }   // 3 when ids[9] == ids[3]
///
/// - Complexity: `insert` is O(1) expected at the load factor of at most 1/2 that
///   `init(capacityFor:)` guarantees.
struct IdentityTable: ~Copyable {
    private let slots: UnsafeMutablePointer<UInt64>
    private let mask: Int

    /// A table with room for `count` entries at a load factor of at most 1/2.
    init(capacityFor count: Int) {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: 0, count: capacity)
        mask = capacity - 1
    }

    deinit { slots.deallocate() }

    /// Inserts `index` under `hash` unless an entry with an equal identity is there already
    /// (`isEqual(existingIndex)`); returns that entry's index, or `nil` after inserting.
    /// `index` must be below `UInt32.max`.
    @inline(__always)
    func insert(hash: UInt64, index: Int, isEqual: (Int) -> Bool) -> Int? {
        let tag = hash & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                slots[slot] = tag | UInt64(index + 1)
                return nil
            }
            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                let existing = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                if isEqual(existing) { return existing }
            }
            slot = (slot + 1) & mask
        }
    }
}
