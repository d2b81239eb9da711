import CGtk
import ListGtk

/// The search bar above the list (Ctrl+F or the header bar's search button): a GtkSearchBar
/// with a GtkSearchEntry. Every change of the text goes to `onQuery` (GtkSearchEntry already
/// waits for a pause in typing); Escape in the entry clears and closes it (`onClose`).
@MainActor
final class SearchBar {
    let widget: Widget
    let entry: Widget
    var onQuery: ((String) -> Void)?
    var onClose: (() -> Void)?
    private let signals = Signals()

    init() {
        widget = gtk_search_bar_new()!
        entry = gtk_search_entry_new()!
        gtk_widget_set_hexpand(entry, 1)
        gtk_widget_set_size_request(entry, 280, -1)
        entry.setAccessibleLabel(tr("Search rows"))
        ObjectProperty.setString(entry, "placeholder-text", tr("Search"))
        gtk_search_bar_set_child(widget.opaque, entry)
        gtk_search_bar_connect_entry(widget.opaque, entry.opaque)
        gtk_search_bar_set_show_close_button(widget.opaque, 1)
        signals.on(entry.raw, "search-changed") { [weak self] in
            guard let self else { return }
            onQuery?(String(cString: gtk_editable_get_text(entry.opaque)))
        }
        signals.on(entry.raw, "stop-search") { [weak self] in self?.close() }
        signals.onNotify(widget.raw, "search-mode-enabled") { [weak self] in
            guard let self else { return }
            if !isOpen { closed() }
        }
    }

    var isOpen: Bool { gtk_search_bar_get_search_mode(widget.opaque) != 0 }

    func open() {
        gtk_search_bar_set_search_mode(widget.opaque, 1)
        gtk_widget_grab_focus(entry)
    }

    func close() {
        gtk_search_bar_set_search_mode(widget.opaque, 0)
    }

    private func closed() {
        if gtk_editable_get_text(entry.opaque).pointee != 0 {
            gtk_editable_set_text(entry.opaque, "")
        }
        onClose?()
    }
}
