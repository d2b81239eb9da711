extension Animation {
    /// Interrupts the animation at `time` and heads for `newTarget` from where it is now, with
    /// no jump in value and none in velocity. The result is `.playing` (or `.finished` at once for
    /// `instant` and other zero-length kinds).
    ///
    /// The start is the current value and velocity: while playing, `value(at: time)` and
    /// `velocity(at: time)`; while paused, the paused value with velocity 0; while idle, `from`;
    /// when finished, `to` (both with velocity 0). `kind` replaces the kind, `nil` keeps it.
    ///
    /// - Springs take the current velocity as their initial velocity.
    /// - Timed kinds keep velocity continuous with a cubic Hermite start segment (`HermiteStart`):
    ///   over the first quarter of the duration the value leaves with the current velocity and
    ///   joins the curve's value and slope at 25 %, then follows the curve to its unchanged end.
    ///   (A retarget from rest onto `linear` or `easeOut` therefore starts smoothly instead of
    ///   with a kick; onto `easeInOut`, whose own start velocity is 0, it is exactly the curve.)
    /// - `instant` jumps to `newTarget`.
    ///
    ///     var slide = Animation(from: 0, to: 100, kind: .spring(.criticallyDamped(duration: 0.3)))
    ///     slide.play(at: 0)
    ///     slide.retarget(to: -50, at: 0.1)   // continues from ≈ 81 with its current velocity
    ///
    /// - Complexity: O(1).
    package mutating func retarget(to newTarget: Double, at time: Double, kind newKind: Kind? = nil) {
        let start: Double, startVelocity: Double
        switch state {
        case .idle: (start, startVelocity) = (from, 0)
        case .paused: (start, startVelocity) = (value(at: time), 0)
        case .finished: (start, startVelocity) = (to, 0)
        case .playing:
            let v = velocity(at: time)
            (start, startVelocity) = (value(at: time), v.isFinite ? v : 0)
        }
        let kind = newKind ?? self.kind
        var extraVelocity = startVelocity
        if case let .timed(duration, curve) = kind, duration > 0 {
            let natural = (newTarget - start) * curve.slope(at: 0) / duration
            if natural.isFinite { extraVelocity -= natural }
        }
        self = Animation(from: start, to: newTarget, kind: kind, initialVelocity: extraVelocity)
        play(at: time)
    }
}
