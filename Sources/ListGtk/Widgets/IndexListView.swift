import CGtk

/// A `GtkListView` whose items are only positions: the model is a `GtkStringList` of empty
/// strings and the app binds each position to its own data, so only the items on screen have
/// widgets and are laid out. No selection.
///
///     let list = IndexListView()
///     list.connect(signals, setup: { item in item.child = Label(wrap: true).widget },
///                  bind: { item in Label(wrapping: item.child!).text = texts[item.position] }, unbind: { _ in })
///     list.replace(0..<0, count: texts.count)
///
/// - Complexity: O(count) per `replace`; GTK binds only the items it shows.
@MainActor
package final class IndexListView: WidgetWrapper {
    /// The list view.
    package let widget: Widget
    private let model: OpaquePointer

    private let factory: OpaquePointer

    package init() {
        model = gtk_string_list_new(nil)
        factory = gtk_signal_list_item_factory_new()!
        // The selection model takes a reference of its own (transfer full); ours is dropped in deinit.
        g_object_ref(UnsafeMutableRawPointer(model))
        widget = gtk_list_view_new(gtk_no_selection_new(model), factory)!
    }

    /// The factory calls `setup` once per item widget made, `bind` when a widget shows a
    /// position and `unbind` when it stops.
    package func connect(_ signals: Signals, setup: @escaping @MainActor (ListItem) -> Void,
                         bind: @escaping @MainActor (ListItem) -> Void, unbind: @escaping @MainActor (ListItem) -> Void) {
        let raw = UnsafeMutableRawPointer(factory)
        signals.onObject(raw, "setup") { setup(ListItem($0)) }
        signals.onObject(raw, "bind") { bind(ListItem($0)) }
        signals.onObject(raw, "unbind") { unbind(ListItem($0)) }
    }

    isolated deinit { g_object_unref(UnsafeMutableRawPointer(model)) }

    /// Replaces the items in `range` by `count` items (bound again from the app's data).
    package func replace(_ range: Range<Int>, count: Int) {
        withCStringArray(Array(repeating: "", count: count)) {
            gtk_string_list_splice(model, guint(range.lowerBound), guint(range.count), $0)
        }
    }
}
