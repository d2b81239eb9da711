import CGtk

/// A `GtkInscription` (GTK 4.8): one line of text in the room it is given, ellipsized at the end.
/// Unlike a `Label`, its size comes from the font alone (one line high, a few characters wide),
/// so setting its text lays nothing out until it is drawn: Pango shapes a new text once, where a
/// label shapes it about five times (its minimum and natural width and height, then the draw).
/// For rows that change text every frame while a list scrolls.
///
///     let title = Inscription(classes: ["row-title"])
///     title.text = "Zürich"
///
/// - Complexity: O(1) per call; the text is shaped when drawn (O(length)).
@MainActor
package struct Inscription: WidgetWrapper {
    package let widget: Widget

    /// A new one-line inscription with optional CSS classes (its CSS node is `label`).
    package init(classes: [String] = []) {
        widget = gtk_inscription_new(nil)!
        for name in classes { widget.addClass(name) }
        gtk_inscription_set_text_overflow(widget.opaque, GTK_INSCRIPTION_OVERFLOW_ELLIPSIZE_END)
        gtk_inscription_set_min_lines(widget.opaque, 1)
        gtk_inscription_set_nat_lines(widget.opaque, 1)
    }

    package var text: String {
        get { gtk_inscription_get_text(widget.opaque).map { String(cString: $0) } ?? "" }
        nonmutating set { gtk_inscription_set_text(widget.opaque, newValue) }
    }

    /// The height of one line of text in its font (font, text scale, CSS), as a label's line is
    /// high: what to allocate it. (It asks for the font's ascent plus descent, a pixel or two more;
    /// a list of them would be sparser than a list of labels.) Its own Pango context follows its
    /// CSS once GTK has styled it (in the frame after it is shown, before it is allocated).
    ///
    /// - Complexity: O(1): one layout of two letters.
    package var lineHeight: Double { Self.lineHeight(in: gtk_widget_get_pango_context(widget)) }

    /// `lineHeight` from a new Pango context made for its style now, right even before GTK has
    /// styled it (the row a list measures before its first frame).
    package func measureLineHeight() -> Double {
        let context = gtk_widget_create_pango_context(widget)!
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        return Self.lineHeight(in: context)
    }

    private static func lineHeight(in context: OpaquePointer) -> Double {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, "Ág", -1)
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_pixel_size(layout, &width, &height)
        return Double(height)
    }
}
