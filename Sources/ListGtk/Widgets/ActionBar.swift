import CGtk

/// A `GtkActionBar`: buttons along the bottom, at the start, centre and end.
///
///     let bar = ActionBar(start: [selectAll.widget], center: label.widget, end: [delete.widget])
///
/// - Complexity: O(children).
@MainActor
package struct ActionBar: WidgetWrapper {
    package let widget: Widget

    package init(start: [Widget], center: Widget?, end: [Widget]) {
        widget = gtk_action_bar_new()!
        for child in start { gtk_action_bar_pack_start(widget.opaque, child) }
        if let center { gtk_action_bar_set_center_widget(widget.opaque, center) }
        for child in end { gtk_action_bar_pack_end(widget.opaque, child) }
    }
}
