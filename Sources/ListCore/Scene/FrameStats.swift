
/// Frame statistics for the report: every frame drawn is counted (animations, scrolling,
/// clicks), with the median, 99th percentile and worst time a frame kept the user waiting, how
/// many waits were longer than 33 ms (a dropped frame at 60 Hz, twice over), and the median and
/// 99th percentile of the paint time (frame clock paint phase to after-paint, monotonic clock).
///
///     var stats = FrameStats()
///     stats.record(paintSeconds: 0.002, cause: .request(waited: 0.010))
///     stats.record(paintSeconds: 0.001, cause: .animation(interval: 0.016))
///     stats.summary.count        // 2 frames drawn
///     stats.summary.maxMs        // 16 (the animation's interval; the request waited 10)
///     stats.summary.paintP50Ms   // 1 or 2
///
/// What a frame kept the user waiting depends on why it was drawn (`Cause`): the interval since
/// the animation's previous frame while it runs; the time from the request to the
/// end of the paint when input or finished work asked a resting window for a frame (the gap
/// before it is the user's pause, not a slow frame); nothing for frames drawn for other reasons.
/// Times are kept in bounded memory (`Distribution`): quantiles to 0.01 ms, the maximum exact.
/// - Complexity: `record` is O(1) amortized; `summary` is O(buckets), whatever the number of
///   frames recorded (plus a sort of the few stalls over 100 ms).
public struct FrameStats: Sendable {
    /// The figures of the frames recorded so far (`summary`), in milliseconds.
    public struct Summary: Equatable, Sendable {
        /// Frames drawn.
        public var count: Int
        /// The median wait, ms.
        public var p50Ms: Double
        /// The 99th percentile wait, ms.
        public var p99Ms: Double
        /// The longest wait, ms.
        public var maxMs: Double
        /// How many waits were longer than 33 ms (two frames at 60 Hz).
        public var over33Ms: Int
        /// The median paint time, ms.
        public var paintP50Ms: Double = 0
        /// The 99th percentile paint time, ms.
        public var paintP99Ms: Double = 0
        /// The longest paint time, ms.
        public var paintMaxMs: Double = 0
    }

    /// Why a frame was drawn, which says how long it kept the user waiting.
    public enum Cause: Equatable, Sendable {
        /// An animation ran from the previous frame to this one, `interval` seconds apart (frames
        /// in which nothing on screen changed are not drawn, but still count as frames here), or
        /// this frame's own work took `interval` from its start to the end of its paint.
        case animation(interval: Double)
        /// A resting window was asked for this frame (input, finished work) `waited` seconds
        /// before its paint ended.
        case request(waited: Double)
        /// Drawn for a reason the caller cannot see (the toolkit's own widgets: a menu's highlight
        /// following the keys, a button's pressed look): counted with its paint time, but what it
        /// kept the user waiting is not known (the gap before it is the user's pace).
        case other

        /// The cause's name, as the `paint` debug events give it.
        public var name: String {
            switch self {
            case .animation: "animation"
            case .request: "request"
            case .other: "other"
            }
        }
    }

    private var waits = Distribution()
    private var paints = Distribution()
    /// Waits longer than 33 ms, counted as recorded.
    private var over33 = 0

    /// No frames recorded yet.
    public init() {}

    /// Records a frame drawn whose paint took `paintSeconds`, and returns how long it kept the
    /// user waiting (nil when that is not known).
    @discardableResult
    public mutating func record(paintSeconds: Double, cause: Cause) -> Double? {
        paints.insert(paintSeconds)
        let wait: Double? = switch cause {
        case .animation(let interval): interval
        case .request(let waited): max(0, waited)
        case .other: nil
        }
        if let wait {
            waits.insert(wait)
            if wait > 0.033 { over33 += 1 }
        }
        return wait
    }

    /// The figures of every frame recorded so far.
    public var summary: Summary {
        guard paints.count > 0 else { return Summary(count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0, over33Ms: 0) }
        return Summary(
            count: paints.count, p50Ms: waits.quantileMs(0.5), p99Ms: waits.quantileMs(0.99),
            maxMs: waits.maxMs, over33Ms: over33,
            paintP50Ms: paints.quantileMs(0.5), paintP99Ms: paints.quantileMs(0.99), paintMaxMs: paints.maxMs)
    }

    /// Frame times kept one by one (stalls over 100 ms); everything else is a count per bucket.
    var exactlyKept: Int { waits.exactlyKept + paints.exactlyKept }
}
