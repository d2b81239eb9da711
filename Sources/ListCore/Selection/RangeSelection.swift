/// A range of rows from an anchor to a moving focus that all take one selection state, with
/// true undo: a row the focus passes back over gets back exactly the state it had before the
/// range first covered it. Shared by the drag-select gesture and Shift+Up/Down.
///
/// Keyed by identity, and by the pointer's path rather than by an index span: each step walks
/// the rows between the previous focus position and the new one in the current order; moving
/// away from the anchor gives each row passed the range's state, moving back toward it returns
/// each row passed to its pre-range state. A row keeps the state the pointer gave it until the
/// pointer passes back over it, wherever an update moves it meanwhile, and a row an update
/// moves into the span is not selected by that move.
///
///     var range = RangeSelection(anchor: "row-2", mode: .select, in: list)!
///     range.extend(toIndex: 8, in: list)  // rows 2…8 selected
///     range.extend(toIndex: 4, in: list)  // rows 5…8 back to their pre-drag state
///     range.restoreAll(in: list)          // everything back as it was
///
/// - Complexity: O(rows passed) per update, plus one copy of the selection set when it changes.
struct RangeSelection {
    let anchor: RowID
    let mode: DragSelectMode
    /// The row at the moving end of the range.
    private(set) var focus: RowID
    /// The pre-range selection state of every row the range has covered so far.
    private(set) var original: [RowID: Bool] = [:]
    /// The rows the range currently forces to `mode`.
    private(set) var covered: Set<RowID> = []
    /// Where the focus was at the last update, as a position in the order (the pointer's
    /// place on screen; an update that reorders rows does not move it).
    private var position: Int

    /// Starts a range on `anchor` and applies `mode` to it. `nil` when the row is not in the list.
    init?(anchor: RowID, mode: DragSelectMode, in list: ListState) {
        guard let index = list.layout.index(of: anchor) else { return nil }
        self.anchor = anchor
        self.mode = mode
        self.focus = anchor
        self.position = index
        var selection = list.selection
        enter(anchor, selection: &selection, unselectable: list.unselectable)
        if selection != list.selection { list.selection = selection }
    }

    /// The anchor's current index, or `nil` when the anchor row is gone.
    func anchorIndex(in list: ListState) -> Int? { list.layout.index(of: anchor) }

    /// Moves the focus to row `index`, walking the rows in between: away from the anchor each
    /// row passed takes `mode`, back toward it each row passed gets its pre-range state back.
    /// Returns `false` (and changes nothing) when the anchor is no longer in the list.
    @discardableResult
    mutating func extend(toIndex index: Int, in list: ListState) -> Bool {
        let layout = list.layout
        guard let anchorIndex = layout.index(of: anchor), !layout.isEmpty else { return false }
        let target = min(max(index, 0), layout.count - 1)
        var selection = list.selection
        var here = min(max(position, 0), layout.count - 1)
        while here != target {
            let next = here + (target > here ? 1 : -1)
            if abs(next - anchorIndex) > abs(here - anchorIndex) {
                enter(layout.ids[next], selection: &selection, unselectable: list.unselectable)
            } else {
                leave(layout.ids[here], isInList: true, selection: &selection)
            }
            here = next
        }
        position = target
        focus = layout.ids[target]
        if selection != list.selection { list.selection = selection }
        return true
    }

    /// Gives every covered row its pre-range state back (cancel).
    mutating func restoreAll(in list: ListState) {
        var selection = list.selection
        for id in covered { leave(id, isInList: list.layout.contains(id), selection: &selection) }
        if selection != list.selection { list.selection = selection }
    }

    /// A row the user may not select (`unselectable`) is passed by: it keeps its state.
    private mutating func enter(_ id: RowID, selection: inout Set<RowID>, unselectable: Set<RowID>) {
        guard !unselectable.contains(id) else { return }
        if original[id] == nil { original[id] = selection.contains(id) }
        covered.insert(id)
        if mode.makesSelected { selection.insert(id) } else { selection.remove(id) }
    }

    /// A row that left the list is never put back into the selection; a row the range never
    /// covered (an update moved it into the span) is left alone.
    private mutating func leave(_ id: RowID, isInList: Bool, selection: inout Set<RowID>) {
        guard covered.remove(id) != nil else { return }
        if original[id] == true && isInList { selection.insert(id) } else { selection.remove(id) }
    }
}
