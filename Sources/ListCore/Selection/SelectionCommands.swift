/// The edit-mode selection rules behind taps and keys: toggle one row (tap, Space), extend the
/// selection with Shift+Up/Down from an anchor (shrinking back truly undoes, like a drag),
/// select all, deselect all. The host maps events to these calls; the list's `selection` is the
/// result.
///
/// Keyed by identity: the focus and the anchor are `RowID`s, indices are derived through
/// `list.layout` at each call, so rows inserted or deleted in between do not confuse it.
///
///     var commands = SelectionCommands()
///     commands.toggle("row-3", in: list)              // tap in edit mode: selects row-3, focuses it
///     commands.extendSelection(by: 1, in: list)       // Shift+Down: row-3, row-4
///     commands.extendSelection(by: -1, in: list)      // Shift+Up: back to row-3 only
///     commands.toggleFocused(in: list)                // Space
///     commands.selectAll(in: list)                    // Ctrl+A
///
/// - Complexity: toggling, moving the focus and extending by one row are O(log n) plus one copy
///   of the selection set; select all and deselect all are O(n).
package struct SelectionCommands {
    /// The keyboard focus row (the moving end of a Shift extension).
    package internal(set) var focus: RowID?
    /// The running Shift+Up/Down extension, if any.
    var extending: RangeSelection?

    package init(focus: RowID? = nil) {
        self.focus = focus
    }

    /// The fixed end of the running Shift extension; `nil` when none is running.
    package var anchor: RowID? { extending?.anchor }

    /// Tap on a row in edit mode: flips that row, focuses it and ends any Shift extension.
    ///
    /// - Complexity: O(1) plus one copy of the selection set.
    package mutating func toggle(_ id: RowID, in list: ListState) {
        guard list.layout.contains(id) else { return }
        extending = nil
        focus = id
        if list.selection.contains(id) { list.selection.remove(id) } else { list.selection.insert(id) }
    }

    /// Space: flips the focused row (the first visible row gets the focus when none has it).
    ///
    /// - Complexity: O(log n) plus one copy of the selection set.
    package mutating func toggleFocused(in list: ListState) {
        guard let index = focusIndex(in: list) ?? Self.firstVisibleIndex(in: list) else { return }
        toggle(list.layout.ids[index], in: list)
    }

    /// Ctrl+A: selects every row. Ends any Shift extension.
    ///
    /// - Complexity: O(n).
    package mutating func selectAll(in list: ListState) {
        extending = nil
        list.selection = Set(list.layout.ids)
    }

    /// Deselect All: clears the selection. Ends any Shift extension.
    ///
    /// - Complexity: O(1).
    package mutating func deselectAll(in list: ListState) {
        extending = nil
        list.selection = []
    }

    /// The focus row's current index, `nil` when there is no focus or it left the list.
    func focusIndex(in list: ListState) -> Int? {
        focus.flatMap { list.layout.index(of: $0) }
    }

    /// The first row in the viewport (row 0 before the viewport has a size), `nil` for no rows.
    static func firstVisibleIndex(in list: ListState) -> Int? {
        guard list.count > 0 else { return nil }
        let visible = list.visibleRange
        return visible.isEmpty ? 0 : visible.lowerBound
    }
}
