import CGtk

/// A `GtkSearchBar` holding a search entry: slides in for searching, with a close button.
///
///     let bar = SearchModeBar(entry: entry)
///     bar.isSearching = true
///
/// - Complexity: O(1) per call.
@MainActor
package struct SearchModeBar: WidgetWrapper {
    package let widget: Widget

    package init(entry: SearchEntry) {
        widget = gtk_search_bar_new()!
        gtk_search_bar_set_child(widget.opaque, entry.widget)
        gtk_search_bar_connect_entry(widget.opaque, entry.widget.opaque)
        gtk_search_bar_set_show_close_button(widget.opaque, 1)
    }

    /// Whether the bar is shown (search mode).
    package var isSearching: Bool {
        get { gtk_search_bar_get_search_mode(widget.opaque) != 0 }
        nonmutating set { gtk_search_bar_set_search_mode(widget.opaque, newValue ? 1 : 0) }
    }
}
