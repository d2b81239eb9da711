import CGtk
import ListCore
import ListGtk

/// The rows as widgets: whether lines separate them, and which widget shows a row now (for an
/// embedder that anchors a popover to it).
///
///     list.showsSeparators = false        // no line between the rows
///     list.rowWidget(of: id)              // the pooled widget showing `id`, if shown
///
/// - Complexity: O(1).
extension ListWidget {
    /// Whether a 1 px line is drawn under each row (the list area's `.separators` style class);
    /// on by default.
    public var showsSeparators: Bool {
        get { gtk_widget_has_css_class(canvas.area, "separators") != 0 }
        set { canvas.area.setClass("separators", newValue) }
    }

    /// The widget showing row `id` in the frame last shown, `nil` when that frame does not show
    /// it. A pooled widget: it shows another row once this one leaves the frame.
    @_spi(Embedding) public func rowWidget(of id: RowID) -> UnsafeMutablePointer<GtkWidget>? {
        canvas.rowWidget(of: id)
    }
}
