import CGtk
import Glibc

/// A `GtkListView` of start-aligned labels over a `GtkStringList`, filtered by substring as the
/// user types (`GtkStringFilter`), one row selected (`GtkSingleSelection`). Only the rows on
/// screen have widgets, so a list of 10 000 strings opens at once.
///
///     let columns = FilteredStringList(["name", "population"])
///     columns.query = "pop"          // shows "population"
///     columns.string(at: 0)          // "population"
///
/// - Complexity: O(strings) to build and per query change (GTK's filter).
@MainActor
package final class FilteredStringList: WidgetWrapper {
    /// The list view.
    package let widget: Widget
    private let filter: OpaquePointer
    private let filtered: OpaquePointer
    private let selection: OpaquePointer

    /// A click on a row activates it (`activate` with its position).
    package init(_ strings: [String], singleClickActivates: Bool = true) {
        let model = withCStringArray(strings) { gtk_string_list_new($0)! }
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        filter = gtk_string_filter_new(expression)!
        gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
        // Each model takes the one before it (transfer full); the filter and the filtered model
        // keep a reference of ours for `query` and `string(at:)`, dropped in deinit.
        g_object_ref(UnsafeMutableRawPointer(filter))
        filtered = gtk_filter_list_model_new(model, UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkFilter.self))
        g_object_ref(UnsafeMutableRawPointer(filtered))
        selection = gtk_single_selection_new(filtered)
        let bytes = Self.template.withCString { g_bytes_new($0, gsize(strlen($0)))! }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        widget = gtk_list_view_new(selection, factory)!
        gtk_list_view_set_single_click_activate(widget.opaque, singleClickActivates ? 1 : 0)
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(filtered))
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// Each row: a label bound to its string, start-aligned with a margin.
    private static let template = [
        #"<?xml version="1.0" encoding="UTF-8"?>"#,
        #"<interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">"#,
        #"<property name="xalign">0</property><property name="margin-start">12</property>"#,
        #"<property name="margin-top">6</property><property name="margin-bottom">6</property>"#,
        #"<binding name="label"><lookup name="string" type="GtkStringObject">"#,
        #"<lookup name="item">GtkListItem</lookup></lookup></binding>"#,
        #"</object></property></template></interface>"#,
    ].joined(separator: "\n")

    /// The text rows must contain to be shown ("" shows every row).
    package var query: String = "" {
        didSet { gtk_string_filter_set_search(filter, query) }
    }

    /// The number of rows shown.
    package var count: Int { Int(g_list_model_get_n_items(filtered)) }

    /// The position of the selected row among those shown.
    package var selectedPosition: UInt32 { gtk_single_selection_get_selected(selection) }

    /// The string shown at `position` (nil past the end).
    package func string(at position: UInt32) -> String? {
        guard let item = g_list_model_get_item(filtered, position) else { return nil }
        defer { g_object_unref(item) }
        return String(cString: gtk_string_object_get_string(OpaquePointer(item)))
    }
}
