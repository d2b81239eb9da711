/// The collation keys of many values in one flat buffer, and compact records to sort them by.
///
///     var table = SortKeyTable(reservingValues: texts.count)
///     var builder = SortKeyBuilder()
///     for text in texts { builder.build(text); table.append(builder) }
///     var records = table.records()
///     records.sort { table.precedes($0, $1, ascending: true) }
///
/// A `Record` carries the first 8 weights of its key as 16-bit codes in two `UInt64`s, after
/// skipping the primary weights that every key shares (`"Row "` in `"Row 1"`, `"Row 2"`, …),
/// so most comparisons never leave the record. When the whole key fits, the record is
/// `isComplete` and equal codes mean equal keys; otherwise equal codes fall back to the full
/// keys in the buffer.
///
/// - Complexity: `append` is O(key length); `records()` is O(total key length); comparing two
///   records is O(1) unless their first 8 codes tie, then O(key length).
struct SortKeyTable {
    /// One value's place in a sort: its key's leading codes and its slot in the table.
    struct Record {
        var high: UInt64
        var low: UInt64
        /// Slot in the table; slots follow the order values were appended (the stable order).
        var slot: Int32
        /// True when `high` and `low` hold the whole key.
        var isComplete: Bool
    }

    private var weights: [UInt32] = []
    /// Where each key starts in `weights`, and where the last ends: 32 bits each (4 bytes a key
    /// less at a sort's peak; 2^32 weights would be 16 GiB of keys).
    private var starts: [UInt32] = [0]
    /// The first key's primary weights, for `commonPrimaryCount`.
    private var firstPrimary: [UInt32] = []
    /// How many leading primary weights all keys share.
    private(set) var commonPrimaryCount = 0

    /// How many keys are expected, to size `weights` from the first `sampleSize` of them.
    private let expectedCount: Int
    static let sampleSize = 1024

    init(reservingValues count: Int) {
        expectedCount = count
        starts.reserveCapacity(count + 1)
        weights.reserveCapacity(min(count, Self.sampleSize) * 16)
    }

    var count: Int { starts.count - 1 }

    /// Weights the buffer holds before it must grow (for tests).
    var weightCapacity: Int { weights.capacity }

    mutating func append(_ builder: borrowing SortKeyBuilder) {
        builder.primary.withUnsafeBufferPointer { primary in
            if starts.count == 1 {
                firstPrimary = Array(primary)
                commonPrimaryCount = primary.count
            } else if commonPrimaryCount > 0 {
                var shared = 0
                let limit = min(commonPrimaryCount, primary.count)
                while shared < limit && primary[shared] == firstPrimary[shared] { shared += 1 }
                commonPrimaryCount = shared
            }
        }
        builder.write(to: &weights)
        precondition(weights.count <= Int(UInt32.max), "sort keys too long")
        starts.append(UInt32(truncatingIfNeeded: weights.count))
        if count == Self.sampleSize && expectedCount > count { reserveForExpectedKeys() }
    }

    /// Sizes the buffer for every expected key from the first ones: one and a half times their
    /// average length, plus four. Capacity never written costs address space, not memory, while
    /// outgrowing it copies every key so far into a buffer twice as large: the 12 weights a key
    /// reserved before were too few for `"Row 1234567"` (15), and at 10M rows that was a 480 MB
    /// copy with both buffers resident.
    private mutating func reserveForExpectedKeys() {
        let average = Double(weights.count) / Double(count)
        weights.reserveCapacity(Int((average * 1.5 + 4) * Double(expectedCount)))
    }

    /// How many leading primary weights every key of this table and of `other` share (a table
    /// without keys shares any prefix): the skip that makes both tables' records comparable.
    ///
    /// - Complexity: O(the shared count).
    func sharedPrimaryCount(with other: SortKeyTable) -> Int {
        if count == 0 { return other.commonPrimaryCount }
        if other.count == 0 { return commonPrimaryCount }
        var shared = 0
        let limit = min(commonPrimaryCount, other.commonPrimaryCount)
        while shared < limit && firstPrimary[shared] == other.firstPrimary[shared] { shared += 1 }
        return shared
    }

