/// A number column's values sorted by a radix sort on their bits: the comparison sort's order
/// exactly (by value, reversed when descending; equal values in the order they were read, which
/// is by row), in a few passes over the values instead of n log n comparisons.
///
/// Each value becomes a 64-bit key that orders as the value does (`key(of:ascending:)`): the sign
/// bit flipped for a positive value, every bit for a negative one, all of them again when
/// descending; −0 is read as +0 (they are equal values). A least-significant-digit radix sort then
/// distributes the keys a byte at a time (a stable pass, so equal values keep their order), and a
/// pass is skipped when every key has the same byte there (whole numbers leave their low bytes
/// alike: values below 2^26 need five passes of the eight).
///
///     var numbers: [(value: Double, row: Int)] = [(3, 0), (-1, 1), (3, 2), (0.5, 3)]
///     RowSorter.sortNumbers(&numbers, ascending: false)   // [(3, 0), (3, 2), (0.5, 3), (-1, 1)]
///
/// Why: at ten million rows the comparison sort of a number column took about 0.5 s of the key
/// press on each processor (`ListBench --keypress-only --rows 10000000`).
///
/// - Complexity: O(n) time for at most eight passes, and one buffer of n elements beside the
///   values (a 10M-row sort's parts hold it while their keys are read; its peak comes later, when
///   the sorted rows and the new layout are made). Below `radixCount` values, or with a NaN
///   among them (it orders as no key does), the comparison sort in place.
extension RowSorter {
    /// From this many values a number column sorts by radix.
    static let radixCount = 1 << 12

    /// Sorts `numbers` by value (reversed when not `ascending`), equal values in their order in
    /// `numbers`: read by row, the comparison sort's total order (`precedes`).
    static func sortNumbers(_ numbers: inout [(value: Double, row: Int)], ascending: Bool) {
        guard numbers.count >= radixCount, !numbers.contains(where: { $0.value.isNaN }) else {
            numbers.withUnsafeMutableBufferPointer { $0.sortInPlace { precedes($0, $1, ascending: ascending) } }
            return
        }
        numbers.withUnsafeMutableBufferPointer { values in
            // The same 16 bytes read as a key and a row: the values become keys in place.
            values.withMemoryRebound(to: (key: UInt64, row: Int).self) { keys in
                // (The key slot holds the value's bits.)
                for index in keys.indices { keys[index].key = key(of: Double(bitPattern: keys[index].key), ascending: ascending) }
                radixSort(keys)
                for index in keys.indices { keys[index].key = value(of: keys[index].key, ascending: ascending).bitPattern }
            }
        }
    }

    /// A key whose unsigned order is `value`'s order (reversed when not `ascending`).
    @inline(__always)
    static func key(of value: Double, ascending: Bool) -> UInt64 {
        let bits = (value == 0 ? 0.0 : value).bitPattern   // −0 is +0
        let key = bits & (1 << 63) == 0 ? bits | (1 << 63) : ~bits
        return ascending ? key : ~key
    }

    /// The value `key(of:ascending:)` made `key` from.
    @inline(__always)
    static func value(of key: UInt64, ascending: Bool) -> Double {
        let key = ascending ? key : ~key
        return Double(bitPattern: key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key)
    }

    /// Sorts `keys` by key, stably: one counting pass for all eight bytes, then a distributing
    /// pass for each byte in which the keys differ, between `keys` and one buffer.
    private static func radixSort(_ keys: UnsafeMutableBufferPointer<(key: UInt64, row: Int)>) {
        let counts = UnsafeMutableBufferPointer<Int>.allocate(capacity: 8 * 256)
        counts.initialize(repeating: 0)
        let buffer = UnsafeMutableBufferPointer<(key: UInt64, row: Int)>.allocate(capacity: keys.count)
        defer {
            counts.deallocate()
            buffer.deallocate()
        }
        for element in keys {
            var key = element.key
            for byte in 0..<8 {
                counts[byte << 8 | Int(key & 0xFF)] += 1
                key >>= 8
            }
        }
        var source = keys, target = buffer
        for byte in 0..<8 {
            let digits = UnsafeMutableBufferPointer(rebasing: counts[(byte << 8)..<((byte + 1) << 8)])
            // Every key has the same byte here: nothing moves.
            if digits.contains(keys.count) { continue }
            // Each digit's first slot in `target`, advanced as its keys are placed.
            var start = 0
            for digit in digits.indices {
                let count = digits[digit]
                digits[digit] = start
                start += count
            }
            let shift = UInt64(byte * 8)
            for element in source {
                let digit = Int((element.key >> shift) & 0xFF)
                (target.baseAddress! + digits[digit]).initialize(to: element)
                digits[digit] += 1
            }
            swap(&source, &target)
        }
        if source.baseAddress != keys.baseAddress {
            _ = keys.update(fromContentsOf: source)
        }
    }
}
