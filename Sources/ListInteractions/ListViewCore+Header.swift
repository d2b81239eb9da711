import CGtk

/// LiListView's `header` property: the app's widget above the first row, hosted by the
/// `ListWidget` (`ListWidget.header`), whose height the rows follow every frame.
///
///     core.setHeader(box)   // the rows slide down under it
///     core.setHeader(nil)   // and back to the top
///
/// - Complexity: O(1).
extension ListViewCore {
    /// Shows `header` above the rows (the old one is unparented); nothing once disposed.
    func setHeader(_ header: UnsafeMutablePointer<GtkWidget>?) {
        list?.header = header
    }
}
