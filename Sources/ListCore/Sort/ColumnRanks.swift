/// One text column's sort order made ahead of a sort: a rank for each row of the list's tables
/// and makers, read by the row's origin (`Row.origin`: its table and index, or its maker and
/// number). Equal values share a rank, so a sort by the column is a stable radix sort of the ranks
/// (`order(of:ascending:)`), the same order `RowSorter` gives, with no key built.
///
/// Read by origin, not by place, the ranks hold through everything that moves rows without
/// changing their text: sorts, deletes, undo, a search's filter. A row they do not cover (stored
/// or edited, external, from another table) makes `order` return `nil`: the sort then builds
/// its keys as before.
///
///     let ranks = ColumnRanks(ranking: ColumnRanks.sources(of: rows)!, column: 0)!
///     ranks.order(of: rows, ascending: true)
///     // == RowSorter.order(of: rows, by: SortDescriptor(column: 0), numeric: false)
///
/// Why: at a million rows, building the keys and sorting them was two thirds of a sort key
/// press by name (0.41–0.51 s to the first animated frame against a goal of 0.3 s; 5.5 s at
/// ten million against 3 s). Made in the background after rows load (`ListScene+SortRanks.swift`).
///
/// - Complexity: 4 bytes a ranked row; `order` is O(n) passes (see it).
struct ColumnRanks: Sendable {
    /// A table or maker whose rows are ranked, and their ranks by index.
    struct Source: Sendable {
        /// Keeps a table alive: its identity cannot be reused while its ranks are kept.
        let origin: RowOrigin.Source
        /// Row `index`'s rank (`ColumnRanks.empty` for an empty value).
        let ranks: [UInt32]
    }

    /// The rank of an empty value (empty, only whitespace or a missing field): after every
    /// other value in both directions, as `RowSorter` places them.
    static let empty = UInt32.max

    /// The column ranked.
    let column: Int
    let sources: [Source]
    /// How many distinct non-empty values there are: their ranks are `0 ..< textCount`.
    let textCount: Int

    /// The order of `rows` by the ranked column, as `RowSorter.order` gives it: `order[k]` is
    /// the index of the row that goes to position `k`, rows with equal values keeping their
    /// order in both directions, empty values last. `nil` when a row is not ranked.
    ///
    ///     ranks.order(of: rows, ascending: false)   // [2, 0, 1]
    ///
    /// Each row's bucket (its rank, reversed when descending; the empties' after all) is read
    /// into a key with the row's index below it, on every processor for a long list, then the
    /// keys are sorted by bucket in passes of at most 12 bits (a stable radix sort: ties keep the
    /// rows' order). Why not one counting pass: at ten million rows its counts (one a value) were
    /// read and written at random, 1.1 s; the passes' 4 096 counts stay in the cache.
    ///
    /// - Complexity: O(n × passes), a pass per 12 bits of the distinct values' count (two at a
    ///   million values); 16 bytes a row besides the result.
    func order(of rows: [Row], ascending: Bool) -> [Int]? {
        guard rows.count < Int(UInt32.max), textCount < Int(UInt32.max) else { return nil }
        var keys = [UInt64](repeating: 0, count: rows.count)
        guard readBuckets(of: rows, ascending: ascending, into: &keys) else { return nil }
        let bits = UInt64.bitWidth - UInt64(textCount).leadingZeroBitCount   // the empties' bucket is textCount
        let passes = max(1, (bits + 11) / 12), digitBits = max(1, (bits + passes - 1) / passes)
        var scratch = [UInt64](repeating: 0, count: rows.count)
        for pass in 0..<passes {
            Self.scatter(keys, into: &scratch, shift: 32 + pass * digitBits, bits: digitBits)
            swap(&keys, &scratch)
        }
        scratch = []
        return keys.map { Int(truncatingIfNeeded: $0 & 0xFFFF_FFFF) }
    }

    /// Writes each row's `bucket << 32 | index` into `keys`: a part of the rows a processor for
    /// a long list. False when a row is not ranked.
    private func readBuckets(of rows: [Row], ascending: Bool, into keys: inout [UInt64]) -> Bool {
        let parts = rows.count >= RowSorter.rowsInParts ? Parallel.processorCount(atMost: 4) : 1
        var covered = [Bool](repeating: true, count: parts)
        keys.withUnsafeMutableBufferPointer { keys in
            covered.withUnsafeMutableBufferPointer { covered in
                Parallel.forEach(parts) { part in
                    var source = 0
                    for index in rows.count * part / parts ..< rows.count * (part + 1) / parts {
                        guard let origin = rows[index].origin, let rank = rank(of: origin, hint: &source) else {
                            covered[part] = false
                            return
                        }
                        let bucket = rank == Self.empty ? UInt64(textCount)
                            : ascending ? UInt64(rank) : UInt64(textCount - 1 - Int(rank))
                        keys[index] = bucket << 32 | UInt64(index)
                    }
                }
            }
        }
        return !covered.contains(false)
    }

    /// One stable counting pass: `keys` into `sorted` by the `bits` bits from `shift`.
    private static func scatter(_ keys: [UInt64], into sorted: inout [UInt64], shift: Int, bits: Int) {
        let mask = UInt64(1) << UInt64(bits) - 1
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for key in keys { starts[Int((key >> UInt64(shift)) & mask) + 1] += 1 }
        for digit in 0 ..< 1 << bits { starts[digit + 1] += starts[digit] }
        sorted.withUnsafeMutableBufferPointer { sorted in
            for key in keys {
                let digit = Int((key >> UInt64(shift)) & mask)
                sorted[starts[digit]] = key
                starts[digit] += 1
            }
        }
    }

    /// The rank of the row at `origin`, `nil` when no source ranks it; `hint` is the source
    /// tried first, and becomes the one found (a list's rows come from one or a few sources).
    ///
    /// - Complexity: O(sources) at worst.
    @inline(__always)
    func rank(of origin: RowOrigin, hint: inout Int) -> UInt32? {
        let id = origin.source.id
        if hint >= sources.count || sources[hint].origin.id != id {
            guard let found = sources.firstIndex(where: { $0.origin.id == id }) else { return nil }
            hint = found
        }
        let ranks = sources[hint].ranks
        return ranks.indices.contains(origin.index) ? ranks[origin.index] : nil
    }
}
