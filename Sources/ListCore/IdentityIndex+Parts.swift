/// An identity table built in parts, one a processor: each part hashes a stretch of the
/// elements, then fills one stretch of the slots — the elements whose home slot falls in it,
/// in order, probing no further than its end. The few whose probe would run past it are placed
/// last, on one thread, probing on as usual (around the end of the table too). Every element
/// still sits at the first free slot at or after its home when it was placed, so lookups and
/// the invariants are those of a table built on one thread (the slots may differ: an element
/// that ran past a stretch's end is placed later than its turn).
///
/// An element that occurs twice has one home, so both occurrences are met in the same part, or
/// the later one is placed after the earlier one: the repeat is always found.
///
/// Each element's hash is kept (32 bits of it) while the table is built, and two elements are
/// compared only when those are equal: a layout's identities may be read from its rows
/// (`RowIDs`), where reading one makes its string, and comparing every element met on the way
/// made laying out a 1M-row file 4.5 times slower (72–104 → 335–350 ms).
///
/// Why: hashing and placing a million identities was most of laying out a 1M-row file after it
/// loaded (160–230 ms), and both divide over the processors.
///
/// - Complexity: O(n) expected split over the parts, plus each part's O(n) scan of the hashes.
extension IdentityIndex {
    /// From this many elements a table is built in parts.
    static var elementsInParts: Int { 1 << 16 }

    /// The slots of a table of `elements` with `mask + 1` slots, built in `parts` parts, and
    /// whether an element occurs twice; `nil` when one does and duplicates are not allowed.
    ///
    ///     IdentityIndex.slots(for: ids, mask: 7, parts: 2, allowingDuplicates: false)   // ([-1, 2, …], false)
    static func slots<C: RandomAccessCollection<Element>>(for elements: C, mask: Int, parts: Int,
                                                          allowingDuplicates: Bool) -> (slots: [Int32], hasDuplicates: Bool)?
    where C.Index == Int {
        let count = elements.count
        let capacity = mask + 1
        // Each element's hash (its home slot is `hash & mask`: the table has at most 2^32 slots),
        // a stretch of the elements a part.
        let hashes = [UInt32](unsafeUninitializedCapacity: count) { hashes, initialized in
            let hashes = hashes
            Parallel.forEach(parts) { part in
                for index in count * part / parts..<count * (part + 1) / parts {
                    hashes[index] = UInt32(truncatingIfNeeded: elements[index].hashValue)
                }
            }
            initialized = count
        }
        var slots = [Int32](repeating: -1, count: capacity)
        var runPast = [[Int32]](repeating: [], count: parts)   // each part's elements that ran past its end
        var repeated = [Bool](repeating: false, count: parts)
        let complete: Bool = hashes.withUnsafeBufferPointer { hashes in
            // Equal hashes first: most elements met differ in them, and reading one may make it.
            func same(_ a: Int, _ b: Int) -> Bool { hashes[a] == hashes[b] && elements[a] == elements[b] }
            return slots.withUnsafeMutableBufferPointer { slots in
                runPast.withUnsafeMutableBufferPointer { runPast in
                    repeated.withUnsafeMutableBufferPointer { repeated in
                        Parallel.forEach(parts) { part in
                            let start = capacity * part / parts, end = capacity * (part + 1) / parts
                            for index in 0..<count {
                                var slot = Int(hashes[index]) & mask
                                guard slot >= start && slot < end else { continue }
                                while slot < end && slots[slot] >= 0 {
                                    if same(Int(slots[slot]), index) {
                                        repeated[part] = true
                                        if !allowingDuplicates { return }
                                    }
                                    slot += 1
                                }
                                if slot == end { runPast[part].append(Int32(index)) } else { slots[slot] = Int32(index) }
                            }
                        }
                    }
                }
                if !allowingDuplicates && repeated.contains(true) { return false }
                for index in runPast.joined() {
                    var slot = Int(hashes[Int(index)]) & mask
                    while slots[slot] >= 0 {
                        if same(Int(slots[slot]), Int(index)) {
                            guard allowingDuplicates else { return false }
                            repeated[0] = true
                        }
                        slot = (slot + 1) & mask
                    }
                    slots[slot] = index
                }
                return true
            }
        }
        return complete ? (slots, repeated.contains(true)) : nil
    }
}
