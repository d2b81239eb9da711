import ListCore
import Synchronization

/// A large file loaded in parts, one a processor: the records are split where a line break falls
/// outside quotes, each part is read into its own compact table on its own thread, and the parts'
/// rows are joined in file order. The result is the one-thread load's exactly (same rows, ids,
/// heights and schema). A part that made an id an earlier part made too (two cities of one name:
/// one thread would have suffixed the later) claims its rows' ids again after the earlier parts'
/// ids, in order, as one thread does; a part that fails (a bad file) leaves the whole file to the
/// one-thread load, which names the line.
///
/// Why: reading fields, making ids and inferring number columns is most of loading a 1M-row file
/// (1.6 s of the 2.5 s to the rows shown), and it divides over the processors.
///
/// - Complexity: O(bytes) split over the parts, plus O(rows) for the id check on one thread (and
///   for claiming a part's ids again).
extension CSVColumnLoader {
    /// From this size a file loads in parts.
    static let partBytes = 4 << 20

    /// How many parts a file of `bytes` loads in: one a processor (at most four) from `partBytes`.
    public static func partCount(forBytes bytes: Int) -> Int {
        bytes >= partBytes ? Parallel.processorCount(atMost: 4) : 1
    }

    /// The file's records (from `start`, after the header) in `parts` parts; `nil` when the
    /// one-thread load must decide (a part failed, or no records).
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, format: Format, parts partCount: Int,
                     progress: ((Int) -> Void)?) -> (schema: ColumnSchema, rows: [Row])? {
        let bounds = recordStarts(in: bytes, from: start, parts: partCount)
        var parts = [Part?](repeating: nil, count: partCount)
        let recordsRead = Atomic<Int>(0)
        parts.withUnsafeMutableBufferPointer { parts in
            Parallel.forEach(partCount) { index in
                let stretch = UnsafeBufferPointer(rebasing: bytes[bounds[index]..<bounds[index + 1]])
                var reader = CSVByteReader(records: stretch, separator: format.separator, width: format.header.count)
                var part = Part(format, bytes: stretch.count)
                do {
                    try part.read(&reader) { _ in progress?(recordsRead.add(8192, ordering: .relaxed).newValue) }
                    parts[index] = part
                } catch {}
            }
        }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        var read = parts.map { $0! }
        parts = []
        // Until a part made an id an earlier part made, each part's ids are the one-thread ids;
        // from that part on, the parts claim their ids again in order, as one thread does.
        let repeating = partsRepeatingEarlierIDs(read)
        var claimed: RowSource.UniqueIDs?   // the ids of the parts joined so far, once needed
        var inference = read[0].inference
        for index in read.indices.dropFirst() {
            if claimed == nil, repeating[index] {
                claimed = read[0].ids
                for earlier in 1..<index { claimed!.formUnion(read[earlier].ids) }
            }
            if var ids = claimed {
                claimed = nil   // no second reference: claiming changes the set in place
                let rowsRead = read[index].builder.count
                if (0..<rowsRead).contains(where: { ids.contains(read[index].builder.id(at: $0)) }) {
                    for row in 0..<rowsRead {
                        let id = ids.claim(RowSource.slug(read[index].builder.field(0, at: row)))
                        if id != read[index].builder.id(at: row) { read[index].builder.replaceID(at: row, with: id) }
                    }
                } else if index < read.count - 1 {
                    ids.formUnion(read[index].ids)
                }
                claimed = ids
            }
            inference.merge(read[index].inference)
        }
        let rows = Part.rows(of: read)
        guard !rows.isEmpty else { return nil }
        return (inference.schema, rows)
    }

    /// For each part, whether one of its ids (as it made them) is one an earlier part made.
    ///
    /// Each part's ids are first fingerprinted at once, a part a processor (FNV-1a of their bytes,
    /// unseeded: a filter, every hit is checked in the sets), then one pass marks the earlier
    /// parts' fingerprints in a bit set of 32 bits a row and looks up only the ids whose bit is
    /// marked. Why: looking every id of a 1M-row file's second part up in the first part's set
    /// took 73–102 ms on one thread (a cache miss each), and longer on two (their reads of the
    /// shared sets contended); this is 2 % of the lookups.
    ///
    /// - Complexity: O(rows) expected, the fingerprints split over the processors.
    static func partsRepeatingEarlierIDs(_ parts: [Part]) -> [Bool] {
        var fingerprints = [[UInt32]](repeating: [], count: parts.count)
        fingerprints.withUnsafeMutableBufferPointer { fingerprints in
            Parallel.forEach(parts.count) { index in
                let builder = parts[index].builder
                fingerprints[index] = (0..<builder.count).map { row in
                    var id = builder.id(at: row)
                    return id.withUTF8 { bytes in
                        bytes.reduce(2_166_136_261 as UInt32) { ($0 ^ UInt32($1)) &* 16_777_619 }
                    }
                }
            }
        }
        let rows = fingerprints.reduce(0) { $0 + $1.count }
        var bits = 64
        while bits < rows * 32 { bits <<= 1 }
        var marked = [UInt64](repeating: 0, count: bits / 64)
        let mask = UInt32(truncatingIfNeeded: bits - 1)
        var repeating = [false]
        for index in parts.indices.dropFirst() {
            for fingerprint in fingerprints[index - 1] {
                let bit = Int(fingerprint & mask)
                marked[bit >> 6] |= 1 << UInt64(bit & 63)
            }
            let builder = parts[index].builder
            repeating.append(fingerprints[index].indices.contains { row in
                let bit = Int(fingerprints[index][row] & mask)
                guard marked[bit >> 6] & (1 << UInt64(bit & 63)) != 0 else { return false }
                let id = builder.id(at: row)
                return parts[..<index].contains { $0.ids.contains(id) }
            })
        }
        return repeating
    }

    /// Where each part's records start: `start`, then for each part the first record after its
    /// share of the bytes — the byte after the first line feed outside quotes (an even count of
    /// quotes before it: a strict CSV file quotes only whole fields and doubles quotes inside
    /// them) — then the end. A file with no such line feed gives empty parts at the end.
    ///
    ///     recordStarts(in: bytes("h\na\n\"b\nc\"\nd\n"), from: 2, parts: 2)   // [2, 10, 12]
    ///
    /// - Complexity: O(bytes).
    static func recordStarts(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, parts: Int) -> [Int] {
        let quote = UInt8(ascii: "\""), lineFeed = UInt8(ascii: "\n")
        var bounds = [start]
        var inQuotes = false
        var scanned = start
        for part in 1..<max(parts, 1) {
            let share = start + (bytes.count - start) * part / parts
            while scanned < share {
                if bytes[scanned] == quote { inQuotes.toggle() }
                scanned += 1
            }
            while scanned < bytes.count {
                let byte = bytes[scanned]
                scanned += 1
                if byte == quote { inQuotes.toggle() } else if byte == lineFeed && !inQuotes { break }
            }
            bounds.append(scanned)
        }
        bounds.append(bytes.count)
        return bounds
    }
}