    /// One record per appended key, in slot order, skipping `skip` leading primary weights (at
    /// most `commonPrimaryCount`; fewer when the records meet another table's).
    func records(skipping skip: Int? = nil) -> [Record] {
        let skip = skip ?? commonPrimaryCount
        precondition(skip <= commonPrimaryCount || count == 0, "records skip only what every key shares")
        return weights.withUnsafeBufferPointer { weights in
            (0..<count).map { slot in
                var codes = Codes()
                var index = Int(starts[slot]) + skip
                let end = Int(starts[slot + 1])
                var level = 1
                while index < end && !codes.isFull {
                    let weight = weights[index]
                    if weight == 0 {
                        codes.append(0)
                        level += 1
                    } else if !codes.append(weight, level: level) {
                        break
                    }
                    index += 1
                }
                return Record(high: codes.high, low: codes.low, slot: Int32(slot), isComplete: index == end)
            }
        }
    }

    /// Up to 8 16-bit codes, most significant first; a present weight never codes as 0.
    private struct Codes {
        var high: UInt64 = 0
        var low: UInt64 = 0
        private var used = 0

        var isFull: Bool { used == 8 }

        mutating func append(_ code: UInt64) {
            if used < 4 {
                high |= code << UInt64(48 - 16 * used)
            } else {
                low |= code << UInt64(48 - 16 * (used - 4))
            }
            used += 1
        }

        /// Appends a weight's code; false when it does not fit, after appending a code that
        /// still orders it correctly against every weight that fits (the record is then
        /// incomplete and full keys decide ties).
        mutating func append(_ weight: UInt32, level: Int) -> Bool {
            if level == 1 {
                // class << 13 | value: class 1…5 keeps classes apart and never codes as 0.
                let weightClass = UInt64(weight >> 24)
                let value = UInt64(weight & 0xFF_FFFF)
                guard value < 0x1FFF else {
                    append(weightClass << 13 | 0x1FFF)
                    return false
                }
                append(weightClass << 13 | value)
            } else if weight < 0x4000 {
                // Plain (1), leading zeros (1 + count) and case (1, 2).
                append(UInt64(weight))
            } else {
                // An accent: one code `first << 16` → 0x4000 + 2 × first; two codes sort just
                // after the first alone → 0x4000 + 2 × first + 1, and end the record.
                let first = UInt64(weight >> 16)
                guard weight & 0xFFFF == 0 else {
                    append(0x4000 + 2 * first + 1)
                    return false
                }
                append(0x4000 + 2 * first)
            }
            return true
        }
    }

    /// Negative, zero or positive as the key in slot `a` sorts before, with or after slot `b`.
    func compareKeys(_ a: Int, _ b: Int) -> Int { Self.compareKeys(a, in: self, b, in: self) }

    /// Negative, zero or positive as the key in slot `a` of `x` sorts before, with or after the
    /// key in slot `b` of `y` (two tables: the parts of a parallel sort).
    static func compareKeys(_ a: Int, in x: SortKeyTable, _ b: Int, in y: SortKeyTable) -> Int {
        x.weights.withUnsafeBufferPointer { left in
            y.weights.withUnsafeBufferPointer { right in
                var i = Int(x.starts[a])
                var j = Int(y.starts[b])
                let endA = Int(x.starts[a + 1])
                let endB = Int(y.starts[b + 1])
                while i < endA && j < endB {
                    let u = left[i]
                    let v = right[j]
                    if u != v { return u < v ? -1 : 1 }
                    i += 1
                    j += 1
                }
                return (endA - i) - (endB - j)
            }
        }
    }

    /// The sort order of two records: by key (reversed when descending), then by slot, so the
    /// sort is stable in both directions.
    @inline(__always)
    func precedes(_ a: Record, _ b: Record, ascending: Bool) -> Bool {
        Self.keyOrder(a, in: self, b, in: self, ascending: ascending) ?? (a.slot < b.slot)
    }

    /// Whether record `a` of `x` sorts before record `b` of `y` by key (reversed when
    /// descending); `nil` when their keys are equal (the caller breaks the tie: by slot in one
    /// table, by row across a parallel sort's parts). Both tables' records skip the same weights.
    @inline(__always)
    static func keyOrder(_ a: Record, in x: SortKeyTable, _ b: Record, in y: SortKeyTable, ascending: Bool) -> Bool? {
        if a.high != b.high { return (a.high < b.high) == ascending }
        if a.low != b.low { return (a.low < b.low) == ascending }
        if !a.isComplete || !b.isComplete {
            let comparison = compareKeys(Int(a.slot), in: x, Int(b.slot), in: y)
            if comparison != 0 { return (comparison < 0) == ascending }
        }
        return nil
    }
}
