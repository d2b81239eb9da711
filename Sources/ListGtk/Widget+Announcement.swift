import CGtk
import CGtkShim

extension UnsafeMutablePointer where Pointee == GtkWidget {
    /// Tells screen readers `message` from this widget (`gtk_accessible_announce`, GTK 4.14 and
    /// later, found at run time): politely, after what they are saying, or `assertive`ly, at
    /// once. Returns false where the running GTK cannot announce (4.8: a screen reader then has
    /// the visible text it reads on focus, as before).
    ///
    ///     list.announce(tr("Sorted by name, ascending"))
    ///
    /// - Complexity: O(1).
    @discardableResult
    package func announce(_ message: String, assertive: Bool = false) -> Bool {
        CGtkShim_accessible_announce(UnsafeMutableRawPointer(self), message, assertive ? 1 : 0) != 0
    }
}
