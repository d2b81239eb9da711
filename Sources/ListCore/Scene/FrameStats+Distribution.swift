extension FrameStats {
    /// Frame times (seconds) kept in bounded memory: a count per hundredth of a millisecond up to
    /// `linearLimit`, and the rare longer times (stalls) kept exactly. A session that animates for
    /// hours records hundreds of thousands of frames; keeping them all and sorting them for every
    /// summary (the report's snapshot asks four times a second at rest) grew the memory and the
    /// main thread's work with the session's length.
    ///
    ///     var times = FrameStats.Distribution()
    ///     times.insert(1.0 / 60)
    ///     times.insert(0.2)
    ///     times.quantileMs(0.5)   // 16.67 (to 0.01 ms)
    ///     times.maxMs             // 200 (exact)
    ///
    /// Quantiles are the nearest-rank value of the ascending times, to 0.01 ms below `linearLimit`
    /// and exact above it; the maximum is exact.
    /// - Complexity: `insert` O(1) (amortized, above `linearLimit`); `quantileMs` O(buckets +
    ///   s log s) for s times above `linearLimit`; memory O(buckets + s).
    struct Distribution: Sendable {
        /// Times below this (seconds) are counted per bucket.
        static let linearLimit = 0.1
        /// Buckets per millisecond.
        static let resolution = 100.0

        private var buckets = [UInt32](repeating: 0, count: Int(linearLimit * 1000 * resolution))
        private var longer: [Double] = []
        private(set) var count = 0
        private(set) var max = 0.0

        mutating func insert(_ seconds: Double) {
            count += 1
            max = Swift.max(max, seconds)
            let bucket = Int((seconds * 1000 * Self.resolution).rounded())
            if seconds < Self.linearLimit, bucket >= 0, bucket < buckets.count {
                buckets[bucket] += 1
            } else {
                longer.append(seconds)
            }
        }

        /// The `q` quantile in milliseconds (0 when empty): the value of nearest rank
        /// `round(q × (count − 1))` in ascending order.
        func quantileMs(_ q: Double) -> Double {
            guard count > 0 else { return 0 }
            var rank = Int((q * Double(count - 1)).rounded())
            for (bucket, n) in buckets.enumerated() where n > 0 {
                if rank < Int(n) { return Double(bucket) / Self.resolution }
                rank -= Int(n)
            }
            return longer.sorted()[rank] * 1000
        }

        var maxMs: Double { max * 1000 }

        /// Times kept one by one (those above `linearLimit`): what grows with the session.
        var exactlyKept: Int { longer.count }
    }
}
