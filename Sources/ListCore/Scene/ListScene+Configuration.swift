extension ListScene {
    /// The sizes and numbers a scene is made with, which belong to the app, not to the core: the
    /// summary banner's heights and how live updates run (their interval, the feed's new and
    /// removed rows). `.demo` is the demo app's; a host passes its own at creation.
    ///
    ///     var configuration = ListScene.Configuration.demo
    ///     configuration.headerHeights = (collapsed: 40, expanded: 96)
    ///     configuration.live.feed = nil          // live updates only move and change rows
    ///     let scene = ListScene(rows: rows, schema: schema, configuration: configuration)
    ///
    /// - Complexity: O(1).
    public struct Configuration: Sendable {
        /// The summary banner's height, collapsed and expanded (`HeaderResize`).
        public var headerHeights: (collapsed: Double, expanded: Double)
        /// How live updates run (`LiveUpdates.Options`).
        public var live: LiveUpdates.Options

        /// A configuration of the banner's heights and how live updates run.
        public init(headerHeights: (collapsed: Double, expanded: Double), live: LiveUpdates.Options) {
            self.headerHeights = headerHeights
            self.live = live
        }

        /// The demo app's: a 52-point banner that expands to 124; a live update every 1.2 s,
        /// due on a timer the host runs (not by keeping frames running), as a feed: every other
        /// update adds a row on top and removes one below.
        public static let demo = Configuration(
            headerHeights: (collapsed: 52, expanded: 124),
            live: .init(interval: 1.2, keepsFramesRunning: false, feed: .init(newRows: 1, removedRows: 1, every: 2)))
    }
}
