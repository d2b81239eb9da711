import CGtk
import ListGtk
import ListCore

/// The search bar (Ctrl+F, the header bar's search button): each change of the text goes to
/// the core's search (`ListScene+Search.swift`), closing the bar ends it.
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
        searchBar.onQuery = { [weak self] text in
            guard let self else { return }
            host.scene.search(text: text, at: frames.frameTime) { [weak self] in self?.changed() }
            changed()
        }
        searchBar.onClose = { [weak self] in
            guard let self else { return }
            host.scene.endSearch(at: frames.frameTime) { [weak self] in self?.changed() }
            canvas.area.grabFocus()
            changed()
        }
    }

    /// Ctrl+F: opens the search bar (on the list page) and focuses its entry.
    func openSearch() {
        guard currentFrame().page == .list else { return }
        searchBar.open()
    }

    /// Escape outside the entry: the core picks (edit mode first, then the search bar).
    func escape() {
        if host.scene.escape(at: frames.frameTime, isSearchOpen: searchBar.isOpen) == .closeSearch {
            searchBar.close()
        }
        changed()
    }
}
