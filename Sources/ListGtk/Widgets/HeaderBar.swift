import CGtk

/// A `GtkHeaderBar`: a window's title bar with buttons at either end.
///
///     let header = HeaderBar()
///     header.packStart(back.widget)
///     header.titleWidget = title.widget
///
/// - Complexity: O(1) per call.
@MainActor
package struct HeaderBar: WidgetWrapper {
    package let widget: Widget

    package init() { widget = gtk_header_bar_new()! }

    package func packStart(_ child: Widget) { gtk_header_bar_pack_start(widget.opaque, child) }
    /// Adds `child` at the end: each one packed later sits left of the previous (right of it in
    /// a right-to-left locale).
    package func packEnd(_ child: Widget) { gtk_header_bar_pack_end(widget.opaque, child) }
    package func setTitleWidget(_ title: Widget) { gtk_header_bar_set_title_widget(widget.opaque, title) }
}
