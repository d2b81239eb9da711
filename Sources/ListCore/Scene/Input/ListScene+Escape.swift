extension ListScene {
    /// What Escape (outside the search entry) did, for the parts the host owns.
    ///
    ///     if scene.escape(at: t, isSearchOpen: bar.isOpen) == .closeSearch { bar.close() }
    ///
    /// - Complexity: a value.
    public enum EscapeOutcome: Sendable, Equatable {
        /// Edit mode was left.
        case leftEditing
        /// The host closes its search bar (the search ends through `endSearch`).
        case closeSearch
        /// Nothing to do.
        case none
    }

    /// Escape: cancels a reorder drag first (everything slides back), then leaves edit mode; only then closes the search bar, when `isSearchOpen`.
    ///
    ///     scene.escape(at: t, isSearchOpen: true)   // .leftEditing while editing, else .closeSearch
    ///
    /// - Complexity: O(1) (leaving edit mode animates the rows as `setEditing` does).
    public func escape(at time: Double, isSearchOpen: Bool) -> EscapeOutcome {
        if reorder.isDragging {
            // A reorder drag is cancelled first: the rows slide back, edit mode stays.
            gestures.pointer?.kind = .none
            cancelReorder(at: time)
            return .none
        }
        if list.isEditing {
            setEditing(false, at: time)
            return .leftEditing
        }
        return isSearchOpen ? .closeSearch : .none
    }
}
