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
/// A windowed list (`ListState.setWindowed`) has no identity for most rows of a long range: its
/// range is kept by model position, the rows selected or deselected through the list's
/// `WindowedListHost` a span at a time, and only the anchor (and the focus, for Shift+Up/Down)
/// tracked by the host, with the `role` given. Its pre-range states are those of positions: a
/// change of the model during the range (`ListState.windowedChanges`) makes them stale, so the
/// range starts over from its anchor's new place, the rows it covered keeping the state it gave
/// them (moving back no longer restores them; cancelling restores none).
///
///     var range = RangeSelection(anchorAt: 2, role: .pivot, mode: .select, in: list)!
///     range.extend(toIndex: 8, in: list)  // rows 2…8 selected
///     range.extend(toIndex: 4, in: list)  // rows 5…8 back to their pre-drag state
///     range.restoreAll(in: list)          // everything back as it was
///
/// - Complexity: O(rows passed) per update, plus one copy of the selection set when it changes
///   (a windowed list: plus its host's work for those rows).
struct RangeSelection {
    let anchor: RowID
    let mode: DragSelectMode
    /// The role the anchor is tracked with in a windowed list (`release(in:)` takes it back).
    let role: TrackedRoles
    /// The role the focus is tracked with in a windowed list; `nil`: not tracked (a drag's focus
    /// is the row under the pointer, in the window).
    let focusRole: TrackedRoles?
    /// The row at the moving end of the range; `nil` in a windowed list when that row is not
    /// tracked.
    private(set) var focus: RowID?
    /// The pre-range selection state of every row the range has covered so far.
    private(set) var original: [RowID: Bool] = [:]
    /// The rows the range currently forces to `mode`.
    private(set) var covered: Set<RowID> = []
    /// Where the focus was at the last update, as a position in the order (the pointer's
    /// place on screen; an update that reorders rows does not move it).
    private(set) var position: Int
    /// A windowed list's range by model position; `nil` for a list that holds every row.
    private var span: PositionSpan?

    /// A windowed list's range: the anchor's position and the covered positions selected before
    /// the range, valid while the model has not changed (`generation`).
    private struct PositionSpan {
        var generation: Int
        var anchor: Int
        var originallySelected: Set<Int> = []
    }

    /// Starts a range on the row at `index` and applies `mode` to it; a windowed list's host
    /// tracks the anchor with `role` (and each focus with `focusRole`). `nil` when the row has no
    /// identity (a windowed list without a host, outside its window).
    init?(anchorAt index: Int, role: TrackedRoles, focusRole: TrackedRoles? = nil, mode: DragSelectMode,
          in list: ListState) {
        guard index >= 0, index < list.count, let anchor = list.track(role, at: index) else { return nil }
        self.anchor = anchor
        self.mode = mode
        self.role = role
        self.focusRole = focusRole
        self.position = index
        var selection = list.selection
        if list.isWindowed {
            if let focusRole { _ = list.track(focusRole, at: index) }
            focus = anchor
            span = PositionSpan(generation: list.windowedChanges, anchor: index)
            enter(index..<index + 1, selection: &selection, in: list)
        } else {
            focus = anchor
            enter(anchor, selection: &selection, unselectable: list.unselectable)
        }
        if selection != list.selection { list.selection = selection }
    }

    /// The anchor's current index, or `nil` when the anchor row is gone.
    func anchorIndex(in list: ListState) -> Int? { list.position(of: anchor) }

    /// How many rows the range covers now.
    var coveredCount: Int { span.map { abs(position - $0.anchor) + 1 } ?? covered.count }

    /// Moves the focus to row `index`, walking the rows in between: away from the anchor each
    /// row passed takes `mode`, back toward it each row passed gets its pre-range state back.
    /// Returns `false` (and changes nothing) when the anchor is no longer in the list.
    @discardableResult
    mutating func extend(toIndex index: Int, in list: ListState) -> Bool {
        if list.isWindowed { return extendByPosition(toIndex: index, in: list) }
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
        if let span {
            if span.generation == list.windowedChanges {
                leave(Self.covering(span.anchor, position), selection: &selection, in: list)
            }
        } else {
            for id in covered { leave(id, isInList: list.layout.contains(id), selection: &selection) }
        }
        if selection != list.selection { list.selection = selection }
    }

    /// The range ended: a windowed list's host stops tracking its anchor for it.
    func release(in list: ListState) {
        list.untrack(role, anchor)
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

extension RangeSelection {
    /// `extend(toIndex:in:)` in a windowed list: the covered span goes from the anchor's position
    /// to the new one; the positions it gains take `mode`, those it loses their pre-range state.
    private mutating func extendByPosition(toIndex index: Int, in list: ListState) -> Bool {
        guard var span, list.count > 0, let anchorNow = list.position(of: anchor) else { return false }
        if span.generation != list.windowedChanges || span.anchor != anchorNow {
            // The model changed: the positions kept are stale. Start over from the anchor.
            span = PositionSpan(generation: list.windowedChanges, anchor: anchorNow)
            position = anchorNow
        }
        self.span = span
        let target = min(max(index, 0), list.count - 1)
        let before = Self.covering(span.anchor, position), after = Self.covering(span.anchor, target)
        var selection = list.selection
        // What the span loses, then what it gains: at most one run on each side of the anchor.
        leave(Self.run(before.lowerBound, after.lowerBound), selection: &selection, in: list)
        leave(Self.run(after.upperBound, before.upperBound), selection: &selection, in: list)
        enter(Self.run(after.lowerBound, before.lowerBound), selection: &selection, in: list)
        enter(Self.run(before.upperBound, after.upperBound), selection: &selection, in: list)
        position = target
        focus = focusRole.flatMap { list.track($0, at: target) } ?? list.knownID(at: target)
        if selection != list.selection { list.selection = selection }
        return true
    }

    /// The positions from `start` up to `end`; empty when `end` is not after `start`.
    private static func run(_ start: Int, _ end: Int) -> Range<Int> { start..<max(start, end) }

    /// The positions from `a` to `b`, both included.
    private static func covering(_ a: Int, _ b: Int) -> Range<Int> { min(a, b)..<max(a, b) + 1 }

    /// Positions the span gains: their state now is remembered, then they take `mode`.
    private mutating func enter(_ positions: Range<Int>, selection: inout Set<RowID>, in list: ListState) {
        guard !positions.isEmpty else { return }
        for position in positions where list.isSelected(at: position) { span?.originallySelected.insert(position) }
        list.setSelected(mode.makesSelected, positions: positions, in: &selection)
    }

    /// Positions the span loses: each gets its pre-range state back, a run of equal states at a time.
    private mutating func leave(_ positions: Range<Int>, selection: inout Set<RowID>, in list: ListState) {
        guard !positions.isEmpty, var span else { return }
        var start = positions.lowerBound
        while start < positions.upperBound {
            let wasSelected = span.originallySelected.contains(start)
            var end = start + 1
            while end < positions.upperBound, span.originallySelected.contains(end) == wasSelected { end += 1 }
            list.setSelected(wasSelected, positions: start..<end, in: &selection)
            start = end
        }
        for position in positions { span.originallySelected.remove(position) }
        self.span = span
    }
}
