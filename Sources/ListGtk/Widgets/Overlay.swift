import CGtk

/// A `GtkOverlay`: a main child and widgets floating over it.
///
///     let overlay = Overlay(child: canvas)
///     overlay.addOverlay(toast.widget)
///
/// - Complexity: O(1) per call.
@MainActor
package struct Overlay: WidgetWrapper {
    package let widget: Widget

    package init(child: Widget) {
        widget = gtk_overlay_new()!
        gtk_overlay_set_child(widget.opaque, child)
    }
    package init(wrapping widget: Widget) { self.widget = widget }

    /// Floats `overlay` over the child; `measured` makes the overlay count in the size asked for.
    package func addOverlay(_ overlay: Widget, measured: Bool = false) {
        gtk_overlay_add_overlay(widget.opaque, overlay)
        if measured { gtk_overlay_set_measure_overlay(widget.opaque, overlay, 1) }
    }
}
