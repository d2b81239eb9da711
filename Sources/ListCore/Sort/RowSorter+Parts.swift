/// A large sort in parts, one a processor: each part reads its slice of the rows, builds their
/// keys and sorts them on its own thread; the sorted parts are then merged in one pass. The result
/// is the one sort's, exactly (ties keep the rows' previous order across parts too).
///
/// Why: at a million rows, reading the values and building their keys is most of a sort key
/// press (the goal: 300 ms to the first animated frame, and 3 s at ten million), and it
/// divides over the processors; the merge is one comparison a row.
///
///     RowSorter.order(of: rows, by: SortDescriptor(column: 0), numeric: false, parts: 2)
///     // == RowSorter.order(of: rows, by: SortDescriptor(column: 0), numeric: false, parts: 1)
///
/// - Complexity: O(text length + n log(n / parts)) split over `parts` threads, plus O(n × parts)
///   for the merge.
extension RowSorter {
    /// From this many rows a sort runs in parts (below, a thread costs more than it saves).
    static let rowsInParts = 1 << 16

    /// How many parts a sort of `count` rows runs in: one a processor, at most four.
    package static func partCount(for count: Int) -> Int {
        guard count >= rowsInParts else { return 1 }
        return Parallel.processorCount(atMost: 4)
    }

    /// One slice of the rows: its numbers sorted, its text keys and their sorted records, and its
    /// empty values, all naming rows by their index in the whole list.
    struct Part {
        let rows: Range<Int>
        var numbers: [(value: Double, row: Int)] = []
        var keys: SortKeyTable
        /// The row of each key slot (32 bits: 40 MB less at a 10M-row sort's peak).
        var texts: [Int32] = []
        var empties: [Int] = []
        var records: [SortKeyTable.Record] = []

        init(rows: Range<Int>, numeric: Bool) {
            self.rows = rows
            keys = SortKeyTable(reservingValues: numeric ? 0 : rows.count)
            if numeric { numbers.reserveCapacity(rows.count) } else { texts.reserveCapacity(rows.count) }
        }

        /// Reads the slice's values: numbers (sorted here), text keys, empties.
        mutating func read(_ all: [Row], column: Int, numeric: Bool, notation: NumberNotation, ascending: Bool) {
            var builder = SortKeyBuilder()
            for index in rows {
                guard let field = all[index].field(column) else {
                    empties.append(index)
                    continue
                }
                if numeric, let value = RowSorter.number(from: field, notation: notation) {
                    numbers.append((value, index))
                    continue
                }
                builder.build(field)
                if builder.isEmpty {
                    empties.append(index)
                } else {
                    keys.append(builder)
                    texts.append(Int32(truncatingIfNeeded: index))
                }
            }
            // A total order (ties by row): by radix from 4 096 values (`RowSorter+NumberRadix.swift`).
            RowSorter.sortNumbers(&numbers, ascending: ascending)
        }

        /// Sorts the text keys' records, skipping the leading weights every part's keys share.
        mutating func sortRecords(skipping skip: Int, ascending: Bool) {
            records = keys.records(skipping: skip)
            records.withUnsafeMutableBufferPointer { [keys] in $0.sortInPlace { keys.precedes($0, $1, ascending: ascending) } }
        }
    }

    /// `order(of:by:numeric:notation:)` in `parts` parts (1: on this thread alone); the same
    /// order whatever the count (the benchmark compares them).
    package static func order(of rows: [Row], by descriptor: SortDescriptor, numeric: Bool, notation: NumberNotation,
                      parts partCount: Int) -> [Int] {
        let partCount = max(1, min(partCount, rows.count))
        var parts = (0..<partCount).map { part in
            Part(rows: rows.count * part / partCount ..< rows.count * (part + 1) / partCount, numeric: numeric)
        }
        let ascending = descriptor.ascending
        inParallel(&parts) { $0.read(rows, column: descriptor.column, numeric: numeric, notation: notation, ascending: ascending) }
        let skip = parts.dropFirst().reduce(parts[0].keys.commonPrimaryCount) { skip, part in
            min(skip, part.keys.sharedPrimaryCount(with: parts[0].keys))
        }
        inParallel(&parts) { $0.sortRecords(skipping: skip, ascending: ascending) }
        return merged(parts, ascending: ascending)
    }

    /// Numbers by value, reversed when descending; ties fall back to the previous position, which
    /// makes any sort stable.
    @inline(__always)
    static func precedes(_ a: (value: Double, row: Int), _ b: (value: Double, row: Int), ascending: Bool) -> Bool {
        if a.value != b.value { return ascending ? a.value < b.value : a.value > b.value }
        return a.row < b.row
    }

    /// The parts' numbers, then their text keys, then their empty values, each merged in order.
    static func merged(_ parts: [Part], ascending: Bool) -> [Int] {
        var order: [Int] = []
        order.reserveCapacity(parts.reduce(0) { $0 + $1.rows.count })
        merge(parts.map(\.numbers), into: &order, row: { $1.row }) { a, _, b, _ in precedes(a, b, ascending: ascending) }
        // Each part's keys and rows taken out once: reading them through `parts[part]` in the
        // closures copied the part (retaining its five arrays) for every row merged.
        let keys = parts.map(\.keys), texts = parts.map(\.texts)
        merge(parts.map(\.records), into: &order, row: { part, record in Int(texts[part][Int(record.slot)]) }) {
            a, partA, b, partB in
            SortKeyTable.keyOrder(a, in: keys[partA], b, in: keys[partB], ascending: ascending)
                ?? (texts[partA][Int(a.slot)] < texts[partB][Int(b.slot)])
        }
        for part in parts { order.append(contentsOf: part.empties) }
        return order
    }

    /// Merges sorted `runs`; `precedes(a, partA, b, partB)` orders elements of any two parts.
    /// Runs that do not overlap (rows already in order, or in reverse for a descending sort) are
    /// appended one after the other: at 10M rows already in order, the merge took 450 ms.
    private static func merge<Element>(_ runs: [[Element]], into order: inout [Int], row: (Int, Element) -> Int,
                                       by precedes: (Element, Int, Element, Int) -> Bool) {
        if let sequence = sequence(of: runs, by: precedes) {
            for part in sequence {
                for element in runs[part] { order.append(row(part, element)) }
            }
            return
        }
        var heads = [Int](repeating: 0, count: runs.count)
        while true {
            var best = -1
            for part in runs.indices where heads[part] < runs[part].count {
                if best < 0 || precedes(runs[part][heads[part]], part, runs[best][heads[best]], best) { best = part }
            }
            guard best >= 0 else { return }
            order.append(row(best, runs[best][heads[best]]))
            heads[best] += 1
        }
    }

    /// The non-empty runs in order when each one ends before the next begins; `nil` when two
    /// overlap. One comparison a run after sorting them by their first elements.
    private static func sequence<Element>(of runs: [[Element]],
                                          by precedes: (Element, Int, Element, Int) -> Bool) -> [Int]? {
        var sequence = runs.indices.filter { !runs[$0].isEmpty }
        sequence.sort { precedes(runs[$0][0], $0, runs[$1][0], $1) }
        for (a, b) in zip(sequence, sequence.dropFirst()) where !precedes(runs[a][runs[a].count - 1], a, runs[b][0], b) {
            return nil
        }
        return sequence
    }

    /// Runs `work` on every part, each on its own thread (one part: on this one).
    private static func inParallel(_ parts: inout [Part], _ work: (inout Part) -> Void) {
        parts.withUnsafeMutableBufferPointer { buffer in
            Parallel.forEach(buffer.count) { work(&buffer[$0]) }
        }
    }
}
