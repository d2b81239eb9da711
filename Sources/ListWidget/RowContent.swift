import CGtk
import ListCore

/// A pooled row's own content: the host's widget in place of the title rows' labels
/// (`ListWidget.makeRowContent`). The pool makes one per row widget the first time that widget
/// shows a row (the host's `setup`), then binds it to the rows that scroll into its widget and
/// unbinds it when they leave; a row whose content version changed (the host reloaded its item)
/// is unbound and bound again. Its height is `child`'s natural height for the list's width,
/// reported through `ListWidget.onRowHeights`.
///
///     final class Card: RowContent {
///         let child = gtk_label_new(nil)
///         func bind(_ row: RowID) { gtk_label_set_text(OpaquePointer(child), title(of: row)) }
///         func unbind() {}
///     }
///     list.makeRowContent = { Card() }
///
/// - Complexity: the pool makes as many as the viewport shows rows (plus a margin), never per row.
@MainActor
public protocol RowContent: AnyObject {
    /// The widget the row shows (read every frame; it may change after `bind`).
    var child: UnsafeMutablePointer<GtkWidget>? { get }
    /// The row shows `row` now.
    func bind(_ row: RowID)
    /// The row stops showing the row it was bound to.
    func unbind()
    /// What assistive technologies read as the row's name (`nil`: its child's widgets speak).
    var accessibleLabel: String? { get }
    /// What assistive technologies read as the row's description (`nil`: none).
    var accessibleDescription: String? { get }
}

extension RowContent {
    /// What assistive technologies read as the row's name; `nil` (the default): the child's own
    /// widgets speak for themselves. Read every frame the row is shown.
    public var accessibleLabel: String? { nil }
    /// What assistive technologies read as the row's description; `nil` (the default): none.
    public var accessibleDescription: String? { nil }
}
