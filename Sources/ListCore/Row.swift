/// One item of the list: an identity, a content version and the values shown for it.
///
/// `version` changes whenever the content changes, so a planner can tell "moved" from
/// "moved and changed" without comparing every field.
///
///     let row = Row(id: "tokyo", fields: ["Tokyo", "Japan", "37400068"], height: 56)
public struct Row: Hashable, Sendable {
    public var id: RowID
    /// Column values, in the order of the table's columns (`ColumnSchema`).
    public var fields: [String]
    /// Free text shown on the detail page.
    public var detail: String
    /// Exact height in points; known from the data, never estimated.
    public var height: Double
    /// Content version; bump it when `fields` or `detail` change.
    public var version: Int

    public init(id: RowID, fields: [String], detail: String = "", height: Double = 56, version: Int = 0) {
        self.id = id
        self.fields = fields
        self.detail = detail
        self.height = height
        self.version = version
    }

    /// The primary text of the row (its first field).
    public var title: String { fields.first ?? id.rawValue }
}
