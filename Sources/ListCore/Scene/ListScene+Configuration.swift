extension ListScene {
    /// The sizes and numbers a scene is made with, which belong to the app, not to the core: the
    /// summary banner's heights and how live updates run (their interval, the feed's new and
    /// removed rows). `.standard` is the default: no banner, live updates that only move and
    /// change rows; an app passes its own at creation (the demo's, `.demo`, is in ListData).
    ///
    ///     var configuration = ListScene.Configuration.standard
    ///     configuration.headerHeights = (collapsed: 40, expanded: 96)
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

        /// Neutral: no summary banner (heights 0; a host that shows one measures it and sets its
        /// heights), and a live update every 1.2 s that moves and changes rows (no feed adding or
        /// removing any), due on a timer the host runs (not by keeping frames running).
        public static let standard = Configuration(
            headerHeights: (collapsed: 0, expanded: 0),
            live: .init(interval: 1.2, keepsFramesRunning: false))
    }
}
