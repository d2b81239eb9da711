import CGtk
import CListInteractions
import ListCore

/// `LiListSelection`'s side of the core: the model's items by position and the scene's selection
/// read and changed through them, and every change told as `selection-changed`.
///
/// The selection is the scene's (`scene.selection`, a set of `RowID`s), so it is kept by
/// identity: a batch that moves rows moves their selection with them, one that removes rows takes
/// them out of it. Positions are the model's (`items`, `mirror.rows`), which the scene's rows
/// follow.
///
///     core.setSelection(selected: bitset(2), mask: bitset(0 ..< n))   // select_item(2, TRUE)
///     core.isSelected(2)                                               // true
///     core.itemsDidChange(position: 0, removed: n, added: n)           // a re-sort: item 2 moved, still selected
///
/// - Complexity: `isSelected` O(1); `setSelection` O(mask) (O(selected) when the mask covers every
///   item); `selectionMayHaveChanged` O(1) when nothing changed, else the comparison of the two sets
///   plus `changedSpan` (O(old + new) for small selections, a walk in from the ends for large ones).
extension ListViewCore {
    /// The widget's `LiListSelection` (`nil` before the widget made it and after it is disposed).
    var selectionModel: OpaquePointer? {
        li_list_view_get_selection_model(widget.assumingMemoryBound(to: LiListView.self))
    }

    func isSelected(_ position: Int) -> Bool {
        if let windowed {   // the tracked rows: O(1)
            return windowed.id(at: position).map { windowed.roles(of: $0).contains(.selected) } ?? false
        }
        return position >= 0 && position < items.count && scene.selection.contains(itemRowID(position)!)
    }

    /// Adds the selected positions of `range` (clipped to the items) to `bitset`.
    func addSelection(in range: Range<Int>, to bitset: OpaquePointer) {
        for position in selectedPositions(in: range) { gtk_bitset_add(bitset, guint(position)) }
    }

    /// `gtk_selection_model_set_selection`: each position in `mask` takes its state in `selected`.
    /// Positions were checked (none past the end) by the C side.
    func setSelection(selected: OpaquePointer, mask: OpaquePointer) {
        if windowed != nil { return setWindowedSelection(selected: selected, mask: mask) }
        var selection: Set<RowID>
        if gtk_bitset_get_size(mask) >= UInt64(items.count) {
            // Every item is in the mask (select_all, unselect_all, unselect_rest): only `selected` counts.
            selection = []
            Self.forEach(in: selected) { selection.insert(itemRowID($0)!) }
        } else {
            selection = scene.selection
            Self.forEach(in: mask) { position in
                if gtk_bitset_contains(selected, guint(position)) != 0 {
                    selection.insert(itemRowID(position)!)
                } else {
                    selection.remove(itemRowID(position)!)
                }
            }
        }
        scene.setSelection(selection)
        list?.showNow()   // the rows' tint and check marks follow; selection-changed once shown
        selectionMayHaveChanged()
    }

    /// Emits `selection-changed` for the span of positions whose state changed since the last
    /// call, if any: after each frame shown (API calls, commits, edit mode, the user's input, a
    /// drag-select's auto-scroll), so a handler finds the selection on screen. Cheap
    /// when nothing changed: the set kept is a copy of the scene's, and two sets sharing storage
    /// compare in O(1).
    func selectionMayHaveChanged() {
        if windowed != nil {
            followSceneSelection()
            shownSelection = scene.selection
            if let span = pendingSelectionSpan {
                pendingSelectionSpan = nil
                emitSelectionChanged(span)
            }
            return
        }
        let selection = scene.selection
        guard selection != shownSelection else { return }
        let old = shownSelection
        shownSelection = selection
        if let span = changedSpan(from: old, to: selection) { emitSelectionChanged(span) }
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

    /// The positions from the first to the last whose state differs between `old` and `new`
    /// (rows that left the model are not counted: `items-changed` told them). Small selections:
    /// their difference, looked up; large ones: a walk in from both ends that stops at the first
    /// difference on each side, so selecting or clearing all of a million rows costs O(1) here.
    /// - Complexity: O(|old| + |new|) when their sum is at most `directLimit`, else O(positions
    ///   walked from the ends), at most O(n).
    private func changedSpan(from old: Set<RowID>, to new: Set<RowID>) -> Range<Int>? {
        let directLimit = 4096
        if old.count + new.count <= directLimit {
            let positions = old.symmetricDifference(new).compactMap(itemPosition(of:))
            guard let low = positions.min(), let high = positions.max() else { return nil }
            return low..<high + 1
        }
        let differs = { (position: Int) in
            let id = self.itemRowID(position)!
            return old.contains(id) != new.contains(id)
        }
        guard let low = items.indices.first(where: differs), let high = items.indices.last(where: differs) else {
            return nil
        }
        return low..<high + 1
    }

    /// The selected positions within `range` (clipped to the items), ascending: walks the range
    /// or the selection, whichever is smaller.
    private func selectedPositions(in range: Range<Int>) -> [Int] {
        if let windowed {
            return windowed.tracked(with: .selected).map(\.position).filter(range.contains).sorted()
        }
        let range = range.clamped(to: 0..<items.count)
        let selection = scene.selection
        guard !selection.isEmpty, !range.isEmpty else { return [] }
        if selection.count < range.count {
            return selection.compactMap(itemPosition(of:)).filter(range.contains).sorted()
        }
        return range.filter { selection.contains(itemRowID($0)!) }
    }

    /// From the first to the last selected position within `range`: the selection looked up
    /// when it is small, else a walk in from both ends of the range to the first selected row.
    /// - Complexity: O(min(selected, 4 096)) or O(positions walked).
    private func selectedSpan(in range: Range<Int>) -> Range<Int>? {
        if let windowed {
            let positions = windowed.tracked(with: .selected).lazy.map(\.position).filter(range.contains)
            guard let low = positions.min(), let high = positions.max() else { return nil }
            return low..<high + 1
        }
        let selection = scene.selection
        let range = range.clamped(to: 0..<items.count)
        if selection.count <= 4096 {
            let positions = selection.compactMap(itemPosition(of:)).filter(range.contains)
            guard let low = positions.min(), let high = positions.max() else { return nil }
            return low..<high + 1
        }
        let isSelected = { (position: Int) in selection.contains(self.itemRowID(position)!) }
        guard let low = range.first(where: isSelected), let high = range.last(where: isSelected) else { return nil }
        return low..<high + 1
    }

    /// `setSelection(selected:mask:)` of windowed rows: the mask's runs of one state each
    /// (`markSelected`); a mask over every item counts `selected` only.
    ///
    /// - Complexity: O(mask + selected), as `GtkMultiSelection`'s.
    private func setWindowedSelection(selected: OpaquePointer, mask: OpaquePointer) {
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
            for (_, position) in windowed.tracked(with: .selected) where gtk_bitset_contains(selected, guint(position)) == 0 {
                markSelected(false, positions: position..<position + 1)   // O(1): one position looked up
            }
            Self.forEach(in: selected) { add($0, true) }
        } else {
            Self.forEach(in: mask) { add($0, gtk_bitset_contains(selected, guint($0)) != 0) }
        }
        if let current = run { markSelected(current.selects, positions: current.range) }
        showWindowedSelection()
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
