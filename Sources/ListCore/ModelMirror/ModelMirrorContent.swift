/// What a mirrored row shows: its fields (title, subtitle, …, as the host binds the item's
/// properties), detail text and height — or where to read them when the row is shown (an
/// item kept by the host, `reading(_:from:style:height:)`). Two contents that differ make the
/// row's content change (a crossfade); equal contents change nothing.
///
///     ModelMirrorContent(fields: ["Apple", "A fruit"], height: 64)
///     ModelMirrorContent.reading(item, from: source, style: [], height: 40)   // no text stored
///
/// - Complexity: a value; comparing is O(total text length), O(1) for two that read.
package struct ModelMirrorContent: Equatable, Sendable {
    package var fields: [String]
    package var detail: String
    /// Height in points; `nil`: the mirror's `defaultHeight`.
    package var height: Double?
    /// Where the row reads its text instead (`fields` and `detail` are then empty).
    var reference: Reference?

    /// An object of the host's whose text rows read when shown, and the style its text has.
    struct Reference: Equatable, Sendable {
        let source: ExternalRowContent
        let handle: UInt
        let style: RowMetrics.Style

        static func == (lhs: Reference, rhs: Reference) -> Bool {
            lhs.source === rhs.source && lhs.handle == rhs.handle && lhs.style == rhs.style
        }
    }

    package init(fields: [String], detail: String = "", height: Double? = nil) {
        self.fields = fields
        self.detail = detail
        self.height = height
    }

    /// Content read from the host's object `handle` through `source` whenever the row is shown
    /// (`Row(reading:from:serial:version:style:height:)`): nothing of its text is stored. `style`
    /// is what the row's text shows besides its title (the host knows it from what it binds).
    ///
    /// - Complexity: O(1).
    package static func reading(_ handle: UInt, from source: ExternalRowContent, style: RowMetrics.Style,
                               height: Double? = nil) -> ModelMirrorContent {
        var content = ModelMirrorContent(fields: [], height: height)
        content.reference = Reference(source: source, handle: handle, style: style)
        return content
    }
}
