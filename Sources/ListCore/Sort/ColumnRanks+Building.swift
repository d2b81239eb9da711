/// Making a column's ranks in little memory: the rows of every source, in chunks of at most an
/// eighth of them (at least `minimumChunk`), each keyed and sorted alone (a `SortKeyTable` and
/// its records, as a sort's part does), its keys then dropped and only its sorted rows kept; the
/// chunks are then merged by building each chunk's next key again, and a rank is counted up
/// wherever a key differs from the one before.
///
///     let sources = ColumnRanks.sources(of: list.rows)!            // the tables and makers
///     let ranks = ColumnRanks(ranking: sources, column: 0) { gate.pass(); return !stopped }
///
/// Why in chunks: the work runs in the background beside the list (after rows load), where a
/// whole sort's keys (55 bytes a row: 550 MB at ten million rows) would raise the app's peak
/// above a toolkit list view's; a chunk's keys are an eighth of that, and its sorted rows 4 bytes each.
/// The price is each key built twice.
///
/// - Complexity: O(text length) twice, plus O(n log n) comparisons; memory: 8 bytes a row
///   (sorted rows and ranks) plus one chunk's keys.
extension ColumnRanks {
    /// A source of rows to rank, and how many of its rows: a table's count, a maker's largest
    /// number in the list plus one.
    struct Extent: Sendable {
        let source: RowOrigin.Source
        let count: Int
    }

    /// The smallest chunk (below it, the merge's extra key builds cost more than the memory saved).
    static let minimumChunk = 1 << 17

    /// The sources of `rows` and how many rows each has, `nil` when a row has no origin (a
    /// stored or external row: the list cannot be ranked) or a maker's numbers run past four
    /// times the rows (ranking every number below them would be mostly waste).
    ///
    ///     ColumnRanks.sources(of: generatedRows)   // [maker GeneratedRowContent, count 1 000 000]
    ///
    /// - Complexity: O(n).
    static func sources(of rows: [Row]) -> [Extent]? {
        var sources: [(source: RowOrigin.Source, count: Int)] = []
        var hint = 0
        for row in rows {
            guard let origin = row.origin else { return nil }
            let id = origin.source.id
            if hint >= sources.count || sources[hint].source.id != id {
                if let found = sources.firstIndex(where: { $0.source.id == id }) {
                    hint = found
                } else {
                    sources.append((origin.source, 0))
                    hint = sources.count - 1
                }
            }
            sources[hint].count = max(sources[hint].count, origin.index + 1)
        }
        var extents: [Extent] = []
        for (source, count) in sources {
            switch source {
            case .maker: guard count <= 4 * max(rows.count, 1) else { return nil }
                extents.append(Extent(source: source, count: count))
            case .table(let table): extents.append(Extent(source: source, count: table.count))
            }
        }
        return extents
    }

    /// Whether these ranks rank every row of `sources` (the same tables, a maker's numbers as
    /// far): then ranking them again would give the same ranks.
    ///
    /// - Complexity: O(sources²), a handful.
    func covers(_ sources: [Extent]) -> Bool {
        sources.allSatisfy { extent in
            self.sources.contains { $0.origin.id == extent.source.id && $0.ranks.count >= extent.count }
        }
    }

    /// Ranks `column` of every row of `sources`; `proceed` is called every few thousand rows: it
    /// may wait (`WorkGate.pass`, while the scheduler's jobs run), and `false` stops the ranking
    /// (`nil`: a sort by the column came first, and its memory is let go at once). `chunk`: rows
    /// keyed at once (tests make it small to merge many chunks).
    ///
    /// - Complexity: see the extension's documentation.
    init?(ranking sources: [Extent], column: Int, chunk: Int? = nil, proceed: () -> Bool = { true }) {
        guard proceed() else { return nil }   // waits before anything is allocated
        let total = sources.reduce(0) { $0 + $1.count }
        precondition(total < Int(UInt32.max), "at most 2^32 - 1 rows ranked")
        var bases = [0]
        for source in sources { bases.append(bases.last! + source.count) }
        let chunk = max(1, chunk ?? max(Self.minimumChunk, (total + 7) / 8))
        let field = Fields(sources: sources, bases: bases, column: column)
        // Each chunk's non-empty rows in key order, one run after another.
        var sorted: [UInt32] = []
        sorted.reserveCapacity(total)
        var runs: [Range<Int>] = []
        // The leading primary codes every key shares ("Row " in "Row 1", "Row 2", …): the merge
        // compares what follows them.
        var shared: [UInt16]?
        for start in stride(from: 0, to: total, by: chunk) {
            let first = sorted.count
            guard let common = Self.sortChunk(start ..< min(total, start + chunk), field: field, into: &sorted,
                                              proceed: proceed) else { return nil }
            guard sorted.count > first else { continue }
            runs.append(first ..< sorted.count)
            shared = shared.map { zip($0, common).prefix { $0 == $1 }.map(\.0) } ?? common
        }
        // Made only now: 40 MB at 10M rows less while the chunks are keyed.
        var ranks = [UInt32](repeating: Self.empty, count: total)
        guard let textCount = Self.rankRuns(runs, of: sorted, field: field, skip: shared?.count ?? 0, into: &ranks,
                                            proceed: proceed) else { return nil }
        // One source (generated rows, a table) keeps the array as it is; several share it out.
        let perSource = sources.indices.map { index in
            Source(origin: sources[index].source,
                   ranks: sources.count == 1 ? ranks : Array(ranks[bases[index] ..< bases[index + 1]]))
        }
        self.init(column: column, sources: perSource, textCount: textCount)
    }

