/// Where each element sits in an array of elements (row identities, or a model's item keys): an
/// open-addressing hash table of 32-bit indices into that array (linear probing, at most half
/// full), checked against the array on lookup. Four to eight bytes a row where
/// `[RowID: Int]` takes about 48.
///
///     let ids: [RowID] = ["a", "b", "c"]
///     let index = IdentityIndex(ids)!
///     index.index(of: "c", in: ids)     // 2
///
/// Identities are unique (`init` fails on a duplicate); a table made `allowingDuplicates` (a
/// model may hold one item twice) finds every occurrence (`indices(of:in:)`).
///
/// - Complexity: building O(n) expected; lookup O(1) expected (plus the occurrences);
///   `remapped` O(capacity), no hashing.
struct IdentityIndex<Element: Hashable>: Sendable {
    /// -1: empty; -2: removed (`removedSlot`); otherwise an index into the elements the table
    /// was built from.
    // Internal, not private: `IdentityIndex+Merge.swift` remaps them.
    var slots: [Int32]
    var mask: Int
    /// Whether an element may occur more than once.
    let allowsDuplicates: Bool
    /// Whether one did, since the table was built (lookups stop at the first match otherwise).
    var hasDuplicates = false

    /// `nil` when an element occurs twice and duplicates are not allowed. From
    /// `elementsInParts` elements the table is built in parts, one a processor
    /// (`IdentityIndex+Parts.swift`); `parts` forces a number (tests).
    init?<C: RandomAccessCollection<Element>>(_ elements: C, allowingDuplicates: Bool = false, parts: Int? = nil)
    where C.Index == Int {
        precondition(elements.count < Int(Int32.max), "too many rows")
        allowsDuplicates = allowingDuplicates
        var capacity = 8
        while capacity < elements.count * 2 { capacity <<= 1 }
        mask = capacity - 1
        let parts = parts ?? (elements.count >= Self.elementsInParts ? Parallel.processorCount(atMost: 4) : 1)
        guard let built = Self.slots(for: elements, mask: mask, parts: parts, allowingDuplicates: allowingDuplicates)
        else { return nil }
        (slots, hasDuplicates) = built
        _checkInvariants(for: elements)
    }

    /// The position of `element` in `elements` (those the table was built or remapped for); any
    /// one of its positions when it occurs more than once.
    func index<C: RandomAccessCollection<Element>>(of element: Element, in elements: C) -> Int? where C.Index == Int {
        var slot = element.hashValue & mask
        while true {
            let index = Int(slots[slot])
            if index == -1 { return nil }
            if index >= 0, elements[index] == element { return index }   // -2: a removed one, probe on
            slot = (slot + 1) & mask
        }
    }

    /// Every position of `element` in `elements`, in no particular order.
    /// - Complexity: O(1) expected plus O(occurrences).
    func indices<C: RandomAccessCollection<Element>>(of element: Element, in elements: C) -> [Int] where C.Index == Int {
        var found: [Int] = []
        var slot = element.hashValue & mask
        while true {
            let index = Int(slots[slot])
            if index == -1 { return found }
            if index >= 0, elements[index] == element {
                found.append(index)
                if !hasDuplicates { return found }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The smallest position of `element` in `elements` for which `isWanted` holds (with
    /// duplicates: the first occurrence not taken yet, say), `nil` when none does.
    /// - Complexity: O(1) expected plus O(occurrences) calls of `isWanted`.
    func firstIndex<C: RandomAccessCollection<Element>>(of element: Element, in elements: C,
                                                       where isWanted: (Int) -> Bool) -> Int? where C.Index == Int {
        var best: Int?
        var slot = element.hashValue & mask
        while true {
            let index = Int(slots[slot])
            if index == -1 { return best }
            if index >= 0, index < best ?? .max, elements[index] == element {
                if !hasDuplicates { return isWanted(index) ? index : nil }
                if isWanted(index) { best = index }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The table for the same elements moved: the one at `i` is now at `oldToNew[i]`.
    func remapped(oldToNew: [Int32]) -> IdentityIndex {
        var copy = self
        copy.slots = slots.map { $0 < 0 ? $0 : oldToNew[Int($0)] }
        return copy
    }
}
