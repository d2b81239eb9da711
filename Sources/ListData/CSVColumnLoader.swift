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
/// A file of `partBytes` or more loads in parts, one a processor (`CSVColumnLoader+Parts.swift`),
/// to the same result.
///
/// - Complexity: O(bytes) expected.
public enum CSVColumnLoader {
    /// Files at least this large load on a worker while the window opens, and their rows land
    /// after it (`ListDemo`); smaller ones load before it, so a bad one exits before any window.
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
                     preferring: NumberNotation? = .user, progress: ((Int) -> Void)? = nil, parts: Int? = nil)
        throws(CSVError) -> (schema: ColumnSchema, rows: [Row]) {
        var reader = CSVByteReader(bytes, separator: separator)
        let header = try reader.header()
        let format = Format(header: header, separator: separator, preferring: preferring)
        let partCount = parts ?? partCount(forBytes: bytes.count)
        if partCount > 1, let loaded = load(bytes, from: reader.offset, format: format, parts: partCount, progress: progress) {
            return loaded
        }
        var part = Part(format, bytes: bytes.count)
        try part.read(&reader, progress: progress)
        guard !part.heights.isEmpty else { throw CSVError.noRecords }
        return (part.inference.schema, Part.rows(of: [part]))
    }
}
