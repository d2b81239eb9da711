import CGtk

/// A `GtkSearchEntry`: a text field with a search icon; `search-changed` fires after typing pauses.
///
///     let search = SearchEntry(placeholder: tr("Search columns"))
///     signals.on(search.raw, "search-changed") { filter(search.text) }
///
/// - Complexity: O(1) per call; `text` copies the text (O(length)).
@MainActor
package struct SearchEntry: WidgetWrapper {
    package let widget: Widget

    /// An entry showing `placeholder` while empty, named `accessibleLabel` (or the placeholder)
    /// for screen readers.
    package init(placeholder: String, accessibleLabel: String? = nil) {
        widget = gtk_search_entry_new()!
        ObjectProperty.setString(widget.raw, "placeholder-text", placeholder)
        widget.setAccessibleLabel(accessibleLabel ?? placeholder)
    }

    package var text: String {
        get { String(cString: gtk_editable_get_text(widget.opaque)) }
        nonmutating set { gtk_editable_set_text(widget.opaque, newValue) }
    }

    /// Typing in `capture` (a window) goes to this entry.
    package func captureKeys(from capture: Widget) { gtk_search_entry_set_key_capture_widget(widget.opaque, capture) }
}
