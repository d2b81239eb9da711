import CGtk
import ListGtk
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

    private let dialog: Widget
    private let filterModel: OpaquePointer
    private let selection: OpaquePointer
    private let schema: ColumnSchema
    private let parent: Widget
    private static var open: ColumnChooser?
    private let signals = Signals()
    /// After each filtering, with the text and the number of columns shown (`--debug`'s `chooser`).
    private var onFiltered: ((String, Int) -> Void)?

    static func present(for window: AppWindow) {
        if let open {
            gtk_window_present(open.dialog.cast(GtkWindow.self))
            return
        }
        let chooser = ColumnChooser(parent: window.window, schema: window.host.schema)
        if let debug = window.debug {
            chooser.onFiltered = { query, shown in
                debug.emit("chooser", [("query", .string(query)), ("shown", .number(Double(shown)))])
            }
        }
        open = chooser
        gtk_window_present(chooser.dialog.cast(GtkWindow.self))
    }

    private init(parent: Widget, schema: ColumnSchema) {
        self.parent = parent
        self.schema = schema
        dialog = gtk_window_new()!
        let window = dialog.cast(GtkWindow.self)
        gtk_window_set_title(window, tr("Sort by Column"))
        gtk_window_set_transient_for(window, parent.cast(GtkWindow.self))
        gtk_window_set_modal(window, 1)
        gtk_window_set_default_size(window, 360, 480)
        gtk_window_set_destroy_with_parent(window, 1)

        var names = schema.columns.map { strdup($0.name) } + [nil]
        let strings = names.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) {
                gtk_string_list_new($0)!
            }
        }
        names.forEach { free($0) }
        let expression = gtk_property_expression_new(gtk_string_object_get_type(), nil, "string")
        let filter = gtk_string_filter_new(expression)!
        gtk_string_filter_set_match_mode(filter, GTK_STRING_FILTER_MATCH_MODE_SUBSTRING)
        filterModel = gtk_filter_list_model_new(
            strings, UnsafeMutableRawPointer(filter).assumingMemoryBound(to: GtkFilter.self))
        selection = gtk_single_selection_new(filterModel)
        g_object_ref(UnsafeMutableRawPointer(filterModel))

        let template = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<interface><template class="GtkListItem"><property name="child"><object class="GtkLabel">"#,
            #"<property name="xalign">0</property><property name="margin-start">12</property>"#,
            #"<property name="margin-top">6</property><property name="margin-bottom">6</property>"#,
            #"<binding name="label"><lookup name="string" type="GtkStringObject">"#,
            #"<lookup name="item">GtkListItem</lookup></lookup></binding>"#,
            #"</object></property></template></interface>"#,
        ].joined(separator: "\n")
        let bytes = template.withCString { g_bytes_new($0, gsize(strlen($0)))! }
        let factory = gtk_builder_list_item_factory_new_from_bytes(nil, bytes)
        g_bytes_unref(bytes)
        let list = gtk_list_view_new(selection, factory)!
        gtk_list_view_set_single_click_activate(list.opaque, 1)
        list.setAccessibleLabel(tr("Columns"))

        let search = gtk_search_entry_new()!
        ObjectProperty.setString(search.raw, "placeholder-text", tr("Search columns"))
        search.setAccessibleLabel(tr("Search columns"))
        gtk_search_entry_set_key_capture_widget(search.opaque, dialog)
        let scroller = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_child(scroller.opaque, list)
        gtk_widget_set_vexpand(scroller, 1)
        let box = makeBox(vertical: true, classes: [])
        gtk_widget_set_margin_top(search, 6)
        gtk_widget_set_margin_start(search, 6)
        gtk_widget_set_margin_end(search, 6)
        append(search, to: box)
        append(scroller, to: box)
        gtk_window_set_child(window, box)

        signals.on(UnsafeMutableRawPointer(search), "search-changed") { [weak self] in
            guard let self else { return }
            gtk_string_filter_set_search(filter, gtk_editable_get_text(search.opaque))
            onFiltered?(String(cString: gtk_editable_get_text(search.opaque)), Int(g_list_model_get_n_items(filterModel)))
        }
        signals.on(UnsafeMutableRawPointer(search), "activate") { [weak self] in
            guard let self else { return }
            choose(position: gtk_single_selection_get_selected(selection))
        }
        signals.on(UnsafeMutableRawPointer(search), "stop-search") { [weak self] in self?.close() }
        signals.onPosition(list.raw, "activate") { [weak self] position in self?.choose(position: position) }
        signals.on(UnsafeMutableRawPointer(dialog), "destroy") {
            ColumnChooser.open = nil
        }
        gtk_widget_grab_focus(search)
    }

    /// Sorts by the column shown at `position` of the filtered list, then closes.
    private func choose(position: UInt32) {
        guard let item = g_list_model_get_item(filterModel, position) else { return }
        defer { g_object_unref(item) }
        let name = String(cString: gtk_string_object_get_string(OpaquePointer(item)))
        guard let column = schema.columns.firstIndex(where: { $0.name == name }) else { return }
        g_action_group_activate_action(
            OpaquePointer(parent.raw), "sort-by", g_variant_new_string(SortMenu.target(column)))
        close()
    }

    private func close() {
        gtk_window_destroy(dialog.cast(GtkWindow.self))
    }
}
