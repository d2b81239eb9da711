/// One batch of a running (possibly retargeted) layout animation: where the list is heading,
/// when the batch started and how it eases.
///
/// A stage starts every row from where the stage before it had the row at `start`, and with the
/// velocity it had there, so a second batch during the animation continues from the rows'
/// current positions and speeds (see `BatchChain`).
///
///     let stage = BatchStage(target: after, start: 2.0, duration: 0.3, curve: .easeInOut,
///                            previousFraction: 1)
///     stage.fraction(at: 2.15)   // 0.5 of the time
///     stage.progress(at: 2.15)   // 0.5 of the way (ease-in-out is symmetric)
///
/// - Complexity: O(1) per query.
struct BatchStage<State: BatchState>: Sendable {
    /// The list after this batch.
    var target: State
    /// Clock time the batch started, seconds.
    let start: Double
    let duration: Double
    let curve: TimingCurve
    /// Time fraction of the stage before this one at `start`: where this stage picked the rows
    /// up. (1 when the stage before had finished.)
    let previousFraction: Double
    /// Exact start spans of rows that could be on screen when the stage before this one was
    /// collapsed to keep the chain short; other rows start from that stage's target.
    var startOverride: [RowID: RowMotion] = [:]

    /// Time fraction 0…1 at `time`.
    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(max((time - start) / duration, 0), 1)
    }

    /// Eased progress 0…1 at `time`.
    func progress(at time: Double) -> Double { curve.value(at: fraction(at: time)) }

    /// Where a row is at time fraction `u` of this stage, and its speed (points per second),
    /// going from `start` to `end` and leaving `start` with `velocity`.
    ///
    /// The curve carries the row from start to end; a cubic Hermite term `v·D·u(1−u)²` adds the
    /// start velocity and fades out by the end, so a retargeted row keeps its speed: with an
    /// ease-in-out curve (slope 0 at 0) the row leaves at exactly `velocity`.
    ///
    /// - Complexity: O(1).
    func motion(from start: RowSpan, to end: RowSpan, velocity: Double, at u: Double) -> RowMotion {
        let eased = curve.value(at: u)
        let bump = u * (1 - u) * (1 - u)
        var span = start.interpolated(to: end, by: eased)
        span.top += velocity * duration * bump
        guard duration > 0, u < 1 else { return RowMotion(span: end, velocity: 0) }
        let slope = curve.slope(at: u)
        let bumpSlope = (1 - u) * (1 - 3 * u)
        let speed = (end.top - start.top) * (slope.isFinite ? slope : 0) / duration + velocity * bumpSlope
        return RowMotion(span: span, velocity: speed)
    }

    /// The share of a row's current velocity (points per second) that it takes into this stage
    /// for a slide of `distance` points: none when it points away from the new slot, and at most
    /// what keeps the row from passing its slot (the Hermite term `v·D·u(1−u)²` stays within
    /// the distance the curve has left, `(1 − E(u))·distance`, at every u).
    ///
    /// - Complexity: O(1) (the curve's bound is sampled on a fixed grid).
    func carriedVelocity(_ velocity: Double, distance: Double) -> Double {
        guard duration > 0, distance != 0, velocity * distance > 0 else { return 0 }
        var bound = Double.infinity
        for step in 1..<64 {
            let u = Double(step) / 64
            bound = min(bound, (1 - curve.value(at: u)) / (u * (1 - u) * (1 - u)))
        }
        let limit = 0.9 * bound * abs(distance) / duration
        return velocity > 0 ? min(velocity, limit) : max(velocity, -limit)
    }

    func isFinished(at time: Double) -> Bool {
        duration <= 0 || time >= start + duration
    }
}
