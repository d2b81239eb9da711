/// One item of the list: an identity, a content version and the values shown for it.
///
/// `version` changes whenever the content changes, so a planner can tell "moved" from
/// "moved and changed" without comparing every field.
///
///     let row = Row(id: "tokyo", fields: ["Tokyo", "Japan", "37400068"], height: 56)
///
/// The content is either stored (`init(id:fields:detail:height:version:)`) or made on demand
/// from the row's number by a `RowContentMaker` (`init(id:number:height:content:)`): a
/// generated row stores no text at all, so a million of them cost 56 bytes each. Reading `fields` or `detail` gives the same
/// values either way; setting them stores them.
public struct Row: Hashable, Sendable {
    public var id: RowID
    /// Exact height in points; known from the data, never estimated.
    public var height: Double
    /// Content version; bump it when `fields` or `detail` change.
    public var version: Int
    private var content: Content

    /// The maker is a type, not a closure: one pointer whose spare bits also hold the case, so
    /// the content takes 24 bytes either way.
    private enum Content: Sendable {
        case stored(fields: [String], detail: String)
        case made(maker: any RowContentMaker.Type, number: Int)
    }

    public init(id: RowID, fields: [String], detail: String = "", height: Double = 56, version: Int = 0) {
        self.id = id
        self.content = .stored(fields: fields, detail: detail)
        self.height = height
        self.version = version
    }

    /// A row whose fields and detail are made on demand by `maker` from `number` (e.g. a
    /// generated row's index): nothing but the identity, the number and the height is stored.
    ///
    ///     Row(id: "row-7", number: 7, height: 56, content: GeneratedContent.self)
    ///
    /// - Complexity: O(1); reading `fields` then costs what the maker costs per field.
    public init(id: RowID, number: Int, height: Double, version: Int = 0, content maker: any RowContentMaker.Type) {
        self.id = id
        self.content = .made(maker: maker, number: number)
        self.height = height
        self.version = version
    }

    /// Column values, in the order of the table's columns (`ColumnSchema`).
    public var fields: [String] {
        get {
            switch content {
            case .stored(let fields, _): return fields
            case .made(let maker, let number):
                var fields: [String] = []
                while let field = maker.content(of: number, column: fields.count) { fields.append(field) }
                return fields
            }
        }
        set { content = .stored(fields: newValue, detail: detail) }
    }

    /// Free text shown on the detail page.
    public var detail: String {
        get {
            switch content {
            case .stored(_, let detail): return detail
            case .made(let maker, let number): return maker.content(of: number, column: -1) ?? ""
            }
        }
        set { content = .stored(fields: fields, detail: newValue) }
    }

    /// Field `column`, or `nil` past the last one; a made row makes only this field.
    /// - Complexity: O(1) for stored content.
    public func field(_ column: Int) -> String? {
        switch content {
        case .stored(let fields, _): return fields.indices.contains(column) ? fields[column] : nil
        case .made(let maker, let number): return column >= 0 ? maker.content(of: number, column: column) : nil
        }
    }

    /// The primary text of the row (its first field).
    public var title: String { field(0) ?? id.rawValue }

    public static func == (lhs: Row, rhs: Row) -> Bool {
        lhs.id == rhs.id && lhs.height == rhs.height && lhs.version == rhs.version
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
