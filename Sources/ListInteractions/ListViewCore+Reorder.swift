import CGtk
import CListInteractions
import ListCore
import ListGtk
@_spi(Embedding) import ListWidget

/// LiListView's drag to reorder (`reorderable`, li-list-view-reorder.c): the scene moves the
/// rows (the drag, its settle and its undo step are the core's, `ListScene+Reorder.swift`), then
/// the model follows here. A `GListStore` is spliced over the span the move covers with the same
/// items in their new order — one `items-changed` in which every item is removed and added back,
/// so the mirror keeps each item's identity and sees moves only, and nothing re-animates. A
/// `GtkStringList` is spliced the same way with its strings (new string objects: rows keyed by
/// object are new rows, in place). Any other model is asked through `move-item`, one moved item
/// after the other.
///
/// While the model follows, its changes update the mirror and the selection model but are not
/// committed to the scene (which already shows the new order); afterwards the model's order is
/// compared with the move, by identity. A model that disagrees (a handler that did nothing, or
/// something else) gets a critical, and the rows follow the model, animated.
///
/// - Complexity: O(n) for n items per move (the splice's span, the comparison).
extension ListViewCore {
    /// Whether the user can reorder the items (drag handles in edit mode, Alt+Shift+Up/Down): the
    /// app's `reorderable`, taking effect while no sections are shown (a sectioned list is grouped
    /// by its items' sections, as a sorted list is ordered by its sort: it refuses a reorder).
    var isReorderable: Bool {
        get { wantsReorder }
        set {
            wantsReorder = newValue
            if !matchMirrorToSections() { applyReorderable() }   // reorderable rows are every item's
        }
    }

    /// Reordering on or off as `reorderable` and the sections say (again when sections come or go).
    func applyReorderable() {
        let on = wantsReorder && !mirror.isSectioned
        if let list {
            list.isReorderable = on
            list.onRowsReordered = { [weak self] move in self?.modelFollows(move) }
        } else {
            scene.isReorderable = on
        }
    }

    /// The scene reordered its rows (`move`): the model follows.
    func modelFollows(_ move: ReorderMove) {
        guard let model, !items.isEmpty else { return }
        let oldKeys = items.map(reorderKey(of:))
        // The model's items in the order the scene shows now (the mirror still has the old one).
        let newOrder = scene.rows.compactMap { mirror.layout.index(of: $0.id) }
        guard newOrder.count == items.count else { return modelDisagrees("the rows and the items differ in number") }
        let intended = newOrder.map { oldKeys[$0] }
        let moved = newOrder.enumerated().filter { $0.offset != $0.element }
        guard let low = moved.map({ min($0.offset, $0.element) }).min(),
              let high = moved.map({ max($0.offset, $0.element) }).max() else { return }
        let span = low..<high + 1
        let oldItems = items
        // The moved items, found before the model changes (the mirror follows it meanwhile).
        let movedItems = move.ids.compactMap { mirror.layout.index(of: $0).map { oldItems[$0] } }
        isApplyingReorder = true
        if g_type_check_instance_is_a(model.assumingMemoryBound(to: GTypeInstance.self), g_list_store_get_type()) != 0 {
            var spliced: [gpointer?] = span.map { items[newOrder[$0]] }
            g_list_store_splice(OpaquePointer(model), guint(low), guint(span.count), &spliced, guint(span.count))
        } else if g_type_check_instance_is_a(model.assumingMemoryBound(to: GTypeInstance.self), gtk_string_list_get_type()) != 0 {
            let strings = span.map { String(cString: gtk_string_list_get_string(OpaquePointer(model), guint(newOrder[$0]))) }
            withCStringArray(strings) { array in
                gtk_string_list_splice(OpaquePointer(model), guint(low), guint(span.count), array)
            }
        } else {
            // Asked item by item, in their order: each goes right after the item before it (the
            // first, after the item the block follows), from where the moves before it left it.
            var previous: UnsafeMutableRawPointer? = move.toIndex > 0 ? oldItems[newOrder[move.toIndex - 1]] : nil
            for item in movedItems {
                guard let position = items.firstIndex(of: item) else { continue }
                var target = 0
                if let previous, let after = items.firstIndex(of: previous) {
                    target = (position < after ? after - 1 : after) + 1
                }
                if target != position { li_list_view_emit_move_item(widget, guint(position), guint(target)) }
                previous = item
            }
        }
        isApplyingReorder = false
        let keys = items.map(reorderKey(of:))
        guard keys == intended else {
            return modelDisagrees("the model's items-changed does not match the move of \(move.ids.count) "
                                  + "item(s) to position \(move.toIndex)")
        }
        // The same items in the same order: at most new rows in place (new objects), not animated.
        commit(BatchAnimator.prepare(old: scene.rows, new: mirror.rows), animated: false, anchors: false)
    }

    /// The model did not follow the move: a critical, and the rows go where the model has them.
    private func modelDisagrees(_ reason: String) {
        isApplyingReorder = false
        li_list_view_model_critical(reason + "; the rows follow the model")
        commit(BatchAnimator.prepare(old: scene.rows, new: mirror.rows), animated: true, anchors: true)
    }

    /// An item's identity for comparing orders: its `id-property` value, or the object.
    private func reorderKey(of item: UnsafeMutableRawPointer) -> String { binding.identity(of: item) }
}
