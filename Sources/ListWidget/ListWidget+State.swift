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
    /// The list's state at one moment (`state(limit:)`): the scene's (`ListScene.State`), with
    /// whether rows are being loaded on a worker (`loadRows`).
    ///
    ///     list.state(limit: 100).order.first     // the top row's identity
    ///
    /// - Complexity: a value.
    public typealias State = ListScene.State

    /// The list's state now, with at most `limit` identities in `order` and in `selected` (a
    /// million rows read with a small limit stay cheap).
    ///
    ///     let state = list.state(limit: 10)
    ///     state.selectedCount          // all of them, however many are listed
    ///
    /// - Complexity: O(min(n, limit)) for n rows.
    public func state(limit: Int) -> State {
        var state = scene.state(limit: limit)
        state.isLoadingRows = loadingRows
        return state
    }

    /// The rows in the list's viewport where they rest (laid out, not as animated): identity, top
    /// in the viewport (px) and height.
    ///
    ///     list.visibleRows.first?.y      // the top row's place, e.g. -12 when scrolled part-way
    ///
    /// - Complexity: O(rows in view + log n).
    public var visibleRows: [(id: RowID, y: Double, height: Double)] { scene.visibleRows }
}
