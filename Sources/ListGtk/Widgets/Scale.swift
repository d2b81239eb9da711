import CGtk

/// A `GtkScale`: a horizontal slider over a range.
///
///     let slider = Scale(from: 0, to: 1, step: 0.01)
///     slider.value = 0.5
///
/// - Complexity: O(1) per call.
@MainActor
package struct Scale: WidgetWrapper {
    package let widget: Widget

    /// A horizontal slider without the value drawn beside it.
    package init(from minimum: Double, to maximum: Double, step: Double) {
        widget = gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimum, maximum, step)!
        gtk_scale_set_draw_value(widget.cast(GtkScale.self), 0)
    }

    package var value: Double {
        get { gtk_range_get_value(widget.cast(GtkRange.self)) }
        nonmutating set { gtk_range_set_value(widget.cast(GtkRange.self), newValue) }
    }
}
