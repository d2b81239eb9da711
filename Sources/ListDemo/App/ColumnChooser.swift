import ListGtk
import ListWidget
import ListCore

/// "More Columns…": a searchable list of every column, for tables too wide for a menu (a menu
/// item per column made GtkPopoverMenu lay out 10 000 items in quadratic time). The list is a
/// virtualised GtkListView over a GtkStringList, filtered as you type; Enter or a click sorts
/// by the column through the same "win.sort-by" action as the menu.
///
///     ColumnChooser.present(for: window)   // opens the chooser over the window
///
/// - Complexity: O(columns) to open; filtering is GTK's, O(columns) per keystroke.
@MainActor
final class ColumnChooser {
    /// Columns shown directly in the header bar menu; the rest are reached through the chooser.
    static let menuColumns = 9

    private let dialog: Window
    private let list: FilteredStringList
    private let schema: ColumnSchema
    private let parent: Widget
    private static var open: ColumnChooser?
    private let signals = Signals()
    /// After each filtering, with the text and the number of columns shown (`--debug`'s `chooser`).
    private var onFiltered: ((String, Int) -> Void)?

    static func present(for window: AppWindow) {
        if let open {
            open.dialog.present()
            return
        }
        let chooser = ColumnChooser(parent: window.window, schema: window.list.schema)
        if let debug = window.debug {
            chooser.onFiltered = { query, shown in
                debug.emit("chooser", [("query", .string(query)), ("shown", .number(Double(shown)))])
            }
        }
        open = chooser
        chooser.dialog.present()
    }

    private init(parent: Widget, schema: ColumnSchema) {
        self.parent = parent
        self.schema = schema
        dialog = Window(title: tr("Sort by Column"), width: 360, height: 480)
        dialog.makeDialog(over: parent)

        list = FilteredStringList(schema.columns.map(\.name))
        list.setAccessibleLabel(tr("Columns"))

        let search = SearchEntry(placeholder: tr("Search columns"))
        search.captureKeys(from: dialog.widget)
        let scroller = ScrolledWindow(child: list.widget)
        scroller.expand(horizontally: nil)
        let box = Box(vertical: true)
        search.setMargins(top: 6, start: 6, end: 6)
        box.append(search)
        box.append(scroller)
        dialog.setChild(box.widget)

        signals.on(search.raw, "search-changed") { [weak self] in
            guard let self else { return }
            list.query = search.text
            announceFiltered(search.text)
        }
        signals.on(search.raw, "activate") { [weak self] in
            guard let self else { return }
            choose(position: list.selectedPosition)
        }
        signals.on(search.raw, "stop-search") { [weak self] in self?.close() }
        signals.onPosition(list.raw, "activate") { [weak self] position in self?.choose(position: position) }
        signals.on(dialog.raw, "destroy") {
            ColumnChooser.open = nil
        }
        search.grabFocus()
    }

    /// Tells `onFiltered` once the filtered list has been laid out and drawn: at the tick of
    /// the frame after the one the filtering asked for. Told at once, a test's click aimed at the
    /// first match could reach the list before its rows were made, and sorted nothing (seen once
    /// in a fresh-clone CI run).
    private func announceFiltered(_ query: String) {
        guard onFiltered != nil else { return }
        FrameCallbacks.addTickFromNextFrame(to: list.widget) { [weak self] _ in
            guard let self else { return false }
            onFiltered?(query, list.count)
            return false
        }
    }

    /// Sorts by the column shown at `position` of the filtered list, then closes.
    private func choose(position: UInt32) {
        guard let name = list.string(at: position), let column = schema.columns.firstIndex(where: { $0.name == name }) else { return }
        ActionMap.activate("sort-by", in: parent.raw, with: SortMenu.target(column))
        close()
    }

    private func close() {
        dialog.destroy()
    }
}
