import ListCore

extension ListScene.Configuration {
    /// The demo app's: a 52-point summary banner that expands to 124; a live update every 1.2 s,
    /// due on a timer the host runs (not by keeping frames running), as a feed: every other
    /// update adds a row on top and removes one below. The libraries default to `.standard`.
    ///
    ///     let list = ListWidget(rows: rows, schema: schema, configuration: .demo)
    ///
    /// - Complexity: O(1).
    public static let demo = ListScene.Configuration(
        headerHeights: (collapsed: 52, expanded: 124),
        live: .init(interval: 1.2, keepsFramesRunning: false, feed: .init(newRows: 1, removedRows: 1, every: 2)))
}
