import ListCore

/// Frame statistics for the report: every frame drawn is counted (animations, scrolling,
/// clicks), with the median, 99th percentile and worst interval between frames, how many
/// intervals were longer than 33 ms (a dropped frame at 60 Hz, twice over), and the median and
/// 99th percentile of the paint time (frame clock paint phase to after-paint, monotonic clock).
///
///     var stats = FrameStats()
///     stats.record(frameAt: 0.000, paintSeconds: 0.002, continuous: true)
///     stats.record(frameAt: 0.016, paintSeconds: 0.001, continuous: true)
///     stats.summary.count        // 2 frames drawn
///     stats.summary.p50Ms        // 16 (one interval)
///     stats.summary.paintP50Ms   // 1 or 2
///
/// Intervals are measured between frames of one run: consecutive frames of a running animation
/// (`continuous`), or frames drawn less than `idleGap` apart (a scroll or a drag feeds frames
/// without an animation). A longer gap with nothing animating is the window at rest, not a
/// slow frame, so it starts a new run.
/// - Complexity: `record` is O(1) amortized; `summary` is O(n log n) in recorded frames.
public struct FrameStats: Sendable {
    public struct Summary: Equatable, Sendable {
        /// Frames drawn.
        public var count: Int
        public var p50Ms: Double
        public var p99Ms: Double
        public var maxMs: Double
        public var over33Ms: Int
        public var paintP50Ms: Double = 0
        public var paintP99Ms: Double = 0
        public var paintMaxMs: Double = 0

        public var json: JSONValue {
            ["count": .number(Double(count)), "p50Ms": .number(Self.round(p50Ms)),
             "p99Ms": .number(Self.round(p99Ms)), "maxMs": .number(Self.round(maxMs)),
             "over33Ms": .number(Double(over33Ms)), "paintP50Ms": .number(Self.round(paintP50Ms)),
             "paintP99Ms": .number(Self.round(paintP99Ms)), "paintMaxMs": .number(Self.round(paintMaxMs))]
        }

        private static func round(_ ms: Double) -> Double { (ms * 100).rounded() / 100 }
    }

    /// Longest gap between two frames, with nothing animating, that still counts as one run.
    public static let idleGap = 0.1

    private var intervals: [Double] = []
    private var paints: [Double] = []
    private var lastFrame: Double?

    public init() {}

    /// Records a frame drawn at frame time `time` (seconds) whose paint took `paintSeconds`.
    /// `continuous`: an animation ran through the previous frame and this one.
    public mutating func record(frameAt time: Double, paintSeconds: Double, continuous: Bool) {
        paints.append(paintSeconds)
        if let lastFrame, continuous || time - lastFrame <= Self.idleGap { intervals.append(time - lastFrame) }
        lastFrame = time
    }

    public var summary: Summary {
        guard !paints.isEmpty else { return Summary(count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0, over33Ms: 0) }
        let sorted = intervals.sorted()
        let paintsSorted = paints.sorted()
        return Summary(
            count: paints.count, p50Ms: Self.percentile(0.5, of: sorted), p99Ms: Self.percentile(0.99, of: sorted),
            maxMs: (sorted.last ?? 0) * 1000, over33Ms: sorted.filter { $0 > 0.033 }.count,
            paintP50Ms: Self.percentile(0.5, of: paintsSorted), paintP99Ms: Self.percentile(0.99, of: paintsSorted),
            paintMaxMs: (paintsSorted.last ?? 0) * 1000)
    }

    /// The `q` quantile of ascending `sorted` seconds, in milliseconds (0 when empty).
    static func percentile(_ q: Double, of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[Int((q * Double(sorted.count - 1)).rounded())] * 1000
    }
}
