import ListCore

/// Search, as the core does it (`ListScene+Search.swift`): the rows are filtered by any text
/// column, ignoring case and accents, animated as deletes and inserts; selection is kept by
/// identity, and sorts, deletes and live updates made while filtered carry over to the full list.
/// A million rows are filtered on a worker, the latest query wins. The frame's `header.search`
/// says how many rows match.
///
///     list.search("oslo")                 // as the user types
///     list.endSearch()                    // the full list comes back in the current order
///
/// - Complexity: O(n) for n rows per query (on the worker for long lists); O(visible rows) per
///   animated frame.
extension ListWidget {
    /// Shows only the rows matching `text` (every row for an empty text); `done` runs once the
    /// result has landed.
    ///
    ///     list.search("berg") { print(list.frame.header.search?.total ?? 0) }
    ///
    /// - Complexity: O(n) for n rows.
    public func search(_ text: String, done: @escaping () -> Void = {}) {
        scene.search(text: text, at: frameTime, done: landed(done))
        showNow()
    }

    /// Ends the search: every row comes back, in the current sort order.
    ///
    ///     list.endSearch()
    ///
    /// - Complexity: O(n) for n rows.
    public func endSearch(done: @escaping () -> Void = {}) {
        scene.endSearch(at: frameTime, done: landed(done))
        showNow()
    }

    /// Escape outside a search entry: leaves edit mode first; only then asks the app to close its
    /// search bar (`.closeSearch`, when `isSearchOpen`), which ends the search through
    /// `endSearch`.
    ///
    ///     if list.escape(isSearchOpen: bar.isOpen) == .closeSearch { bar.close() }
    ///
    /// - Complexity: O(1).
    @discardableResult
    public func escape(isSearchOpen: Bool) -> ListScene.EscapeOutcome {
        let outcome = scene.escape(at: frameTime, isSearchOpen: isSearchOpen)
        showNow()
        return outcome
    }
}
