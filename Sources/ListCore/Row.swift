/// One item of the list: an identity, a content version and the values shown for it.
///
/// `version` changes whenever the content changes, so a planner can tell "moved" from
/// "moved and changed" without comparing every field.
///
///     let row = Row(id: "tokyo", fields: ["Tokyo", "Japan", "37400068"], height: 56)
///
/// The identity and content are either stored (`init(id:fields:detail:height:version:)`) or
/// made on demand from the row's number by a `RowContentMaker` (`init(number:height:content:)`):
/// a generated row stores no text at all, so a million of them cost 32 bytes each. Reading
/// `id`, `fields`, `detail` or `version` gives the same values either way; setting one stores
/// them (a made row's version is 0).
///
/// - Complexity: O(1) to make; a table or generated row's text is made when read.
public struct Row: Hashable, Sendable {
    /// Exact height in points; known from the data, never estimated.
    public var height: Double
    private var content: Content

    /// Stored identity and content, shared between copies (immutable; a change makes a new one).
    private final class Stored: Sendable {
        let id: RowID
        let fields: [String]
        let detail: String
        let version: Int

        init(id: RowID, fields: [String], detail: String, version: Int) {
            self.id = id
            self.fields = fields
            self.detail = detail
            self.version = version
        }
    }

    /// A class reference, or the maker type (two words) and the number: 24 bytes, the case
    /// kept in the pointers' spare bits.
    private enum Content: Sendable {
        case stored(Stored)
        case made(maker: any RowContentMaker.Type, number: Int)
        case table(ColumnTable, index: Int)
    }

    public init(id: RowID, fields: [String], detail: String = "", height: Double = 56, version: Int = 0) {
        self.content = .stored(Stored(id: id, fields: fields, detail: detail, version: version))
        self.height = height
    }

    /// A row whose identity, fields and detail are made on demand by `maker` from `number`
    /// (e.g. a generated row's index): only the maker, the number and the height are stored.
    ///
    ///     Row(number: 7, height: 56, content: GeneratedRowContent.self)
    ///
    /// - Complexity: O(1); reading `id` or `fields` then costs what the maker costs.
    public init(number: Int, height: Double, content maker: any RowContentMaker.Type) {
        self.content = .made(maker: maker, number: number)
        self.height = height
    }

    /// Row `index` of a `ColumnTable` (see `ColumnTable.row(at:height:)`).
    init(table: ColumnTable, index: Int, height: Double) {
        self.content = .table(table, index: index)
        self.height = height
    }

    public var id: RowID {
        get {
            switch content {
            case .stored(let stored): return stored.id
            case .made(let maker, let number): return maker.id(of: number)
            case .table(let table, let index): return table.id(at: index)
            }
        }
        set { content = .stored(Stored(id: newValue, fields: fields, detail: detail, version: version)) }
    }

    /// Column values, in the order of the table's columns (`ColumnSchema`).
    public var fields: [String] {
        get {
            switch content {
            case .stored(let stored): return stored.fields
            case .made(let maker, let number):
                var fields: [String] = []
                while let field = maker.content(of: number, column: fields.count) { fields.append(field) }
                return fields
            case .table(let table, let index): return table.fields(at: index)
            }
        }
        set { content = .stored(Stored(id: id, fields: newValue, detail: detail, version: version)) }
    }

    /// Free text shown on the detail page.
    public var detail: String {
        get {
            switch content {
            case .stored(let stored): return stored.detail
            case .made(let maker, let number): return maker.content(of: number, column: -1) ?? ""
            case .table(let table, let index): return table.detail(at: index)
            }
        }
        set { content = .stored(Stored(id: id, fields: fields, detail: newValue, version: version)) }
    }

    /// Content version; bump it when `fields` or `detail` change.
    public var version: Int {
        get {
            switch content {
            case .stored(let stored): return stored.version
            case .made, .table: return 0
            }
        }
        set { content = .stored(Stored(id: id, fields: fields, detail: detail, version: newValue)) }
    }

    /// Field `column`, or `nil` past the last one; a made row makes only this field.
    /// - Complexity: O(1) for stored content.
    public func field(_ column: Int) -> String? {
        switch content {
        case .stored(let stored): return stored.fields.indices.contains(column) ? stored.fields[column] : nil
        case .made(let maker, let number): return column >= 0 ? maker.content(of: number, column: column) : nil
        case .table(let table, let index): return table.field(column, at: index)
        }
    }

    /// The style its maker knows without making text (`RowContentMaker.style(of:)`), if any.
    var madeStyle: RowMetrics.Style? {
        if case .made(let maker, let number) = content { maker.style(of: number) } else { nil }
    }

    /// The primary text of the row (its first field).
    public var title: String { field(0) ?? id.rawValue }

    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.height == rhs.height && lhs.version == rhs.version && lhs.id == rhs.id
            && lhs.fields == rhs.fields && lhs.detail == rhs.detail
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(height)
        hasher.combine(version)
        hasher.combine(fields)
        hasher.combine(detail)
    }
}
