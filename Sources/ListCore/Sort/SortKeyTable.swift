/// The collation keys of many values in one flat buffer, and compact records to sort them by.
///
///     var table = SortKeyTable(reservingValues: texts.count)
///     var builder = SortKeyBuilder()
///     for text in texts { builder.build(text); table.append(builder) }
///     var records = table.records()
///     records.sort { table.precedes($0, $1, ascending: true) }
///
/// Keys are kept as 16-bit codes (`SortKeyBuilder.writeCodes`), which order as the weights do
/// in half the space. A `Record` carries the first 8 codes of its key in two `UInt64`s, after
/// skipping the primary codes that every key shares (`"Row "` in `"Row 1"`, `"Row 2"`, …), so
/// most comparisons never leave the record. When the whole key fits, the record is
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

    private var codes: [UInt16] = []
    /// Where each key starts in `codes`, and where the last ends: 32 bits each (4 bytes a key
    /// less at a sort's peak; 2^32 codes would be 8 GiB of keys).
    private var starts: [UInt32] = [0]
    /// The first key's primary codes, for `commonPrimaryCount`.
    private var firstPrimary: [UInt16] = []
    /// How many leading primary codes all keys share.
    private(set) var commonPrimaryCount = 0

    /// How many keys are expected, to size `codes` from the first `sampleSize` of them.
    private let expectedCount: Int
    static let sampleSize = 1024

    init(reservingValues count: Int) {
        expectedCount = count
        starts.reserveCapacity(count + 1)
        codes.reserveCapacity(min(count, Self.sampleSize) * 16)
    }

    var count: Int { starts.count - 1 }

    /// Codes the buffer holds before it must grow (for tests).
    var codeCapacity: Int { codes.capacity }

    mutating func append(_ builder: borrowing SortKeyBuilder) {
        let start = codes.count
        let primaryCount = builder.writeCodes(to: &codes)
        precondition(codes.count <= Int(UInt32.max), "sort keys too long")
        if starts.count == 1 {
            firstPrimary = Array(codes[start ..< start + primaryCount])
            commonPrimaryCount = primaryCount
        } else if commonPrimaryCount > 0 {
            codes.withUnsafeBufferPointer { codes in
                var shared = 0
                let limit = min(commonPrimaryCount, primaryCount)
                while shared < limit && codes[start + shared] == firstPrimary[shared] { shared += 1 }
                commonPrimaryCount = shared
            }
        }
        starts.append(UInt32(truncatingIfNeeded: codes.count))
        if count == Self.sampleSize && expectedCount > count { reserveForExpectedKeys() }
    }

    /// Sizes the buffer for every expected key from the first ones: one and a half times their
    /// average length, plus four. Capacity never written costs address space, not memory, while
    /// outgrowing it copies every key so far into a buffer twice as large: the 12 weights a key
    /// reserved before were too few for `"Row 1234567"` (15), and at 10M rows that was a 480 MB
    /// copy with both buffers resident.
    private mutating func reserveForExpectedKeys() {
        let average = Double(codes.count) / Double(count)
        codes.reserveCapacity(Int((average * 1.5 + 4) * Double(expectedCount)))
    }

    /// The leading primary codes every key shares (empty for a table without keys).
    var commonPrimary: ArraySlice<UInt16> { firstPrimary.prefix(commonPrimaryCount) }

    /// How many leading primary codes every key of this table and of `other` share (a table
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

    /// One record per appended key, in slot order, skipping `skip` leading primary codes (at
    /// most `commonPrimaryCount`; fewer when the records meet another table's).
    func records(skipping skip: Int? = nil) -> [Record] {
        let skip = skip ?? commonPrimaryCount
        precondition(skip <= commonPrimaryCount || count == 0, "records skip only what every key shares")
        return codes.withUnsafeBufferPointer { codes in
            starts.withUnsafeBufferPointer { starts in
                (0..<count).map { slot in
                    let first = Int(starts[slot]) + skip, end = Int(starts[slot + 1])
                    var high: UInt64 = 0, low: UInt64 = 0
                    for index in first ..< min(end, first + 8) {
                        let place = index - first
                        if place < 4 {
                            high |= UInt64(codes[index]) << UInt64(48 - 16 * place)
                        } else {
                            low |= UInt64(codes[index]) << UInt64(48 - 16 * (place - 4))
                        }
                    }
                    return Record(high: high, low: low, slot: Int32(slot), isComplete: end - first <= 8)
                }
            }
        }
    }

    /// Negative, zero or positive as the key in slot `a` sorts before, with or after slot `b`.
    func compareKeys(_ a: Int, _ b: Int) -> Int { Self.compareKeys(a, in: self, b, in: self) }

    /// Negative, zero or positive as the key in slot `a` of `x` sorts before, with or after the
    /// key in slot `b` of `y` (two tables: the parts of a parallel sort).
    static func compareKeys(_ a: Int, in x: SortKeyTable, _ b: Int, in y: SortKeyTable) -> Int {
        x.codes.withUnsafeBufferPointer { left in
            y.codes.withUnsafeBufferPointer { right in
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
    /// table, by row across a parallel sort's parts). Both tables' records skip the same codes.
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
