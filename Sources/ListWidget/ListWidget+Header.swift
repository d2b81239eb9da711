import CGtk
import ListGtk

/// An app's own header above the rows, in place of the summary header: any GTK widget, shown at
/// its natural height for the list's width and scrolled with the list (it sits above the first
/// row, as a header in a `GtkScrolledWindow` does). When that height changes — a revealer in it
/// opens, a label wraps at a new width, another widget is set — the header's height animates
/// there (the core's `HeaderResize.fit`, retargeted while it keeps changing) and the rows follow
/// it every frame; `nil` takes it away and the rows slide back to the top. Presses on it are its
/// widgets' (it is not toggled like the summary header; an entry in it takes the focus and keys).
///
///     let box = Box(vertical: true, spacing: 4)
///     box.append(searchEntry)
///     list.header = box.widget          // the rows start under it
///     list.header = nil                 // and slide back to the top
///
/// - Complexity: O(1) to set; one measure of the widget per layout of the list.
extension ListWidget {
    /// The app's header widget above the rows, or `nil` (the default). Setting one hides the
    /// summary header (`showsSummaryHeader` becomes false); the old widget is unparented.
    ///
    /// - Complexity: O(1).
    public var header: UnsafeMutablePointer<GtkWidget>? {
        get { canvas.appHeader.child }
        set {
            guard newValue != canvas.appHeader.child else { return }
            if newValue != nil { showsSummaryHeader = false }
            canvas.appHeader.onHeight = { [weak self] height, animated in self?.fitHeader(to: height, animated: animated) }
            canvas.appHeader.setChild(newValue)
            canvas.area.queueAllocate()
        }
    }

    /// Expands or collapses the summary header (animated; the rows follow it).
    ///
    ///     list.setSummaryExpanded(true)
    ///
    /// - Complexity: O(1) (the frames animate the visible rows).
    public func setSummaryExpanded(_ expanded: Bool) {
        scene.setHeaderExpanded(expanded, at: frameTime)
        showNow()
    }

    /// The header's height in the frame shown (animated toward the app header's natural height).
    ///
    /// - Complexity: O(1) when the frame is built.
    public var headerHeight: Double { frame.header.height }

    private func fitHeader(to height: Double, animated: Bool) {
        scene.fitHeader(height: height, at: frameTime, animated: animated)
        showNow()
    }
}
