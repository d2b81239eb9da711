/// A contiguous range of rows from an anchor to a moving focus that all take one selection
/// state, with true undo: a row the range leaves gets back exactly the state it had before the
/// range first covered it. Shared by the drag-select gesture and Shift+Up/Down.
///
/// Keyed by identity: the anchor, the focus and the pre-range snapshot are row identities, so
/// rows inserted, deleted or moved while the range is live do not confuse it; indices are
/// derived from `list.layout` at each update.
///
///     var range = RangeSelection(anchor: "row-2", mode: .select, in: list)!
///     range.extend(toIndex: 8, in: list)  // rows 2…8 selected
///     range.extend(toIndex: 4, in: list)  // rows 5…8 back to their pre-drag state
///     range.restoreAll(in: list)          // everything back as it was
///
/// - Complexity: O(rows entering or leaving the range) per update when the row order is
///   unchanged (plus one copy of the selection set when it changes); O(rows in the range) after
///   the row order changed.
struct RangeSelection {
    let anchor: RowID
    let mode: DragSelectMode
    /// The row at the moving end of the range.
    private(set) var focus: RowID
    /// The pre-range selection state of every row the range has covered so far.
    private(set) var original: [RowID: Bool] = [:]
    /// The rows the range currently forces to `mode`.
    private(set) var covered: Set<RowID> = []
    /// The covered index range and the row order it was computed in (array identity makes the
    /// "order unchanged" check O(1)).
    private var coveredIndices: ClosedRange<Int>
    private var orderSnapshot: [RowID]

    /// Starts a range on `anchor` and applies `mode` to it. `nil` when the row is not in the list.
    init?(anchor: RowID, mode: DragSelectMode, in list: ListController) {
        guard let index = list.layout.index(of: anchor) else { return nil }
        self.anchor = anchor
        self.mode = mode
        self.focus = anchor
        self.coveredIndices = index...index
        self.orderSnapshot = list.layout.ids
        var selection = list.selection
        enter(anchor, selection: &selection)
        if selection != list.selection { list.selection = selection }
    }

    /// The anchor's current index, or `nil` when the anchor row is gone.
    func anchorIndex(in list: ListController) -> Int? { list.layout.index(of: anchor) }

    /// Moves the focus to row `index`: every row between the anchor and it takes `mode`, every row
    /// that was covered and no longer is gets its pre-range state back.
    /// Returns `false` (and changes nothing) when the anchor is no longer in the list.
    @discardableResult
    mutating func extend(toIndex index: Int, in list: ListController) -> Bool {
        let layout = list.layout
        guard let anchorIndex = layout.index(of: anchor), !layout.isEmpty else { return false }
        let focusIndex = min(max(index, 0), layout.count - 1)
        let newRange = min(anchorIndex, focusIndex)...max(anchorIndex, focusIndex)
        var selection = list.selection
        if layout.ids == orderSnapshot {
            // Same order: only the rows at the moving end change.
            for part in Self.subtract(coveredIndices, newRange) {
                for i in part { leave(layout.ids[i], isInList: true, selection: &selection) }
            }
            for part in Self.subtract(newRange, coveredIndices) {
                for i in part { enter(layout.ids[i], selection: &selection) }
            }
        } else {
            // The order changed under us: recompute by identity.
            for id in covered {
                let i = layout.index(of: id)
                if let i, newRange.contains(i) { continue }
                leave(id, isInList: i != nil, selection: &selection)
            }
            for i in newRange where !covered.contains(layout.ids[i]) {
                enter(layout.ids[i], selection: &selection)
            }
            orderSnapshot = layout.ids
        }
        coveredIndices = newRange
        focus = layout.ids[focusIndex]
        if selection != list.selection { list.selection = selection }
        return true
    }

    /// Gives every covered row its pre-range state back (cancel).
    mutating func restoreAll(in list: ListController) {
        var selection = list.selection
        for id in covered { leave(id, isInList: list.layout.contains(id), selection: &selection) }
        if selection != list.selection { list.selection = selection }
    }

    private mutating func enter(_ id: RowID, selection: inout Set<RowID>) {
        if original[id] == nil { original[id] = selection.contains(id) }
        covered.insert(id)
        if mode.makesSelected { selection.insert(id) } else { selection.remove(id) }
    }

    /// A row that left the list is never put back into the selection.
    private mutating func leave(_ id: RowID, isInList: Bool, selection: inout Set<RowID>) {
        covered.remove(id)
        if original[id] == true && isInList { selection.insert(id) } else { selection.remove(id) }
    }

    /// The indices of `a` that are not in `b`, as at most two ranges.
    static func subtract(_ a: ClosedRange<Int>, _ b: ClosedRange<Int>) -> [ClosedRange<Int>] {
        var parts: [ClosedRange<Int>] = []
        if a.lowerBound < b.lowerBound {
            parts.append(a.lowerBound...min(a.upperBound, b.lowerBound - 1))
        }
        if a.upperBound > b.upperBound {
            parts.append(max(a.lowerBound, b.upperBound + 1)...a.upperBound)
        }
        return parts
    }
}
