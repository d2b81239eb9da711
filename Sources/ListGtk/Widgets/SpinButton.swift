import CGtk

/// A `GtkSpinButton`: a number field with − and + buttons.
///
///     let spin = SpinButton(from: 1, to: 200, step: 1)
///     spin.value = 20
///
/// - Complexity: O(1) per call.
@MainActor
package struct SpinButton: WidgetWrapper {
    package let widget: Widget

    package init(from minimum: Double, to maximum: Double, step: Double) {
        widget = gtk_spin_button_new_with_range(minimum, maximum, step)!
    }

    package var value: Double {
        get { gtk_spin_button_get_value(widget.opaque) }
        nonmutating set { gtk_spin_button_set_value(widget.opaque, newValue) }
    }
}
