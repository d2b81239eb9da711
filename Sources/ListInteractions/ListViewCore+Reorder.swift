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
/// `GtkStringList` is spliced the same way with its strings; those are new string objects, so
/// rows keyed by object are found again under the old objects and then take the new ones
/// (`WindowedRows.keysBeforeReplacement`, `replaceKeys`), and the order is compared by string.
/// Any other model is asked through `move-item`, one moved item after the other.
///
/// The scene hands over the move by model position before showing it: the span is read and
/// spliced by position, each `items-changed` lands in the windowed mirror at once, and the model's
/// order is then compared with the move over the span only (`modelFollows`). A model that
/// disagrees (a handler that did nothing, or something else) gets a critical; the rows show the
/// model's order.
///
/// - Complexity: O(s) for a span of s items (from the first moved row or the drop place to the
///   last), nothing per item outside it.
extension ListViewCore {
    /// Whether the user can reorder the items (drag handles in edit mode, Alt+Shift+Up/Down): the
    /// app's `reorderable`, taking effect while no sections are shown (a sectioned list is grouped
    /// by its items' sections, as a sorted list is ordered by its sort: it refuses a reorder).
    var isReorderable: Bool {
        get { wantsReorder }
        set {
            wantsReorder = newValue
            applyReorderable()   // windowed or not, the rows stay as they are
        }
    }

    /// Reordering on or off as `reorderable` and the sections say (again when sections come or go).
    func applyReorderable() {
        let on = wantsReorder && !usesSections
        if let list {
            list.isReorderable = on
            list.onRowsReordered = { [weak self] move in self?.modelFollows(move) }
        } else {
            scene.isReorderable = on
        }
    }

    /// The scene reordered its rows (`move`, by model position, not applied yet:
    /// `ListScene+Reorder.swift`): the model follows:
    /// the span it covers is read by position and spliced, or moved item by item through
    /// `move-item`; each `items-changed` lands in the windowed mirror at once (`applyWindowed`,
    /// unanimated, unanchored), which finds its tracked rows again by key in the added span, and
    /// the scene's settle slides the rows from where they were drawn. The model is then compared
    /// with the move over that span only. A model that disagrees gets the critical; the rows
    /// already show the model's order (its changes landed), and the settle animates them there.
    ///
    /// - Complexity: O(span) reads and compares, the span being the positions from the first
    ///   moved row (or the drop place) to the last; nothing per item outside it.
    func modelFollows(_ move: ReorderMove) {
        guard let model, let windowed, !move.fromIndices.isEmpty else { return }
        let list = OpaquePointer(model)
        let positions = move.fromIndices.sorted()
        let low = min(positions[0], move.toIndex)
        let high = max(positions[positions.count - 1], move.toIndex + positions.count - 1)
        guard high < windowed.count, Int(g_list_model_get_n_items(list)) == windowed.count else {
            return li_list_view_model_critical("a move past the model's \(windowed.count) items; the rows follow the model")
        }
        let span = low..<high + 1
        // The span's positions in their new order: the other rows, the moved ones at the drop place.
        let moving = Set(positions)
        var order = span.filter { !moving.contains($0) }
        order.insert(contentsOf: positions, at: move.toIndex - low)
        let oldItems: [UnsafeMutableRawPointer] = span.compactMap { g_list_model_get_item(list, guint($0)) }
        defer { oldItems.forEach { g_object_unref($0) } }
        guard oldItems.count == span.count else { return }
        let intended = order.map { reorderKey(of: oldItems[$0 - low]) }
        isApplyingReorder = true
        if g_type_check_instance_is_a(model.assumingMemoryBound(to: GTypeInstance.self), g_list_store_get_type()) != 0 {
            var spliced: [gpointer?] = order.map { oldItems[$0 - low] }
            g_list_store_splice(list, guint(low), guint(span.count), &spliced, guint(span.count))
        } else if isStringList {
            let strings = order.map { String(cString: gtk_string_list_get_string(list, guint($0))) }
            // New string objects: rows keyed by object are found again under the old ones', then
            // take the new ones (their selection, focus and drag kept).
            if case .objects(let rows) = windowed {
                rows.keysBeforeReplacement = (span, order.map { UInt(bitPattern: oldItems[$0 - low]) })
            }
            withCStringArray(strings) { array in
                gtk_string_list_splice(list, guint(low), guint(span.count), array)
            }
            if case .objects(let rows) = windowed {
                rows.keysBeforeReplacement = nil
                rows.replaceKeys(in: span)
            }
        } else {
            // Asked item by item, in their order, each to its place after the moved items before
            // it; where each is comes from the moves asked before it (the comparison below
            // tells a model that did otherwise).
            var current = Array(span)
            for (offset, position) in positions.enumerated() {
                guard let from = current.firstIndex(of: position) else { continue }
                let target = move.toIndex + offset - low
                if target != from { li_list_view_emit_move_item(widget, guint(low + from), guint(low + target)) }
                current.insert(current.remove(at: from), at: target)
            }
        }
        isApplyingReorder = false
        let keys: [String] = span.compactMap { position in
            guard position < Int(g_list_model_get_n_items(list)), let item = g_list_model_get_item(list, guint(position)) else { return nil }
            defer { g_object_unref(item) }
            return reorderKey(of: item)
        }
        if keys != intended {
            li_list_view_model_critical("the model's items-changed does not match the move of \(move.ids.count) "
                                        + "item(s) to position \(move.toIndex); the rows follow the model")
        }
    }

    /// An item's identity for comparing orders: its `id-property` value, or the object; in a
    /// `GtkStringList` keyed by object, its string (the view splices new objects in).
    private func reorderKey(of item: UnsafeMutableRawPointer) -> String {
        guard binding.id == nil, isStringList else { return binding.identity(of: item) }
        return ItemBinding.read(item, "string") ?? binding.identity(of: item)
    }

    /// Whether the model is a `GtkStringList` (the view splices it with strings).
    private var isStringList: Bool {
        model.map { g_type_check_instance_is_a($0.assumingMemoryBound(to: GTypeInstance.self), gtk_string_list_get_type()) != 0 } ?? false
    }
}
