extension LiveUpdates {
    /// When and how live updates happen.
    ///
    ///     var options = LiveUpdates.Options()
    ///     options.interval = 0.5
    ///     options.itemsPerUpdate = 2     // two items per tick, in one batch
    ///     let live = LiveUpdates(animator: animator, schema: schema, options: options)
    ///
    /// - Complexity: O(1).
    public struct Options: Equatable, Sendable {
        /// Seconds between updates (1.2 s by default).
        public var interval: Double
        /// Items bumped per update.
        public var itemsPerUpdate: Int
        /// Seed of the deterministic choice of items.
        public var seed: UInt64
        /// The field that changes; `nil` picks the schema's last number column, or the last
        /// field. A number is incremented, text gets an "updated" marker.
        public var column: Int?
        /// Updates that fell due while no frames came (e.g. a stalled window) are batched
        /// together, at most this many.
        public var maxCatchUp: Int
        /// `needsFrames` stays true while running, so a host that only ticks while something
        /// needs frames delivers the updates on time. Turn off to schedule a timer at
        /// `nextUpdateTime` instead.
        public var keepsFramesRunning: Bool
        /// Items added and removed as a feed does (`nil`: updates only move and change items).
        public var feed: Feed?

        /// Options with the defaults above; every one can be changed afterwards.
        public init(interval: Double = 1.2, itemsPerUpdate: Int = 1, seed: UInt64 = 0x11FE_5EED,
                    column: Int? = nil, maxCatchUp: Int = 5, keepsFramesRunning: Bool = true,
                    feed: Feed? = nil) {
            self.interval = interval
            self.itemsPerUpdate = itemsPerUpdate
            self.seed = seed
            self.column = column
            self.maxCatchUp = maxCatchUp
            self.keepsFramesRunning = keepsFramesRunning
        self.feed = feed
        }
    }
}
