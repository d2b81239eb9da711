import CGtk

/// A `GtkLabel`: text, wrapping and ellipsizing.
///
///     let count = Label("", classes: ["dim-label"])
///     count.text = "3 selected"
///
/// - Complexity: O(1) per call; setting `text` lays the label out again (O(length)).
@MainActor
package struct Label: WidgetWrapper {
    package let widget: Widget

    /// A new label with optional CSS classes, wrapping at word boundaries and start-aligned
    /// when `wrap`.
    package init(_ text: String = "", classes: [String] = [], wrap: Bool = false) {
        widget = gtk_label_new(text)!
        for name in classes { widget.addClass(name) }
        if wrap {
            gtk_label_set_wrap(widget.opaque, 1)
            xalign = 0
        }
    }

    /// The label that `widget` is (a child found in a tree).
    package init(wrapping widget: Widget) { self.widget = widget }

    package var text: String {
        get { String(cString: gtk_label_get_text(widget.opaque)) }
        nonmutating set { gtk_label_set_text(widget.opaque, newValue) }
    }

    /// 0 starts the text at the leading edge, 0.5 centres it.
    package var xalign: Float {
        get { gtk_label_get_xalign(widget.opaque) }
        nonmutating set { gtk_label_set_xalign(widget.opaque, newValue) }
    }

    /// Ends a line too long for the label with "…".
    package func ellipsizeAtEnd() { gtk_label_set_ellipsize(widget.opaque, PANGO_ELLIPSIZE_END) }

    package func setMaxWidthChars(_ chars: Int32) { gtk_label_set_max_width_chars(widget.opaque, chars) }
}
