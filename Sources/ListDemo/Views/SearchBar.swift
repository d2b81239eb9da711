import ListGtk
import ListWidget

/// The search bar above the list (Ctrl+F or the header bar's search button): a GtkSearchBar
/// with a GtkSearchEntry. Every change of the text goes to `onQuery` (GtkSearchEntry already
/// waits for a pause in typing); Escape in the entry clears and closes it (`onClose`).
@MainActor
final class SearchBar {
    let widget: Widget
    let entry = SearchEntry(placeholder: tr("Search"), accessibleLabel: tr("Search rows"))
    private let bar: SearchModeBar
    var onQuery: ((String) -> Void)?
    var onClose: (() -> Void)?
    private let signals = Signals()

    init() {
        entry.expand(horizontally: true, vertically: nil)
        entry.widget.setSizeRequest(width: 280)
        bar = SearchModeBar(entry: entry)
        widget = bar.widget
        signals.on(entry, "search-changed") { [weak self] in
            guard let self else { return }
            onQuery?(entry.text)
        }
        signals.on(entry, "stop-search") { [weak self] in self?.close() }
        signals.onNotify(bar, "search-mode-enabled") { [weak self] in
            guard let self else { return }
            if !isOpen { closed() }
        }
    }

    var isOpen: Bool { bar.isSearching }

    func open() {
        bar.isSearching = true
        entry.grabFocus()
    }

    func close() {
        bar.isSearching = false
    }

    private func closed() {
        if !entry.text.isEmpty {
            entry.text = ""
        }
        onClose?()
    }
}
