import CGtk
import ListGtk
import ListWidget
import ListCore

/// The search bar (Ctrl+F, the header bar's search button): each change of the text goes to
/// the list's search (`ListWidget.search`), closing the bar ends it.
extension AppWindow {
    /// The header bar's search toggle, bound both ways to the bar's search mode.
    func makeSearchButton() -> Widget {
        let button = ToggleButton(iconName: "system-search-symbolic")
        button.setTooltip(tr("Search (Ctrl+F)"))
        button.setAccessibleLabel(tr("Search"))
        ObjectProperty.bind(button.raw, "active", to: searchBar.widget.raw, "search-mode-enabled")
        return button.widget
    }

    func wireSearch() {
        searchBar.onQuery = { [weak self] text in self?.list.search(text) }
        searchBar.onClose = { [weak self] in
            guard let self else { return }
            list.endSearch()
            list.grabFocus()
        }
    }

    /// Ctrl+F: opens the search bar (on the list page) and focuses its entry.
    func openSearch() {
        guard frame.page == .list else { return }
        searchBar.open()
    }

    /// Escape outside the entry: the core picks (edit mode first, then the search bar).
    func escape() {
        if list.escape(isSearchOpen: searchBar.isOpen) == .closeSearch {
            searchBar.close()
        }
    }
}
