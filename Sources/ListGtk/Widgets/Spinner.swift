import CGtk

/// A `GtkSpinner`: says work is running.
///
///     spinner.isSpinning = true
///
/// - Complexity: O(1) per call.
@MainActor
package struct Spinner: WidgetWrapper {
    package let widget: Widget

    package init() { widget = gtk_spinner_new()! }

    package init(wrapping widget: Widget) { self.widget = widget }

    package var isSpinning: Bool {
        get { ObjectProperty.boolean(widget.raw, "spinning") }
        nonmutating set { newValue ? gtk_spinner_start(widget.opaque) : gtk_spinner_stop(widget.opaque) }
    }
}
