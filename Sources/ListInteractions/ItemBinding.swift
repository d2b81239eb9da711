import CGtk
import CListInteractions
import ListCore

/// Which item properties a row shows and which one names its identity: the widget's
/// `id-property`, `title-property`, `subtitle-property` and `description-property`.
///
///     var binding = ItemBinding()            // title from "string": GtkStringList works as is
///     binding.subtitle = "artist"
///     binding.content(of: item)               // ModelMirrorContent(fields: [title, artist])
///
/// - Complexity: `content(of:)` reads at most three properties, O(their length).
struct ItemBinding: Equatable {
    var id: String?
    var title: String? = "string"
    var subtitle: String?
    var description: String?

    /// Sets the name at the widget's property index (0 id, 1 title, 2 subtitle, 3 description).
    mutating func set(_ which: Int32, to name: String?) {
        switch which {
        case 0: id = name
        case 1: title = name
        case 2: subtitle = name
        default: description = name
        }
    }

    /// What the row of `item` shows, read now: title and subtitle as fields, the description as
    /// detail (its height is the windowed rows', `WindowHeights`).
    func content(of item: UnsafeMutableRawPointer) -> ModelMirrorContent {
        let text = text(of: item)
        return ModelMirrorContent(fields: text.fields, detail: text.detail)
    }

    /// The title and subtitle (fields) and the description (detail) of `item`, read now.
    func text(of item: UnsafeMutableRawPointer) -> ExternalRowContent.Text {
        var fields = [Self.read(item, title) ?? ""]
        if let subtitle { fields.append(Self.read(item, subtitle) ?? "") }
        return (fields, description.flatMap { Self.read(item, $0) } ?? "")
    }

    /// The lines the row of `item` shows besides its title (what its height is made of): read
    /// from the item only when a subtitle or description property is bound.
    func style(of item: UnsafeMutableRawPointer) -> RowMetrics.Style {
        guard subtitle != nil || description != nil else { return [] }
        let text = text(of: item)
        return RowMetrics.Style(of: Row(id: "", fields: text.fields, detail: text.detail))
    }

    /// Where rows read their items' text through this binding when shown (an item's handle is
    /// its address; the widget holds a reference while the item is in the model).
    func textSource() -> ExternalRowContent {
        ExternalRowContent { [self] handle in text(of: UnsafeMutableRawPointer(bitPattern: handle)!) }
    }

    /// The item's identity string (`id-property`); an item without one is keyed by its address.
    func identity(of item: UnsafeMutableRawPointer) -> String {
        id.flatMap { Self.read(item, $0) } ?? "0x" + String(UInt(bitPattern: item), radix: 16)
    }

    /// The string value of `item`'s property `name`, `nil` when absent.
    static func read(_ item: UnsafeMutableRawPointer, _ name: String?) -> String? {
        guard let name, let text = li_list_view_read_string(item, name) else { return nil }
        defer { g_free(text) }
        return String(cString: text)
    }
}
