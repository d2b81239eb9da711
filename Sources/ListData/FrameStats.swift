import ListCore

/// Frame-interval statistics for the report: count, median, 99th percentile, worst, and how
/// many frames took longer than 33 ms (a dropped frame at 60 Hz, twice over).
///
///     var stats = FrameStats()
///     stats.record(frameAt: 0.000); stats.record(frameAt: 0.016)
///     stats.summary.p50Ms   // 16
///
/// Only frames while something animates are recorded by the host, so idle gaps do not count.
/// - Complexity: `record` is O(1) amortized; `summary` is O(n log n) in recorded frames.
public struct FrameStats: Sendable {
    public struct Summary: Equatable, Sendable {
        public var count: Int
        public var p50Ms: Double
        public var p99Ms: Double
        public var maxMs: Double
        public var over33Ms: Int

        public var json: JSONValue {
            ["count": .number(Double(count)), "p50Ms": .number(Self.round(p50Ms)),
             "p99Ms": .number(Self.round(p99Ms)), "maxMs": .number(Self.round(maxMs)),
             "over33Ms": .number(Double(over33Ms))]
        }

        private static func round(_ ms: Double) -> Double { (ms * 100).rounded() / 100 }
    }

    private var intervals: [Double] = []
    private var lastFrame: Double?

    public init() {}

    /// Records a frame presented at `time` (seconds). The first frame after `breakSequence()`
    /// only starts a new sequence.
    public mutating func record(frameAt time: Double) {
        if let lastFrame { intervals.append(time - lastFrame) }
        lastFrame = time
    }

    /// Ends a run of animated frames; the next `record` starts fresh.
    public mutating func breakSequence() { lastFrame = nil }

    public var summary: Summary {
        guard !intervals.isEmpty else { return Summary(count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0, over33Ms: 0) }
        let sorted = intervals.sorted()
        func percentile(_ q: Double) -> Double {
            let rank = Int((q * Double(sorted.count - 1)).rounded())
            return sorted[rank] * 1000
        }
        return Summary(
            count: sorted.count, p50Ms: percentile(0.5), p99Ms: percentile(0.99),
            maxMs: sorted[sorted.count - 1] * 1000, over33Ms: sorted.filter { $0 > 0.033 }.count)
    }
}
