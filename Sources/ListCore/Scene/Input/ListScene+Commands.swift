/// What a tap, a key or a button asks of the list and its pages, once the input handlers
/// have decided what the input is.
extension ListScene {
    /// Opens row `id` (tap, Enter): selects it and pushes its detail page. Refused (nothing
    /// selected) unless the list is at rest. Input comes with its event time (`press`, `key`).
    public func open(_ id: RowID, at time: Double? = nil) {
        guard list.contains(id), !isSectionHeader(id), navigation.push(id, at: time ?? self.time) else { return }
        list.setSelection([id])
    }

    /// Tap or Enter on a row: toggles it in edit mode, opens it otherwise.
    public func activate(_ id: RowID, at time: Double? = nil) {
        guard !isSectionHeader(id) else { return }   // a section's header is not an item
        commands.setFocus(id, in: list)
        if list.isEditing { commands.toggle(id, in: list) } else { open(id, at: time) }
    }

    /// The "N new" pill or Home: scrolls to the top, animated (refused while the list takes no
    /// input); the count clears there.
    ///
    ///     scene.scrollToTop(at: t)
    ///
    /// - Complexity: O(1).
    public func scrollToTop(at time: Double) {
        guard acceptsListInput else { return }
        scrollTarget.stop()
        anchoring.scrollToTop(at: time)
    }

    /// Back button or Alt+Left: goes back, or sends a running push back.
    public func goBack(at time: Double) {
        navigation.goBack(at: time)
    }

    /// Enters or leaves edit mode (only on the list page at rest, leaving always works).
    @discardableResult
    public func setEditing(_ editing: Bool, at time: Double) -> Bool {
        guard navigation.page == .list, acceptsListInput || !editing else { return false }
        list.setEditing(editing, at: time)
        return true
    }

    /// Selects every row (edit mode's Select All).
    public func selectAll() {
        guard list.isEditing else { return }
        commands.selectAll(in: list)
        leaveHeadersOutOfSelection()
    }

    /// Deselects every row.
    public func deselectAll() {
        guard list.isEditing else { return }
        commands.deselectAll(in: list)
    }
}
