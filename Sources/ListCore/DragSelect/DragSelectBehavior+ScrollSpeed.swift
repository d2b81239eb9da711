extension DragSelectBehavior {
    /// Auto-scroll speed in rows per second: how many rows pass under the pointer each second
    /// while it sits in the middle of a scroll zone (see `Options.scrollZoneHeight` for the depth
    /// scaling).
    ///
    ///     var options = DragSelectBehavior.Options()
    ///     options.speed = .fast          // 40 rows/s
    ///     options.speed = .custom(15)    // 15 rows/s
    ///
    /// - Complexity: O(1).
    public enum ScrollSpeed: Equatable, Sendable {
        /// 40 rows per second.
        case fast
        /// 20 rows per second (the default).
        case moderate
        /// 10 rows per second.
        case slow
        /// Any rate in rows per second; negative values count as 0.
        case custom(Double)

        /// The speed in rows per second (never negative).
        public var rowsPerSecond: Double {
            switch self {
            case .fast: 40
            case .moderate: 20
            case .slow: 10
            case .custom(let rate): max(0, rate)
            }
        }
    }
}
