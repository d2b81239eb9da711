import ListCore

/// What the list holds now, read at once as one value (`state(limit:)`), for what an app reports
/// or shows outside a frame — an exit report, a debug event — and the rows where they rest
/// (`visibleRows`). What a window shows every frame comes from the frame (`onFrame`) instead.
///
///     let state = list.state(limit: 10_000)
///     print(state.page.name, state.rowCount, state.selected.count, state.canUndo)
///
/// - Complexity: `state(limit:)` is O(min(n, limit)) for n rows; `visibleRows` O(rows in view).
extension ListWidget {
    /// The list's state at one moment (`state(limit:)`). Identities are in display order.
    ///
    ///     list.state(limit: 100).order.first     // the top row's identity
    ///
    /// - Complexity: a value.
    public struct State: Equatable, Sendable {
        /// The page shown (or the one a transition started from).
        public var page: NavigationModel.Page
        /// The last back transition's outcome, `nil` before the first.
        public var lastBackOutcome: TransitionCoordinator.Outcome?
        /// How many rows the list holds (a search shows only the matching ones).
        public var rowCount: Int
        /// The rows' identities in display order, at most `limit` of them.
        public var order: [RowID]
        /// The selected rows' identities in display order, at most `limit` of them.
        public var selected: [RowID]
        /// How many rows are selected.
        public var selectedCount: Int
        /// Whether the list is in edit mode.
        public var isEditing: Bool
        /// The header's height (px) at the last frame.
        public var headerHeight: Double
        /// Whether the summary header is expanded (or expanding).
        public var isHeaderExpanded: Bool
        /// The sort the rows are in, `nil` for the original order.
        public var sort: SortDescriptor?
        /// The search shown, `nil` when none.
        public var searchText: String?
        /// Live updates made so far.
        public var liveUpdateCount: Int
        /// How far the list is scrolled (px).
        public var scrollOffset: Double
        /// Whether there is a delete or sort to undo.
        public var canUndo: Bool
        /// Whether there is an undone delete or sort to redo.
        public var canRedo: Bool
        /// Whether rows are being loaded on a worker (`loadRows`).
        public var isLoadingRows: Bool
    }

    /// The list's state now, with at most `limit` identities in `order` and in `selected` (a
    /// million rows read with a small limit stay cheap).
    ///
    ///     let state = list.state(limit: 10)
    ///     state.selectedCount          // all of them, however many are listed
    ///
    /// - Complexity: O(min(n, limit)) for n rows.
    public func state(limit: Int) -> State {
        let list = scene.list, navigation = scene.navigation
        return State(
            page: navigation.page, lastBackOutcome: navigation.back.lastOutcome, rowCount: list.count,
            order: Array(list.layout.ids.prefix(limit)), selected: list.selectedIDsInDisplayOrder(limit: limit),
            selectedCount: list.selection.count, isEditing: list.isEditing, headerHeight: list.headerHeight,
            isHeaderExpanded: scene.header.isExpanded, sort: scene.sorter.descriptor, searchText: scene.search?.text,
            liveUpdateCount: scene.live.updateCount, scrollOffset: list.scrollOffset,
            canUndo: scene.history.canUndo, canRedo: scene.history.canRedo, isLoadingRows: loadingRows)
    }

    /// The rows in the list's viewport where they rest (laid out, not as animated): identity, top
    /// in the viewport (px) and height.
    ///
    ///     list.visibleRows.first?.y      // the top row's place, e.g. -12 when scrolled part-way
    ///
    /// - Complexity: O(rows in view + log n).
    public var visibleRows: [(id: RowID, y: Double, height: Double)] {
        let list = scene.list
        return list.visibleRange.map { index in
            (list.layout.ids[index], list.viewportY(ofRowAt: index), list.layout.height(at: index))
        }
    }
}
