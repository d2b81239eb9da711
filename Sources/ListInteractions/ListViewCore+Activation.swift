import CGtk
import CListInteractions
import ListCore
@_spi(Embedding) import ListWidget

/// Activation and context in GtkListView's shape (`li-list-view-activate.c`): the
/// `single-click-activate` rule (the scene's `tapActivation`), `show-separators`, the
/// `list.activate-item` action, the row-context input (a right click, a long press, the Menu key)
/// and an item's row widget. Each signal goes out once the frame showing its input was shown.
///
///     core.activateItem(at: 3)                         // activate(3), the row opened as by Enter
///     core.rowContext(x: 40, y: 120, keyboard: false)  // row-context(position, row, 40, 120)
///
/// - Complexity: O(log n) per call (a row found by height or identity).
extension ListViewCore {
    var singleClickActivate: Bool {
        get { scene.tapActivation.singleClick }
        set { scene.tapActivation.singleClick = newValue }
    }

    func setShowsSeparators(_ shows: Bool) { list?.showsSeparators = shows }

    /// `list.activate-item(position)`: the row is activated as Enter activates it (opened when
    /// the list is at rest outside edit mode: `row-activated` follows), and `activate(position)`
    /// is emitted whatever the row did.
    func activateItem(at position: Int) {
        guard position >= 0, position < itemCount else { return }
        guard let id = itemRowID(position) else {   // windowed, far from the window: nothing to open there
            let widget = widget
            return emit { li_list_view_emit_activate(widget, guint(position)) }
        }
        let wasOpen = openedID == id
        scene.activate(id, at: now)
        list?.showNow()
        inputHandled()
        // inputHandled emitted activate with the row's opening; otherwise it is emitted here.
        guard wasOpen || openedID != id else { return }
        let widget = widget
        emit { li_list_view_emit_activate(widget, guint(position)) }
    }

    /// The context of the row at (`x`, `y`) in the LiListView's coordinates, or with `keyboard`
    /// of the focused row (else the first row shown), at its widget's centre. Returns whether a
    /// shown row was found: `row-context` is emitted then, after the frame showing the list now.
    func rowContext(x: Double, y: Double, keyboard: Bool) -> Bool {
        guard let list, scene.acceptsListInput else { return false }
        let view = widget.assumingMemoryBound(to: GtkWidget.self)
        let id: RowID?
        if keyboard {
            id = scene.focusedRow ?? scene.visibleRows.first?.id
        } else {
            var point = graphene_point_t(x: Float(x), y: Float(y))
            var inArea = graphene_point_t()
            guard gtk_widget_compute_point(view, list.listArea, &point, &inArea) != 0 else { return false }
            id = scene.rowID(atViewportY: Double(inArea.y))
        }
        guard let id, let slot = itemPosition(of: id), let row = list.rowWidget(of: id) else { return false }
        var at = (x: x, y: y)
        if keyboard {
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(row, view, &bounds) != 0 else { return false }
            at = (Double(bounds.origin.x + bounds.size.width / 2), Double(bounds.origin.y + bounds.size.height / 2))
        }
        list.showNow()
        let widget = widget
        emit { li_list_view_emit_row_context(widget, guint(slot), UnsafeMutableRawPointer(row), at.x, at.y) }
        return true
    }

    /// The widget showing the item at `position` in the frame last shown, `nil` when not shown.
    func rowWidget(at position: Int) -> UnsafeMutablePointer<GtkWidget>? {
        guard position >= 0, position < itemCount, let id = itemRowID(position) else { return nil }
        return list?.rowWidget(of: id)
    }
}
