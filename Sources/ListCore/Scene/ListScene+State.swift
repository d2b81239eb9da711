/// What a host reads outside a frame: the rows and their order, the selection, the open row,
/// whether a transition or a batch runs, one snapshot of it all (`state(limit:)`, for a report
/// or a debug event) and the rows where they rest. What a window shows every frame comes from
/// `frame(listWidth:pageWidth:hasFocus:)` instead.
///
///     scene.state(limit: 10).order.first     // the top row's identity
///
/// - Complexity: see each member.
extension ListScene {
    /// The list's state at one moment (`state(limit:)`). Identities are in display order.
    ///
    /// - Complexity: a value.
    public struct State: Equatable, Sendable {
        /// The page shown (or the one a transition started from).
        public var page: NavigationModel.Page
        /// The last back transition's outcome, `nil` before the first.
        public var lastBackOutcome: TransitionCoordinator.Outcome?
        /// How many rows the list holds (a search shows only the matching ones).
        public var rowCount: Int
        /// The rows' identities in display order, at most `limit` of them (a windowed list: its
        /// window's rows, from its first model position on).
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
        /// Whether the host is loading rows on a worker (`ListWidget.loadRows`); the scene reports
        /// `false` and the host sets it.
        public var isLoadingRows: Bool
    }

    /// The list's state now, with at most `limit` identities in `order` and in `selected` (a
    /// million rows read with a small limit stay cheap).
    ///
    /// - Complexity: O(min(n, limit)) for n rows.
    public func state(limit: Int) -> State {
        State(
            page: navigation.page, lastBackOutcome: navigation.back.lastOutcome, rowCount: list.count,
            order: list.isWindowed ? list.rows.prefix(limit).map(\.id) : Array(list.layout.ids.prefix(limit)), selected: list.selectedIDsInDisplayOrder(limit: limit),
            selectedCount: list.selection.count, isEditing: list.isEditing, headerHeight: list.headerHeight,
            isHeaderExpanded: header.isExpanded, sort: sorter.descriptor, searchText: search?.text,
            liveUpdateCount: live.updateCount, scrollOffset: list.scrollOffset,
            canUndo: history.canUndo, canRedo: history.canRedo, isLoadingRows: false)
    }

    /// The rows in the viewport where they rest (laid out, not as animated): identity, top in
    /// the viewport (px) and height.
    ///
    /// - Complexity: O(rows in view + log n).
    public var visibleRows: [(id: RowID, y: Double, height: Double)] {
        list.visibleRange.compactMap { index in
            list.id(at: index).map { ($0, list.viewportY(ofRowAt: index), list.height(at: index)) }
        }
    }

    /// The rows in display order.
    /// - Complexity: O(1).
    public var rows: [Row] { list.rows }

    /// The rows' layout (identities, heights, offsets), in display order.
    /// - Complexity: O(1).
    package var layout: RowLayout { list.layout }

    /// How many rows the list holds.
    /// - Complexity: O(1).
    public var rowCount: Int { list.count }

    /// The selected rows' identities.
    /// - Complexity: O(1).
    public var selection: Set<RowID> { list.selection }

    /// Whether the list is in edit mode.
    public var isEditing: Bool { list.isEditing }

    /// The row whose detail page is shown or being left, `nil` on the list page.
    public var detailID: RowID? { navigation.detailID }

    /// Whether a page transition (push or back) runs.
    public var isTransitioning: Bool { navigation.isTransitioning }

    /// Whether a page transition still needs frames (a host that ticks only the pages).
    public var pagesNeedFrames: Bool { navigation.needsFrames }

    /// Whether a batch of rows is animating.
    public var isAnimatingRows: Bool { animator.isAnimating }

    /// The row with identity `id`, if the list has it.
    ///
    /// - Complexity: O(1) expected.
    package func row(_ id: RowID) -> Row? { list.row(id) }

    /// The rows a frame can draw from now on (`BatchAnimator.idsNearViewport()`): a host keeps the
    /// text of any of them that a batch deletes, so it fades out with its text.
    ///
    /// - Complexity: O(stages × (log n + rows per window)).
    package func idsNearViewport() -> [RowID] { animator.idsNearViewport() }

    /// The rows a windowed list's running animation still draws (`BatchAnimator.placedIDs`):
    /// what its host keeps in flight (`WindowedMirror.releaseInFlight(keeping:)`).
    ///
    /// - Complexity: O(stages × rows placed).
    package var placedIDs: Set<RowID> { animator.placedIDs }
}
