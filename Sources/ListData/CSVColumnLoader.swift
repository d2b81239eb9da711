import Foundation
import ListCore

/// Loads a CSV file straight into a compact `ColumnTable`: one pass over the bytes, fields
/// decoded one at a time, no `[[String]]` of the whole file, so a million-row file costs its
/// compact columns and not several times its size. Gives exactly what
/// `RowSource.rows(from: CSVTable.parse(text))` gives (same schema, ids, fields, details,
/// heights), or `nil` for anything that path would reject or treat specially — invalid UTF-8, a
/// header with padding or duplicate names, a malformed or ragged record, no records — so the
/// caller falls back to that path for its exact error message.
///
///     if let loaded = CSVColumnLoader.load(data) { show(loaded.rows) } else { /* CSVTable.parse */ }
///
/// - Complexity: O(bytes) expected.
public enum CSVColumnLoader {
    /// Files at least this large load on the worker after the window opens (`ListDemo`); smaller
    /// ones load before it, so a bad one exits before any window.
    public static let backgroundBytes = 8 << 20

    /// The column names of a file whose header `load` would take as it is; `nil` otherwise.
    public static func header(of data: Data, separator: UInt8 = UInt8(ascii: ",")) -> [String]? {
        data.withUnsafeBytes { raw in
            var reader = CSVByteReader(raw.bindMemory(to: UInt8.self), separator: separator)
            var fields: [String] = []
            return reader.nextRecord(into: &fields) ? validHeader(fields) : nil
        }
    }

    /// `separator`: `,` for CSV, a tab for TSV (`DataFormat`). `preferring`: the notation that
    /// reads numbers a column could read two ways (the user's). `progress`, when given, hears the
    /// number of records read so far every 8 192 records.
    public static func load(_ data: Data, separator: UInt8 = UInt8(ascii: ","), preferring: NumberNotation? = .user,
                            progress: ((Int) -> Void)? = nil) -> (schema: ColumnSchema, rows: [Row])? {
        data.withUnsafeBytes { raw in
            load(raw.bindMemory(to: UInt8.self), separator: separator, preferring: preferring, progress: progress)
        }
    }

    static func load(_ bytes: UnsafeBufferPointer<UInt8>, separator: UInt8 = UInt8(ascii: ","),
                     preferring: NumberNotation? = .user, progress: ((Int) -> Void)? = nil)
        -> (schema: ColumnSchema, rows: [Row])? {
        var reader = CSVByteReader(bytes, separator: separator)
        var fields: [String] = []
        guard reader.nextRecord(into: &fields), let header = validHeader(fields) else { return nil }
        let detailColumn = header.firstIndex { $0.lowercased() == "description" }
        var builder = ColumnTable.Builder(columnCount: header.count, detailColumn: detailColumn,
                                          reservingRows: bytes.count / 64)
        var heights: [Double] = []
        var ids = RowSource.UniqueIDs()
        var numeric = NumberColumns(count: header.count, preferring: preferring)
        while true {
            fields.removeAll(keepingCapacity: true)
            guard !reader.isAtEnd else { break }
            guard reader.nextRecord(into: &fields) else {
                if reader.failed { return nil }
                break   // only blank lines were left
            }
            guard fields.count == header.count else { return nil }
            numeric.observe(fields)
            let id = ids.claim(RowSource.slug(fields[0]))
            let detail = detailColumn.map { fields[$0] } ?? fields.joined(separator: ", ")
            builder.append(id: id, fields: fields)
            heights.append(RowSource.height(forDetail: detail))
            if heights.count & 8191 == 0 { progress?(heights.count) }
        }
        guard !heights.isEmpty else { return nil }
        let schema = ColumnSchema(columns: header.indices.map {
            numeric.column($0, named: header[$0])
        })
        let table = builder.build()
        return (schema, heights.indices.map { table.row(at: $0, height: heights[$0]) })
    }

    /// The header if `CSVTable.parse` would take it as it is: names non-empty, without
    /// surrounding whitespace (which it trims), distinct ignoring case.
    private static func validHeader(_ names: [String]) -> [String]? {
        var seen: Set<String> = []
        for name in names {
            guard let first = name.utf8.first, let last = name.utf8.last,
                first > 0x20, first < 0x80, last > 0x20, last < 0x80,
                seen.insert(name.lowercased()).inserted
            else { return nil }
        }
        return names
    }
}
