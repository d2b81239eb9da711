import CGtk

/// A `GtkListItem` a list item factory hands out: the row widget of one position.
///
///     signals.onObject(factory, "bind") { item in show(items[ListItem(item).position], in: ListItem(item).child!) }
///
/// - Complexity: O(1) per call.
@MainActor
package struct ListItem {
    package let item: OpaquePointer

    package init(_ item: OpaquePointer) { self.item = item }

    /// The widget showing the item (set once in the factory's setup).
    package var child: Widget? {
        get { gtk_list_item_get_child(item) }
        nonmutating set { gtk_list_item_set_child(item, newValue) }
    }

    /// The item's position in the model.
    package var position: Int { Int(gtk_list_item_get_position(item)) }

    /// The model's object at this item (a `GtkStringObject` in a string list).
    package var object: UnsafeMutableRawPointer? { gtk_list_item_get_item(item) }

    /// Whether the item can be activated and selected (false for text to read, not to pick).
    package func setInteractive(_ on: Bool) {
        gtk_list_item_set_activatable(item, on ? 1 : 0)
        gtk_list_item_set_selectable(item, on ? 1 : 0)
    }
}
