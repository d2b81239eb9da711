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

    /// What every part reads the records by.
    struct Format {
        let header: [String]
        let separator: UInt8
        let preferring: NumberNotation?
        /// The column whose value is a row's detail (`description`), if any.
        let detailColumn: Int?

        init(header: [String], separator: UInt8, preferring: NumberNotation?) {
            self.header = header
            self.separator = separator
            self.preferring = preferring
            detailColumn = header.firstIndex { $0.lowercased() == "description" }
        }
    }

    /// The records of one stretch of the file, read into their own compact table.
    struct Part {
        var builder: ColumnTable.Builder
        var heights: [Double] = []
        var ids: RowSource.UniqueIDs
        var inference: ColumnSchema.Inference
        let detailColumn: Int?

        /// `bytes`: the stretch's size, to reserve for its rows (about 64 bytes a row).
        init(_ format: Format, bytes: Int) {
            let expectedRows = bytes / 64
            builder = ColumnTable.Builder(columnCount: format.header.count, detailColumn: format.detailColumn,
                                          reservingRows: expectedRows)
            ids = RowSource.UniqueIDs(reservingCapacity: expectedRows)
            inference = ColumnSchema.Inference(header: format.header, preferring: format.preferring)
            detailColumn = format.detailColumn
            heights.reserveCapacity(expectedRows)
        }

        /// Reads every record `reader` has left; `progress` hears 8 192 each time it has read that many more.
        mutating func read(_ reader: inout CSVByteReader, progress: ((Int) -> Void)?) throws(CSVError) {
            var fields: [String] = []
            while try reader.nextRecord(into: &fields) {
                inference.observe(fields)
                let id = ids.claim(RowSource.slug(fields[0]))
                let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
                builder.append(id: id, fields: fields)
                heights.append(RowSource.height(forDetail: detail))
                if heights.count & 8191 == 0 { progress?(heights.count) }
                fields.removeAll(keepingCapacity: true)
            }
        }

        /// Appends the part's rows, which read their text from the part's table.
        func appendRows(to rows: inout [Row]) {
            let table = builder.build()
            for index in heights.indices { rows.append(table.row(at: index, height: heights[index])) }
        }
    }

    /// The file's records (from `start`, after the header) in `parts` parts; `nil` when the
    /// one-thread load must decide (a part failed, or no records).
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, format: Format, parts partCount: Int,
                     progress: ((Int) -> Void)?) -> (schema: ColumnSchema, rows: [Row])? {
        let bounds = recordStarts(in: bytes, from: start, parts: partCount)
        var parts = [Part?](repeating: nil, count: partCount)
        let read = Atomic<Int>(0)
        parts.withUnsafeMutableBufferPointer { parts in
            Parallel.forEach(partCount) { index in
                let stretch = UnsafeBufferPointer(rebasing: bytes[bounds[index]..<bounds[index + 1]])
                var reader = CSVByteReader(records: stretch, separator: format.separator, width: format.header.count)
                var part = Part(format, bytes: stretch.count)
                do {
                    try part.read(&reader) { _ in progress?(read.add(8192, ordering: .relaxed).newValue) }
                    parts[index] = part
                } catch {}
            }
        }
        guard parts.allSatisfy({ $0 != nil }) else { return nil }
        var rows: [Row] = []
        rows.reserveCapacity(parts.reduce(0) { $0 + ($1?.heights.count ?? 0) })
        var claimed = parts[0]!.ids   // the ids of the parts joined so far, as one thread claims them
        var inference = parts[0]!.inference
        for index in parts.indices {
            var part = parts[index]!
            parts[index] = nil
            if index > 0 {
                // An id an earlier part made too: one thread would have suffixed it. The part's
                // rows claim their ids again after the earlier parts', in order.
                let rowsRead = part.builder.count
                if (0..<rowsRead).contains(where: { claimed.contains(part.builder.id(at: $0)) }) {
                    for row in 0..<rowsRead {
                        let id = claimed.claim(RowSource.slug(part.builder.field(0, at: row)))
                        if id != part.builder.id(at: row) { part.builder.replaceID(at: row, with: id) }
                    }
                } else if index < parts.count - 1 {
                    claimed.formUnion(part.ids)
                }
                inference.merge(part.inference)
            }
            part.appendRows(to: &rows)
        }
        guard !rows.isEmpty else { return nil }
        return (inference.schema, rows)
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
