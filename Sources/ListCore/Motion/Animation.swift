/// One animated value from `from` to `to`: a pure function of injected time (seconds), with
/// idle / playing / paused / finished states. Timed (easing curve) and spring kinds; `instant`
/// for reduced motion. See `retarget(to:at:kind:)` (Animation+Retarget.swift) for interruption.
///
///     var fade = Animation(from: 0, to: 1, kind: .timed(duration: 0.3, curve: .easeInOut))
///     fade.play(at: now)
///     fade.value(at: now + 0.15)   // 0.5
///     fade.update(at: now + 0.3)   // state == .finished
///
/// `initialVelocity` (units per second) is added to the kind's own start velocity: a spring
/// released from rest starts at 0, a timed curve at `(to − from) · curve.slope(at: 0) / duration`
/// (taken as 0 for a curve that is vertical at its start). A timed animation with a non-zero
/// `initialVelocity` starts with a cubic Hermite segment (`HermiteStart`) over the first quarter
/// of its duration that leaves with that velocity and joins the curve's value and slope at
/// 25 %; the rest of the curve, its end value and end velocity are unchanged. With
/// `initialVelocity == 0` a timed animation is exactly its curve.
///
/// A timed animation whose duration is not positive, a spring with nothing to move and the
/// `instant` kind are finished as soon as they are played.
///
/// - Complexity: `value(at:)`, `velocity(at:)`, `isFinished(at:)` and the state changes are O(1);
///   creating a spring animation (or retargeting to one) computes its settling time once, O(1).
package struct Animation: Sendable, Equatable {
    /// How the value travels: along a timed curve, by a spring, or not at all.
    ///
    /// - Complexity: a value; O(1).
    package enum Kind: Sendable, Equatable {
        case timed(duration: Double, curve: TimingCurve)
        case spring(Spring)
        /// Reduced motion: jumps to the target, finished at once.
        case instant
    }

    /// Where the animation is in its life: not started, playing, paused or finished.
    ///
    /// - Complexity: a value; O(1).
    package enum State: Sendable, Equatable {
        case idle, playing, paused, finished
    }

    package private(set) var from: Double
    package private(set) var to: Double
    package private(set) var kind: Kind
    package private(set) var state: State
    /// Velocity added to the kind's own start velocity, in units per second.
    package private(set) var initialVelocity: Double
    /// Seconds from start to end: the timed duration, the spring's settling time, 0 for instant
    /// (or a non-positive timed duration). `.infinity` for an undamped spring.
    package private(set) var duration: Double
    /// Clock time of the last `play`/`resume`, and the elapsed seconds at that moment.
    private var clockStart: Double = 0
    private var elapsedAtClockStart: Double = 0
    /// Elapsed seconds at the moment of pausing (meaningful while `.paused`).
    private var pausedElapsed: Double = 0
    /// The velocity-matching start of a timed animation with an initial velocity.
    private var hermiteStart: HermiteStart?

    /// A new animation in state `.idle`.
    package init(from: Double, to: Double, kind: Kind, initialVelocity: Double = 0) {
        self.from = from
        self.to = to
        self.kind = kind
        self.state = .idle
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        switch kind {
        case let .timed(duration, curve):
            self.duration = duration > 0 ? duration : 0
            if duration > 0 && self.initialVelocity != 0 {
                let distance = to - from
                let natural = distance * curve.slope(at: 0) / duration
                hermiteStart = HermiteStart(distance: distance, curve: curve, duration: duration,
                                            startVelocity: (natural.isFinite ? natural : 0) + self.initialVelocity)
            }
        case let .spring(spring):
            self.duration = spring.settlingTime(from: from, to: to, initialVelocity: self.initialVelocity)
        case .instant:
            self.duration = 0
        }
    }

    /// `.instant` when `reduced`, else `kind` unchanged.
    package static func reducedMotion(_ kind: Kind, reduced: Bool) -> Kind {
        reduced ? .instant : kind
    }

    // MARK: State changes

    /// Starts (or restarts) from `from` at `time`. Finishes at once if there is nothing to animate.
    package mutating func play(at time: Double) {
        clockStart = time
        elapsedAtClockStart = 0
        pausedElapsed = 0
        state = duration > 0 ? .playing : .finished
    }

    /// Freezes a playing animation at its value at `time` (finishes it if it has already ended).
    /// No effect in other states.
    package mutating func pause(at time: Double) {
        guard state == .playing else { return }
        if isFinished(at: time) {
            state = .finished
        } else {
            pausedElapsed = max(elapsed(at: time), 0)
            state = .paused
        }
    }

    /// Continues a paused animation from the value where it paused; the remaining time starts at
    /// `time`. No effect in other states.
    package mutating func resume(at time: Double) {
        guard state == .paused else { return }
        clockStart = time
        elapsedAtClockStart = pausedElapsed
        state = .playing
    }

    /// Jumps to `to`: state `.finished`.
    package mutating func skip() {
        state = .finished
    }

    /// Moves a playing animation to `.finished` once it has reached its end at `time`.
    package mutating func update(at time: Double) {
        if state == .playing && isFinished(at: time) { state = .finished }
    }

    // MARK: Sampling

    /// `from` while idle, `to` once finished (or past the end), the frozen value while paused.
    package func value(at time: Double) -> Double {
        switch state {
        case .idle: from
        case .finished: to
        case .paused: value(elapsed: pausedElapsed)
        case .playing: time >= playEnd ? to : value(elapsed: elapsed(at: time))
        }
    }

    /// Units per second; 0 unless playing and not yet at the end.
    package func velocity(at time: Double) -> Double {
        guard state == .playing, time < playEnd else { return 0 }
        return velocity(elapsed: elapsed(at: time))
    }

    /// True once the animation has reached its end at `time` (or was finished/skipped).
    package func isFinished(at time: Double) -> Bool {
        switch state {
        case .finished: true
        case .idle, .paused: false
        case .playing: time >= playEnd
        }
    }

    /// The clock time at which a playing animation reaches its end (shifted by pauses);
    /// `nil` unless playing.
    package var endTime: Double? {
        state == .playing ? playEnd : nil
    }

    /// Seconds of animation played at clock `time` (meaningful while playing).
    private func elapsed(at time: Double) -> Double {
        elapsedAtClockStart + (time - clockStart)
    }

    private var playEnd: Double { clockStart + (duration - elapsedAtClockStart) }

    /// The value `elapsed` seconds after the start (clamped to the start and end).
    func value(elapsed: Double) -> Double {
        if elapsed <= 0 { return from }
        if elapsed >= duration { return to }
        switch kind {
        case .instant:
            return to
        case let .timed(_, curve):
            let u = elapsed / duration
            if let hermiteStart, u < HermiteStart.fraction {
                return from + hermiteStart.offset(atFraction: u)
            }
            return from + (to - from) * curve.value(at: u)
        case let .spring(spring):
            return spring.position(at: elapsed, from: from, to: to, initialVelocity: initialVelocity)
        }
    }

    /// The velocity `elapsed` seconds after the start; 0 outside the animation.
    func velocity(elapsed: Double) -> Double {
        guard elapsed >= 0, elapsed < duration else { return 0 }
        switch kind {
        case .instant:
            return 0
        case let .timed(_, curve):
            let u = elapsed / duration
            if let hermiteStart, u < HermiteStart.fraction {
                return hermiteStart.velocity(atFraction: u)
            }
            return (to - from) * curve.slope(at: u) / duration
        case let .spring(spring):
            return spring.velocity(at: elapsed, from: from, to: to, initialVelocity: initialVelocity)
        }
    }
}
