import CListInteractions
import ListCore

/// What input on the list means to the app, told after the list showed the input's frame: a tap
/// (a double tap without single-click activation) or Enter that opened a row emits
/// `activate(position)` and `row-activated(item)` once (the scene keeps the row open and highlighted, as on a push, until
/// the app's back transition), edit mode left from the keyboard (Escape) updates `editing`, and a
/// selection the user changed is told as `selection-changed`.
///
///     core.inputHandled()   // after each event the ListWidget forwarded to the scene
///
/// - Complexity: O(1) per event.
extension ListViewCore {
    func inputHandled() {
        let opened = scene.detailID
        if opened != openedID {
            openedID = opened
            followOpenRow()   // ListViewCore+Windowed.swift
            if let opened, let slot = itemPosition(of: opened), let item = item(atPosition: slot) {
                let widget = widget
                emit {
                    li_list_view_emit_activate(widget, guint(slot))   // GtkListView's, then the convenience
                    li_list_view_emit_row_activated(widget, item)
                }
            }
        }
        let view = widget.assumingMemoryBound(to: LiListView.self)
        if (li_list_view_get_editing(view) != 0) != scene.isEditing {
            let editing: Int32 = scene.isEditing ? 1 : 0
            emit { li_list_view_set_editing(view, editing) }
        }
        selectionMayHaveChanged()  // a tap or drag in edit mode, Ctrl+A, Escape
    }
}
