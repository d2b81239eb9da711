import CGtk

/// A `GtkGrid`: children in cells; two children in one cell draw over each other, the larger
/// setting the size.
///
///     let cell = Grid()
///     cell.attach(label.widget)
///     cell.attach(previous.widget)   // same cell: draws over `label`
///
/// - Complexity: O(1) per call.
@MainActor
package struct Grid: WidgetWrapper {
    package let widget: Widget

    package init() { widget = gtk_grid_new()! }

    package func attach(_ child: Widget, column: Int32 = 0, row: Int32 = 0) {
        gtk_grid_attach(widget.cast(GtkGrid.self), child, column, row, 1, 1)
    }
}
