import CGtk

/// A `GtkBox`: children in a row or a column.
///
///     let bar = Box(vertical: false, spacing: 12, classes: ["slider-bar"])
///     bar.append(label)
///
/// - Complexity: O(1) per call.
@MainActor
package struct Box: WidgetWrapper {
    package let widget: Widget

    package init(vertical: Bool, spacing: Int32 = 0, classes: [String] = []) {
        widget = gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing)!
        for name in classes { widget.addClass(name) }
    }

    package func append(_ child: Widget) { gtk_box_append(widget.cast(GtkBox.self), child) }
    package func append(_ child: some WidgetWrapper) { append(child.widget) }
}
