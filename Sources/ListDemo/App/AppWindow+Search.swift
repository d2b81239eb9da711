import CGtk
import ListGtk
import ListCore

/// The search bar (Ctrl+F, the header bar's search button): each change of the text goes to
/// the core's search (`ListScene+Search.swift`), closing the bar ends it.
extension AppWindow {
    /// The header bar's search toggle, bound both ways to the bar's search mode.
    func makeSearchButton() -> Widget {
        let button = gtk_toggle_button_new()!
        gtk_button_set_icon_name(button.cast(GtkButton.self), "system-search-symbolic")
        gtk_widget_set_tooltip_text(button, tr("Search (Ctrl+F)"))
        button.setAccessibleLabel(tr("Search"))
        g_object_bind_property(UnsafeMutableRawPointer(button), "active", searchBar.widget.raw, "search-mode-enabled",
                               GBindingFlags(rawValue: G_BINDING_BIDIRECTIONAL.rawValue | G_BINDING_SYNC_CREATE.rawValue))
        return button
    }

    func wireSearch() {
        searchBar.onQuery = { [weak self] text in
            guard let self else { return }
            gtk_spinner_start(spinner.opaque)
            host.scene.search(text: text, at: frames.frameTime) { [weak self] in self?.searchLanded() }
            changed()
        }
        searchBar.onClose = { [weak self] in
            guard let self else { return }
            host.scene.endSearch(at: frames.frameTime) { [weak self] in self?.searchLanded() }
            gtk_widget_grab_focus(canvas.area)
            changed()
        }
    }

    /// Ctrl+F: opens the search bar (on the list page) and focuses its entry.
    func openSearch() {
        guard host.navigation.page == .list else { return }
        searchBar.open()
    }

    /// Escape outside the entry: leaves edit mode first, then closes the search.
    func escape() {
        if isEditing {
            setEditing(false)
        } else if searchBar.isOpen {
            searchBar.close()
        }
    }

    private func searchLanded() {
        gtk_spinner_stop(spinner.opaque)
        selectionBar.update(selected: host.list.selection.count, total: host.list.count)
        changed()
    }
}
