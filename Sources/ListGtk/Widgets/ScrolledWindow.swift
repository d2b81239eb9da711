import CGtk

/// A `GtkScrolledWindow` around one child.
///
///     let scroller = ScrolledWindow(child: list, horizontal: GTK_POLICY_NEVER)
///
/// - Complexity: O(1) per call.
@MainActor
package struct ScrolledWindow: WidgetWrapper {
    package let widget: Widget

    /// A scrolled window showing `child`, with its scrollbar policies.
    package init(child: Widget, horizontal: GtkPolicyType = GTK_POLICY_AUTOMATIC,
                 vertical: GtkPolicyType = GTK_POLICY_AUTOMATIC) {
        widget = gtk_scrolled_window_new()!
        gtk_scrolled_window_set_policy(widget.opaque, horizontal, vertical)
        gtk_scrolled_window_set_child(widget.opaque, child)
    }
}
