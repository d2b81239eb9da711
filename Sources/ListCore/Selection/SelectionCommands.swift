/// The edit-mode selection rules behind taps and keys: toggle one row (tap, Space), extend the
/// selection with Shift+Up/Down (or Shift+Page, Home, End, a Shift+click) from an anchor
/// (shrinking back truly undoes, like a drag), select all, deselect all. The host maps events to
/// these calls; the list's `selection` is the result.
///
/// Keyed by identity: the focus and the anchor are `RowID`s, indices are derived through the
/// list (`ListState.position(of:)`) at each call, so rows inserted or deleted in between do not
/// confuse it. In a windowed list (`ListState.setWindowed`) the focus and the anchor are rows its
/// host tracks (`.cursor`, `.rangeAnchor`): they keep their identity outside the window and
/// through changes, and moving the focus to a row outside the window scrolls there (the host's
/// window follows the offset).
///
///     var commands = SelectionCommands()
///     commands.toggle("row-3", in: list)              // tap in edit mode: selects row-3, focuses it
///     commands.extendSelection(by: 1, in: list)       // Shift+Down: row-3, row-4
///     commands.extendSelection(by: -1, in: list)      // Shift+Up: back to row-3 only
///     commands.toggleFocused(in: list)                // Space
///     commands.selectAll(in: list)                    // Ctrl+A
///
/// - Complexity: toggling, moving the focus and extending by one row are O(log n) plus one copy
///   of the selection set; select all and deselect all are O(n) (a windowed list: its host tracks
///   an entry per selected row, as a toolkit's multi-selection model does).
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
        guard let position = list.position(of: id) else { return }
        endExtension(in: list)
        setFocusID(list.track(.cursor, at: position), in: list)
        guard !list.unselectable.contains(id) else { return }
        var selection = list.selection
        list.setSelected(!selection.contains(id), positions: position..<position + 1, in: &selection)
        list.selection = selection
    }

    /// Space: flips the focused row (the first visible row gets the focus when none has it).
    ///
    /// - Complexity: O(log n) plus one copy of the selection set.
    package mutating func toggleFocused(in list: ListState) {
        guard let index = focusIndex(in: list) ?? Self.firstVisibleIndex(in: list),
              let id = list.track(.cursor, at: index) else { return }
        toggle(id, in: list)
    }

    /// Ctrl+A: selects every row the user may select. Ends any Shift extension.
    ///
    /// - Complexity: O(n).
    package mutating func selectAll(in list: ListState) {
        endExtension(in: list)
        if list.isWindowed {
            var selection = list.selection
            list.setSelected(true, positions: 0..<list.count, in: &selection)
            list.selection = selection
            return
        }
        list.selection = Set(list.layout.ids).subtracting(list.unselectable).union(list.selection)
    }

    /// Deselect All: clears the selection (rows the user may not select keep theirs). Ends any
    /// Shift extension.
    ///
    /// - Complexity: O(k) for k selected rows.
    package mutating func deselectAll(in list: ListState) {
        endExtension(in: list)
        if list.isWindowed {   // the host lets the rows go
            for id in list.selection where !list.unselectable.contains(id) { list.untrack(.selected, id) }
        }
        list.selection = list.selection.intersection(list.unselectable)
    }

    /// The focus row's current index, `nil` when there is no focus or it left the list.
    func focusIndex(in list: ListState) -> Int? {
        focus.flatMap { list.position(of: $0) }
    }

    /// The first row in the viewport (row 0 before the viewport has a size), `nil` for no rows.
    static func firstVisibleIndex(in list: ListState) -> Int? {
        guard list.count > 0 else { return nil }
        let visible = list.visibleRange
        return visible.isEmpty ? 0 : visible.lowerBound
    }

    /// Makes `id` the focus; a windowed list's host stops tracking the old focus as `.cursor`
    /// (`id` is tracked already: `ListState.track(_:at:)`).
    mutating func setFocusID(_ id: RowID?, in list: ListState) {
        if focus != id { list.untrack(.cursor, focus) }
        focus = id
    }

    /// Ends the running Shift extension (a windowed list's host stops tracking its anchor).
    mutating func endExtension(in list: ListState) {
        extending?.release(in: list)
        extending = nil
    }
}
