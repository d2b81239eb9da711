import Foundation
import ListCore

/// Where the list's rows come from: a CSV table (`--data`) or generated rows (`--rows`).
///
/// Heights are exact and follow from the data, never from measuring text:
/// - a CSV row is 56 points when its detail text has at most 60 characters and 72 otherwise
///   (room for a second line of detail);
/// - a generated row is 44, 56 or 72 points, picked by a hash of its index.
///
///     let table = try CSVTable.parse("name,country\nTokyo,Japan\nTokyo,USA\n")
///     let (schema, rows) = try RowSource.rows(from: table)
///     rows.map(\.id)                                   // ["tokyo", "tokyo-2"]
///     RowSource.generated(count: 3).rows.map(\.id)     // ["row-0", "row-1", "row-2"]
///
/// - Complexity: both sources are O(n) in the number of fields.
public enum RowSource {
    /// Height of a row whose detail fits one line (at most `detailLineLength` characters).
    public static let shortRowHeight: Double = 56
    /// Height of a row whose detail needs two lines.
    public static let tallRowHeight: Double = 72
    public static let detailLineLength = 60
    /// The heights generated rows use.
    public static let generatedHeights: [Double] = [44, 56, 72]

    /// Rows from a parsed CSV table, in file order.
    ///
    /// - the id is the first column as a lowercase slug (`"São Paulo"` → `"sao-paulo"`), made
    ///   unique with `-2`, `-3`, … in file order; an empty slug becomes `"row"`;
    /// - `fields` are all columns; `detail` is the column named `description` (any case) if there
    ///   is one, otherwise the fields joined with `", "`;
    /// - the schema marks number columns (`ColumnSchema.inferred`).
    ///
    /// Throws when the table has no records.
    public static func rows(from table: CSVTable) throws(CSVError) -> (schema: ColumnSchema, rows: [Row]) {
        guard !table.records.isEmpty else {
            throw CSVError.noRecords
        }
        let schema = ColumnSchema.inferred(header: table.header, records: table.records, preferring: .user)
        let detailColumn = schema.index(ofColumnNamed: "description")
        var ids = UniqueIDs()
        // The text goes into one compact column table; each row keeps its index and height.
        var builder = ColumnTable.Builder(columnCount: table.header.count, detailColumn: detailColumn,
                                          reservingRows: table.records.count)
        var heights: [Double] = []
        heights.reserveCapacity(table.records.count)
        // A record of another width (only from a hand-made `CSVTable`) keeps its own storage.
        var odd: [Int: Row] = [:]
        for record in table.records {
            let id = ids.claim(slug(record.first ?? ""))
            let detail = detailColumn.map { record[$0] } ?? record.joined(separator: ", ")
            let height = height(forDetail: detail)
            if record.count == table.header.count {
                builder.append(id: id, fields: record)
            } else {
                odd[heights.count] = Row(id: RowID(id), fields: record, detail: detail, height: height)
                builder.append(id: id, fields: Array(repeating: "", count: table.header.count))
            }
            heights.append(height)
        }
        let columns = builder.build()
        return (schema, heights.indices.map { odd[$0] ?? columns.row(at: $0, height: heights[$0]) })
    }

    /// The exact height of a CSV row with this detail text.
    public static func height(forDetail detail: String) -> Double {
        // At most `detailLineLength` characters: certain with no more UTF-8 bytes than that;
        // otherwise walk one past the limit, not the whole text (`count` walked every grapheme
        // of every row's description).
        guard detail.utf8.count > detailLineLength else { return shortRowHeight }
        let past = detail.index(detail.startIndex, offsetBy: detailLineLength, limitedBy: detail.endIndex)
        return past == nil || past == detail.endIndex ? shortRowHeight : tallRowHeight
    }

    /// `count` deterministic rows: ids `row-0`, `row-1`, …; fields `["Row i", "Group (i % 17)",
    /// "value"]` with a pseudo-random value in `0 ..< 100_000`; variable heights. The same index
    /// always gives the same row, whatever `count` is.
    public static func generated(count: Int) -> (schema: ColumnSchema, rows: [Row]) {
        let schema = ColumnSchema(columns: [
            .init(name: "name", kind: .text), .init(name: "group", kind: .text),
            .init(name: "value", kind: .number),
        ])
        var rows: [Row] = []
        rows.reserveCapacity(max(count, 0))
        for index in 0..<max(count, 0) {
            rows.append(generatedRow(at: index))
        }
        return (schema, rows)
    }

    /// Generated row number `index` (see `generated(count:)`). Its text is made on demand from
    /// the index (`GeneratedRowContent`), so the row stores only its number and height.
    public static func generatedRow(at index: Int) -> Row {
        let hash = SplitMix64.mix(UInt64(index))
        return Row(number: index,
                   height: generatedHeights[Int((hash >> 32) % UInt64(generatedHeights.count))],
                   content: GeneratedRowContent.self)
    }

    /// A lowercase id slug: letters and digits kept (accents removed), everything else becomes a
    /// single `-`, none at either end.
    static func slug(_ text: String) -> String {
        var text = text
        return text.withUTF8 { latinSlug(utf8: $0) } ?? unicodeSlug(text)
    }

    /// `slug(_:)` of text given as UTF-8 bytes: the identity rule of a CSV file's table, which
    /// makes the ids it does not store from the names (`ColumnTable.IdentityRule`).
    static let slugOfUTF8: ColumnTable.IdentityRule = { bytes in
        latinSlug(utf8: bytes) ?? unicodeSlug(String(decoding: bytes, as: UTF8.self))
    }

    /// `slug` through Foundation's folding and Unicode properties: any text.
    static func unicodeSlug(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        var result = ""
        var pendingDash = false
        for scalar in folded.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "row" : result
    }

    /// Hands out ids, adding `-2`, `-3`, … to a slug that is already taken.
    struct UniqueIDs {
        private var taken: Set<String> = []
        private var nextSuffix: [String: Int] = [:]

        /// `rows`: how many ids are expected (growing the set as it fills rehashed every id
        /// taken: 9 % of loading a 1M-row CSV file).
        init(reservingCapacity rows: Int = 0) {
            taken.reserveCapacity(rows)
        }

        /// True when `id` was claimed here.
        func contains(_ id: String) -> Bool { taken.contains(id) }

        /// Takes the ids `other` claimed too, as if it had claimed them after these: exact when no
        /// id was claimed by both (then no base was suffixed by both either).
        mutating func formUnion(_ other: UniqueIDs) {
            taken.formUnion(other.taken)
            nextSuffix.merge(other.nextSuffix) { max($0, $1) }
        }

        mutating func claim(_ base: String) -> String {
            if taken.insert(base).inserted { return base }
            var suffix = nextSuffix[base, default: 2]
            while !taken.insert("\(base)-\(suffix)").inserted { suffix += 1 }
            nextSuffix[base] = suffix + 1
            return "\(base)-\(suffix)"
        }
    }
}
