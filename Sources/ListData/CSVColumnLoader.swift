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

    /// `load` for a file, its failure the one line the app prints: "PATH: line L: reason", or
    /// "PATH: the file changed while it was read (line L)" when another program changed it
    /// meanwhile (`DataFile.hasChanged`, asked as it is read and once more at the end).
    ///
    ///     try CSVColumnLoader.load(DataFile("bad.csv"))   // FileError "bad.csv: line 3: expected 2 fields, found 1"
    public static func load(_ file: DataFile, separator: UInt8 = UInt8(ascii: ","),
                            progress: ((Int) -> Void)? = nil) throws(FileError) -> (schema: ColumnSchema, rows: [Row]) {
        do {
            return try file.bytes.withUnsafeBytes { raw in Result { () throws(CSVError) in
                try load(raw.bindMemory(to: UInt8.self), separator: separator, progress: progress, file: file)
            } }.get()
        } catch {
            throw FileError(path: file.path, reason: error.description)
        }
    }

    /// The load of `bytes`; `parts`: how many to read them in (tests; else `partCount`).
    /// `file`: the file they are mapped from, whose change fails the load (`Part.read`).
    /// `limits`: the largest part and table (tests make them small).
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ","),
                     preferring: NumberNotation? = .user, progress: ((Int) -> Void)? = nil, parts: Int? = nil,
                     file: DataFile? = nil, limits: Limits = Limits())
        throws(CSVError) -> (schema: ColumnSchema, rows: [Row]) {
        var reader = CSVByteReader(bytes, separator: separator)
        let header: [String]
        do {
            header = try reader.header()
        } catch {
            if let file, file.hasChanged() { throw .fileChanged(line: reader.recordLine) }
            throw error
        }
        let format = Format(header: header, separator: separator, preferring: preferring)
        let partCount = parts ?? partCount(forBytes: bytes.count, limits: limits)
        let loaded: (schema: ColumnSchema, rows: [Row])
        if partCount > 1 {
            loaded = try load(bytes, from: reader.offset, format: format, parts: partCount, progress: progress,
                              file: file, limits: limits)
        } else {
            var part = Part(format, bytes: bytes.count, textLimit: limits.tableBytes)
            try part.read(&reader, file: file, progress: progress)
            guard !part.heights.isEmpty else { throw CSVError.noRecords }
            loaded = (part.inference.schema, Part.rows(of: [part]))
        }
        // Read to the end: a change now may have come before a page was read.
        if let file, file.hasChanged() { throw .fileChanged(line: CSVByteReader.lines(in: bytes)) }
        return loaded
    }

    /// How large a part of a file and its table may be.
    struct Limits {
        /// A file larger than this loads in more parts than processors, each at most this large
        /// (a part's table then stays well under `ColumnTable.textLimit`).
        var partBytes = 1 << 30
        /// `ColumnTable.Builder.textLimit` of each part's table.
        var tableBytes = ColumnTable.textLimit
    }
}
