/// Estimates the velocity of a dragged value from timed samples, the way AdwSwipeTracker does:
/// only the samples of the last `window` seconds count (150 ms by default), fitted by least squares.
///
///     var tracker = VelocityTracker()
///     tracker.add(0, at: 1.00)
///     tracker.add(10, at: 1.01)
///     tracker.add(20, at: 1.02)
///     tracker.velocity(at: 1.02)   // 1000 units/s
///     VelocityTracker.projectedEnd(position: 0.4, velocity: 0.5)   // 0.6495
///
/// - Complexity: `add` is amortised O(1) plus the samples it drops; `velocity(at:)` is O(k) for
///   the k samples inside the window (bounded by the event rate × window, not by the gesture length).
package struct VelocityTracker: Sendable {
    /// Seconds of history that count for `velocity(at:)`.
    package var window: Double
    private var times: [Double] = []
    private var values: [Double] = []

    package init(window: Double = 0.150) {
        self.window = window
    }

    /// Records `value` at `time` (seconds). A sample older than the newest one starts a new history.
    package mutating func add(_ value: Double, at time: Double) {
        guard value.isFinite, time.isFinite else { return }
        if let last = times.last, time < last { reset() }
        times.append(time)
        values.append(value)
        // Keep only what a query at or after `time` can use.
        let oldest = time - window
        if let keep = times.firstIndex(where: { $0 >= oldest }), keep > 0 {
            times.removeFirst(keep)
            values.removeFirst(keep)
        }
    }

    package mutating func reset() {
        times.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
    }

    /// Number of samples currently kept.
    package var sampleCount: Int { times.count }

    /// Units per second: the least-squares slope of the samples in `[time − window, time]`;
    /// 0 with fewer than two such samples (or all at the same instant).
    package func velocity(at time: Double) -> Double {
        let oldest = time - window
        var count = 0.0, sumT = 0.0, sumV = 0.0
        for (t, v) in zip(times, values) where t >= oldest && t <= time {
            count += 1
            sumT += t
            sumV += v
        }
        guard count >= 2 else { return 0 }
        let meanT = sumT / count, meanV = sumV / count
        var covariance = 0.0, variance = 0.0
        for (t, v) in zip(times, values) where t >= oldest && t <= time {
            covariance += (t - meanT) * (v - meanV)
            variance += (t - meanT) * (t - meanT)
        }
        return variance > 0 ? covariance / variance : 0
    }

    /// Where a released value would come to rest, AdwSwipeTracker-style:
    /// `position + velocity / 1000 · d / (1 − d)` with `velocity` in units per second and `d` the
    /// per-millisecond deceleration (0.998 → the value coasts 0.499 s worth of its velocity).
    ///
    /// - Precondition: `0 <= decelerationPerMs < 1`.
    package static func projectedEnd(position: Double, velocity: Double, decelerationPerMs: Double = 0.998) -> Double {
        precondition(decelerationPerMs >= 0 && decelerationPerMs < 1, "deceleration must be in 0..<1")
        return position + velocity / 1000 * decelerationPerMs / (1 - decelerationPerMs)
    }
}
