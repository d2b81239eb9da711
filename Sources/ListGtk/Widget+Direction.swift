import CGtk

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// True in a right-to-left locale (Hebrew, Arabic): GTK mirrors its own widgets; the views
    /// that draw or place by hand mirror the list's check marks, the strip side and the
    /// direction pages move (`x` becomes `width - x`).
    ///
    ///     widget.isRightToLeft   // true under LANG=he_IL.UTF-8
    ///
    /// - Complexity: O(1).
    package var isRightToLeft: Bool { gtk_widget_get_direction(self) == GTK_TEXT_DIR_RTL }
}