    /// Appends the non-empty values of `positions` to `sorted`, in key order (ties by position);
    /// returns the leading primary codes their keys share (`nil`: stopped).
    private static func sortChunk(_ positions: Range<Int>, field: Fields, into sorted: inout [UInt32],
                                  proceed: () -> Bool) -> [UInt16]? {
        var keys = SortKeyTable(reservingValues: positions.count)
        var slots: [UInt32] = []
        slots.reserveCapacity(positions.count)
        var builder = SortKeyBuilder()
        for position in positions {
            if position & 4095 == 0, !proceed() { return nil }
            guard let text = field(position) else { continue }
            builder.build(text)
            if builder.isEmpty { continue }
            keys.append(builder)
            slots.append(UInt32(truncatingIfNeeded: position))
        }
        var records = keys.records()
        records.withUnsafeMutableBufferPointer { $0.sortInPlace { keys.precedes($0, $1, ascending: true) } }
        for record in records { sorted.append(slots[Int(record.slot)]) }
        return Array(keys.commonPrimary)
    }

    /// Merges the sorted runs, giving each row its dense rank; returns how many distinct values
    /// (`nil`: stopped).
    private static func rankRuns(_ runs: [Range<Int>], of sorted: [UInt32], field: Fields, skip: Int,
                                 into ranks: inout [UInt32], proceed: () -> Bool) -> Int? {
        var merge = KeyMerge(runs: runs, sorted: sorted, field: field, skip: skip)
        var rank = -1
        var done = 0
        while let (position, isNewKey) = merge.next() {
            if isNewKey { rank += 1 }
            ranks[position] = UInt32(truncatingIfNeeded: rank)
            done += 1
            if done & 4095 == 0, !proceed() { return nil }
        }
        return rank + 1
    }
}

/// The ranked column's field at each position of the sources laid end to end.
private struct Fields {
    let sources: [ColumnRanks.Extent]
    /// Where each source's rows start, and where the last ends.
    let bases: [Int]
    let column: Int

    func callAsFunction(_ position: Int) -> String? {
        var source = 0
        while position >= bases[source + 1] { source += 1 }
        return sources[source].source.field(column, at: position - bases[source])
    }
}

/// The merge of sorted runs of rows by their keys, built again for each run's head: a binary
/// heap of runs, smallest head key on top (ties by run, which keeps equal keys in row order).
/// Heads compare by their four codes after the `skip` every key shares, packed in a word, and
/// by their whole keys only when those tie (at 10M rows, comparing whole keys took half the merge).
///
/// - Complexity: O(log runs) comparisons and one key build a row.
private struct KeyMerge: ~Copyable {
    let sorted: [UInt32]
    let field: Fields
    let skip: Int
    var runs: [Range<Int>]
    /// Each run's head key, as 16-bit codes (`SortKeyBuilder.writeCodes`).
    var heads: [[UInt16]]
    /// Each head's four codes after `skip`, the first highest (0 past the key's end: before any code).
    var prefixes: [UInt64]
    /// The key of the row `next()` gave last (empty before the first).
    var previous: [UInt16] = []
    var heap: [Int]
    var builder = SortKeyBuilder()

    init(runs: [Range<Int>], sorted: [UInt32], field: Fields, skip: Int) {
        self.sorted = sorted
        self.field = field
        self.skip = skip
        self.runs = runs
        heads = Array(repeating: [], count: runs.count)
        prefixes = Array(repeating: 0, count: runs.count)
        heap = []
        for run in runs.indices {
            buildHead(of: run)
            heap.append(run)
            siftUp(heap.count - 1)
        }
    }

    /// The next row in key order, and whether its key differs from the row's before it.
    mutating func next() -> (position: Int, isNewKey: Bool)? {
        guard let run = heap.first else { return nil }
        let position = Int(sorted[runs[run].lowerBound])
        let isNewKey = previous.isEmpty || heads[run] != previous
        swap(&previous, &heads[run])
        runs[run] = runs[run].dropFirst()
        if runs[run].isEmpty {
            heap.swapAt(0, heap.count - 1)
            heap.removeLast()
        } else {
            buildHead(of: run)
        }
        if !heap.isEmpty { siftDown(0) }
        return (position, isNewKey)
    }

    private mutating func buildHead(of run: Int) {
        heads[run].removeAll(keepingCapacity: true)
        builder.build(field(Int(sorted[runs[run].lowerBound])) ?? "")
        builder.writeCodes(to: &heads[run])
        var prefix: UInt64 = 0
        for place in 0..<4 {
            let index = skip + place
            prefix = prefix << 16 | UInt64(index < heads[run].count ? heads[run][index] : 0)
        }
        prefixes[run] = prefix
    }

    private func precedes(_ a: Int, _ b: Int) -> Bool {
        if prefixes[a] != prefixes[b] { return prefixes[a] < prefixes[b] }
        return heads[a].lexicographicallyPrecedes(heads[b]) || (heads[a] == heads[b] && a < b)
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && precedes(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
