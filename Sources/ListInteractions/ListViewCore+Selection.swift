import CGtk
import CListInteractions
import ListCore

/// `LiListSelection`'s side of the core: the model's items by position and the selection read
/// and changed through them, and every change told as `selection-changed`.
///
/// The selection is the windowed rows' `.selected` rows (`ListViewCore+Windowed`), kept by
/// identity: a change that moves rows moves their selection with them, one that removes rows takes
/// them out of it. The user's input arrives as the scene's selection and is followed into them
/// (`followSceneSelection`). Positions are the model's.
///
///     core.setSelection(selected: bitset(2), mask: bitset(0 ..< n))   // select_item(2, TRUE)
///     core.isSelected(2)                                               // true
///     core.itemsDidChange(position: 0, removed: n, added: n)           // a re-sort: item 2 moved, still selected
///
/// - Complexity: `isSelected` O(1); `setSelection` O(mask + selected) (a mask over every item:
///   O(selected)); `selectionMayHaveChanged` O(1) when nothing changed, else O(selected).
extension ListViewCore {
    /// The widget's `LiListSelection` (`nil` before the widget made it and after it is disposed).
    var selectionModel: OpaquePointer? {
        li_list_view_get_selection_model(widget.assumingMemoryBound(to: LiListView.self))
    }

    func isSelected(_ position: Int) -> Bool {
        guard let windowed else { return false }   // the tracked rows: O(1)
        return windowed.id(at: position).map { windowed.roles(of: $0).contains(.selected) } ?? false
    }

    /// Adds the selected positions of `range` (clipped to the items) to `bitset`.
    func addSelection(in range: Range<Int>, to bitset: OpaquePointer) {
        for position in selectedPositions(in: range) { gtk_bitset_add(bitset, guint(position)) }
    }

    /// `gtk_selection_model_set_selection`: each position in `mask` takes its state in `selected`.
    /// Positions were checked (none past the end) by the C side.
    func setSelection(selected: OpaquePointer, mask: OpaquePointer) {
        guard let windowed else { return }
        followSceneSelection()
        var run: (range: Range<Int>, selects: Bool)?
        func add(_ position: Int, _ selects: Bool) {
            if let current = run, current.selects == selects, current.range.upperBound == position {
                run = (current.range.lowerBound..<position + 1, selects)
                return
            }
            if let current = run { markSelected(current.selects, positions: current.range) }
            run = (position..<position + 1, selects)
        }
        if gtk_bitset_get_size(mask) >= UInt64(windowed.count) {
            // Every item is in the mask (select_all, unselect_all, unselect_rest): only `selected` counts.
            for (_, position) in windowed.tracked(with: .selected) where gtk_bitset_contains(selected, guint(position)) == 0 {
                markSelected(false, positions: position..<position + 1)   // O(1): one position looked up
            }
            Self.forEach(in: selected) { add($0, true) }
        } else {
            Self.forEach(in: mask) { add($0, gtk_bitset_contains(selected, guint($0)) != 0) }
        }
        if let current = run { markSelected(current.selects, positions: current.range) }
        showWindowedSelection()   // the rows' tint and check marks follow; selection-changed once shown
    }

    /// Emits `selection-changed` for the span of positions whose state changed since the last
    /// call, if any: after each frame shown (API calls, commits, edit mode, the user's input, a
    /// drag-select's auto-scroll), so a handler finds the selection on screen. Cheap
    /// when nothing changed: the set kept is a copy of the scene's, and two sets sharing storage
    /// compare in O(1).
    func selectionMayHaveChanged() {
        followSceneSelection()
        guard let span = pendingSelectionSpan else { return }
        pendingSelectionSpan = nil
        emitSelectionChanged(span)
    }

    /// After the rows took the model's `items-changed(position, removed, added)`: the selection
    /// model passes it on, then tells where selected items landed (a re-sort moves them).
    func itemsDidChange(position: Int, removed: Int, added: Int) {
        guard let model = selectionModel else { return }
        g_list_model_items_changed(model, guint(position), guint(removed), guint(added))
        selectionMayHaveChanged()
        if let landed = selectedSpan(in: position..<position + added) { emitSelectionChanged(landed) }
    }

    // MARK: Helpers

    /// The selected positions within `range` (clipped to the items), ascending: walks the range
    /// or the selection, whichever is smaller.
    private func selectedPositions(in range: Range<Int>) -> [Int] {
        guard let windowed else { return [] }
        return windowed.tracked(with: .selected).map(\.position).filter(range.contains).sorted()
    }

    /// From the first to the last selected position within `range`: the selection looked up
    /// when it is small, else a walk in from both ends of the range to the first selected row.
    /// - Complexity: O(min(selected, 4 096)) or O(positions walked).
    private func selectedSpan(in range: Range<Int>) -> Range<Int>? {
        guard let windowed else { return nil }
        let positions = windowed.tracked(with: .selected).lazy.map(\.position).filter(range.contains)
        guard let low = positions.min(), let high = positions.max() else { return nil }
        return low..<high + 1
    }

    private func emitSelectionChanged(_ span: Range<Int>) {
        guard let model = selectionModel, !span.isEmpty else { return }
        emit { gtk_selection_model_selection_changed(model, guint(span.lowerBound), guint(span.count)) }
    }

    /// Calls `body` with each position in `bitset`, ascending.
    private static func forEach(in bitset: OpaquePointer, _ body: (Int) -> Void) {
        var iterator = GtkBitsetIter()
        var position: guint = 0
        var more = gtk_bitset_iter_init_first(&iterator, bitset, &position)
        while more != 0 {
            body(Int(position))
            more = gtk_bitset_iter_next(&iterator, &position)
        }
    }
}
