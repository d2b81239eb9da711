import ListCore
import Synchronization

/// A large file loaded in parts, one a processor: the records are split where a line break falls
/// outside quotes, each part is read into its own compact table on its own thread, and the parts'
/// rows are joined in file order. The result is the one-thread load's exactly (same rows, ids,
/// heights and schema). A part that made an id an earlier part made too (two cities of one name:
/// one thread would have suffixed the later) claims its rows' ids again after the earlier parts'
/// ids, in order, as one thread does. A part that fails (a bad file) fails the load with the
/// one-thread load's error: the first failing part's, its line counted from the file's start
/// (every part before it read to its end, so it starts where one thread would be; the parts
/// after it stop early). A file over `Limits.partBytes` loads in parts of at most that many
/// bytes, more than one a processor if need be, so no part's table passes its 4 GiB.
///
/// Why: reading fields, making ids and inferring number columns is most of loading a 1M-row file
/// (1.6 s of the 2.5 s to the rows shown), and it divides over the processors.
///
/// - Complexity: O(bytes) split over the parts, plus O(rows) for the id check on one thread (and
///   for claiming a part's ids again).
extension CSVColumnLoader {
    /// From this size a file loads in parts.
    static let partBytes = 4 << 20

    /// How many parts a file of `bytes` loads in: one a processor (at most four) from `partBytes`,
    /// and more when a part would pass `limits.partBytes`.
    public static func partCount(forBytes bytes: Int) -> Int { partCount(forBytes: bytes, limits: Limits()) }

    static func partCount(forBytes bytes: Int, limits: Limits) -> Int {
        guard bytes >= partBytes || bytes > limits.partBytes else { return 1 }
        return max(Parallel.processorCount(atMost: 4), (bytes + limits.partBytes - 1) / limits.partBytes)
    }

    /// The file's records (from `start`, after the header) in `parts` parts.
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, format: Format, parts partCount: Int,
                     progress: ((Int) -> Void)?, file: DataFile? = nil, limits: Limits = Limits())
        throws(CSVError) -> (schema: ColumnSchema, rows: [Row]) {
        let bounds = recordStarts(in: bytes, from: start, parts: partCount)
        var parts = [Result<Part, CSVError>?](repeating: nil, count: partCount)
        let recordsRead = Atomic<Int>(0)
        let firstFailed = Atomic<Int>(.max)   // the parts after it need not finish
        parts.withUnsafeMutableBufferPointer { parts in
            Parallel.forEach(partCount) { index in
                var reader = CSVByteReader(records: bytes, bounds[index]..<bounds[index + 1], separator: format.separator,
                                           width: format.header.count)
                var part = Part(format, bytes: bounds[index + 1] - bounds[index], textLimit: limits.tableBytes)
                do throws(CSVError) {
                    try part.read(&reader, file: file, stop: { firstFailed.load(ordering: .relaxed) < index }) { _ in
                        progress?(recordsRead.add(8192, ordering: .relaxed).newValue)
                    }
                    parts[index] = .success(part)
                } catch {
                    parts[index] = .failure(error)
                    firstFailed.min(index, ordering: .relaxed)
                }
            }
        }
        if let failed = parts.firstIndex(where: { if case .failure = $0 { true } else { false } }),
           case .failure(let error) = parts[failed] {
            // Its lines counted from 1 at its start: add the lines before it.
            let before = CSVByteReader.lineBreaks(in: UnsafeBufferPointer(rebasing: bytes[..<bounds[failed]]))
            throw CSVError(line: error.line.map { $0 + before }, message: error.message)
        }
        var read = parts.map { try! $0!.get() }
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
        guard !rows.isEmpty else { throw CSVError.noRecords }
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
