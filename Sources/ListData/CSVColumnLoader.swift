import Foundation
import ListCore

/// Loads a CSV file straight into a compact `ColumnTable`: one pass over the bytes with the one
/// tokenizer (`CSVByteReader`), fields decoded one at a time, no `[[String]]` of the whole file,
/// so a million-row file costs its compact columns and not several times its size. Gives exactly
/// what `RowSource.rows(from: CSVTable.parse(text))` gives (same schema, ids, fields, details,
/// heights) and throws what it throws (the same `CSVError`, line and message), and also a
/// `CSVError` for bytes that are not UTF-8 (their line and offset).
///
///     let loaded = try CSVColumnLoader.load(data)   // (schema, rows)
///     // "a,b\n1\n": CSVError "line 2: expected 2 fields, found 1"
///
/// - Complexity: O(bytes) expected.
public enum CSVColumnLoader {
    /// Files at least this large load on the worker after the window opens (`ListDemo`); smaller
    /// ones load before it, so a bad one exits before any window.
    public static let backgroundBytes = 8 << 20

    /// The column names of a file whose header `load` would take; `nil` when the header is bad.
    public static func header(of data: Data, separator: UInt8 = UInt8(ascii: ",")) -> [String]? {
        data.withUnsafeBytes { raw in
            var reader = CSVByteReader(raw.bindMemory(to: UInt8.self), separator: separator)
            return try? reader.header()
        }
    }

    /// `separator`: `,` for CSV, a tab for TSV (`DataFormat`). `preferring`: the notation that
    /// reads numbers a column could read two ways (the user's). `progress`, when given, hears the
    /// number of records read so far every 8 192 records.
    public static func load(_ data: Data, separator: UInt8 = UInt8(ascii: ","), preferring: NumberNotation? = .user,
                            progress: ((Int) -> Void)? = nil) throws(CSVError) -> (schema: ColumnSchema, rows: [Row]) {
        try data.withUnsafeBytes { raw in Result { () throws(CSVError) in
            try load(raw.bindMemory(to: UInt8.self), separator: separator, preferring: preferring, progress: progress)
        } }.get()
    }

    /// `load` for the file at `path`, its failure the one line the app prints: "PATH: line L: reason".
    ///
    ///     try CSVColumnLoader.load(data, path: "bad.csv")   // FileError "bad.csv: line 3: expected 2 fields, found 1"
    public static func load(_ data: Data, path: String, separator: UInt8 = UInt8(ascii: ","),
                            progress: ((Int) -> Void)? = nil) throws(FileError) -> (schema: ColumnSchema, rows: [Row]) {
        do {
            return try load(data, separator: separator, progress: progress)
        } catch {
            throw FileError(path: path, reason: error.description)
        }
    }

    static func load(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ","),
                     preferring: NumberNotation? = .user, progress: ((Int) -> Void)? = nil)
        throws(CSVError) -> (schema: ColumnSchema, rows: [Row]) {
        var reader = CSVByteReader(bytes, separator: separator)
        let header = try reader.header()
        let detailColumn = header.firstIndex { $0.lowercased() == "description" }
        let expectedRows = bytes.count / 64
        var builder = ColumnTable.Builder(columnCount: header.count, detailColumn: detailColumn,
                                          reservingRows: expectedRows)
        var heights: [Double] = []
        var ids = RowSource.UniqueIDs(reservingCapacity: expectedRows)
        var inference = ColumnSchema.Inference(header: header, preferring: preferring)
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
        guard !heights.isEmpty else { throw CSVError.noRecords }
        let table = builder.build()
        return (inference.schema, heights.indices.map { table.row(at: $0, height: heights[$0]) })
    }
}
