/// What a mirrored row shows: its fields (title, subtitle, …, as the host binds the item's
/// properties), detail text and height. Two contents that differ make the row's content change
/// (a crossfade); equal contents change nothing.
///
///     ModelMirrorContent(fields: ["Apple", "A fruit"], height: 64)
///
/// - Complexity: a value; comparing is O(total text length).
public struct ModelMirrorContent: Equatable, Sendable {
    public var fields: [String]
    public var detail: String
    /// Height in points; `nil`: the mirror's `defaultHeight`.
    public var height: Double?

    public init(fields: [String], detail: String = "", height: Double? = nil) {
        self.fields = fields
        self.detail = detail
        self.height = height
    }
}
