/// A damped harmonic spring `m·x'' = −k·x − c·x'` pulling a value towards a target, solved in
/// closed form (under-, critically and over-damped), so a spring animation is a pure function of time.
///
/// Time `t` is in seconds since the spring was released at `from` with `initialVelocity`
/// (units per second); negative `t` is treated as 0.
///
///     let spring = Spring.criticallyDamped(duration: 0.35)
///     spring.position(at: 0.1, from: 0, to: 100, initialVelocity: 0)   // ≈ 74
///     spring.settlingTime(from: 0, to: 100, initialVelocity: 0)         // ≈ 0.35
///
/// - Complexity: `position` and `velocity` are O(1); `settlingTime` is O(1) with a fixed cost of
///   about 600 evaluations (a scan of a bounded window plus bisection).
package struct Spring: Sendable, Equatable {
    package var mass: Double
    package var stiffness: Double
    package var damping: Double

    /// - Precondition: `mass > 0`, `stiffness > 0`, `damping >= 0`.
    package init(mass: Double = 1, stiffness: Double, damping: Double) {
        precondition(mass > 0 && stiffness > 0 && damping >= 0,
                     "Spring needs mass > 0, stiffness > 0, damping >= 0 (got \(mass), \(stiffness), \(damping))")
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
    }

    /// `e^(−u)·(1 + u) = 0.001`: a critically damped spring released from rest is within 0.1 %
    /// of its distance once `ω·t` reaches this.
    static let criticalSettlingPhase = 9.233413476451586

    /// A critically damped spring (mass 1) that, released from rest, stays within 0.1 % of the
    /// distance after `duration` seconds (durations under 1 ms are treated as 1 ms).
    package static func criticallyDamped(duration: Double) -> Spring {
        let omega = criticalSettlingPhase / max(duration, 0.001)
        return Spring(mass: 1, stiffness: omega * omega, damping: 2 * omega)
    }

    /// `c / (2·√(k·m))`: < 1 oscillates, 1 is critical, > 1 creeps.
    package var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Undamped angular frequency ω₀ = √(k/m), in radians per second.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The value at `t` seconds.
    package func position(at t: Double, from: Double, to: Double, initialVelocity: Double) -> Double {
        to + displacement(at: t, start: from - to, velocity: initialVelocity)
    }

    /// The velocity (units per second) at `t` seconds.
    package func velocity(at t: Double, from: Double, to: Double, initialVelocity: Double) -> Double {
        let terms = decayTerms(at: max(t, 0))
        let omega = naturalFrequency
        let x0 = from - to, v0 = initialVelocity
        return v0 * terms.even - (decayRate * v0 + omega * omega * x0) * terms.odd
    }

    /// The time (seconds) after which the value stays within `epsilon × scale` of `to`, where
    /// `scale = max(|to − from|, |initialVelocity| / ω₀)` — relative to the distance, so the
    /// settling time of a spring released from rest does not depend on how far it goes.
    /// 0 when there is nothing to move; `.infinity` for an undamped spring or `epsilon <= 0`.
    package func settlingTime(from: Double, to: Double, initialVelocity: Double, epsilon: Double = 0.001) -> Double {
        let x0 = from - to, v0 = initialVelocity
        let omega = naturalFrequency
        let scale = max(abs(x0), abs(v0) / omega)
        guard scale > 0, scale.isFinite else { return scale == 0 ? 0 : .infinity }
        guard epsilon > 0, damping > 0 else { return .infinity }
        let threshold = epsilon * scale
        let a = decayRate
        let b = v0 + a * x0
        func exceeds(_ t: Double) -> Bool { abs(displacement(at: t, start: x0, velocity: v0)) > threshold }

        // A window [low, high] that contains the last time |x| exceeds the threshold.
        var low = 0.0, high: Double
        let zeta = dampingRatio
        if zeta < 1 {
            // |x| ≤ e^(−a·t)·R, and |x| touches that envelope every π/ω_d.
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let amplitude = (x0 * x0 + (b / omegaD) * (b / omegaD)).squareRoot()
            high = max(0, system_log(amplitude / threshold) / a)
            low = max(0, high - .pi / omegaD)
        } else {
            // |x| ≤ e^(−λt)·(|x0| + |b|·t) ≤ e^(−λt/2)·(|x0| + 2|b|/(e·λ)), λ the slow rate.
            let lambda = slowRate
            let bound = abs(x0) + 2 * abs(b) / (2.718281828459045 * lambda)
            high = max(0, 2 * system_log(bound / threshold) / lambda)
        }
        if high <= 0 { return 0 }

        let samples = 512
        let step = (high - low) / Double(samples)
        var lastAbove: Double?
        for i in stride(from: samples, through: 0, by: -1) {
            let t = low + Double(i) * step
            if exceeds(t) { lastAbove = t; break }
        }
        guard var above = lastAbove else { return low }
        var below = min(above + step, high)
        if above >= high { return high }
        for _ in 0..<60 {
            let mid = (above + below) / 2
            if exceeds(mid) { above = mid } else { below = mid }
        }
        return below
    }

    // MARK: Closed form

    /// a = c / 2m: the envelope's decay rate (= ζ·ω₀).
    var decayRate: Double { damping / (2 * mass) }

    /// For ζ ≥ 1 the slower exponential rate a − β, computed without cancellation.
    var slowRate: Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        return omega / (zeta + max(zeta * zeta - 1, 0).squareRoot())
    }

    /// x(t) − to for a spring released at displacement `start` with `velocity`.
    func displacement(at t: Double, start x0: Double, velocity v0: Double) -> Double {
        let terms = decayTerms(at: max(t, 0))
        return x0 * terms.even + (v0 + decayRate * x0) * terms.odd
    }

    /// `even = e^(−a·t)·cos(ω_d·t)`, `odd = e^(−a·t)·sin(ω_d·t)/ω_d` (under-damped), or the
    /// `cosh`/`sinh(β·t)/β` analogues (over-damped; β = 0 gives the critical `1` and `t`).
    /// Then `x(t) = x0·even + (v0 + a·x0)·odd` and `v(t) = v0·even − (a·v0 + ω₀²·x0)·odd`.
    /// Written with sin(ω·t)/ω and sinh(β·t)/β, the formulas stay exact near critical damping.
    func decayTerms(at t: Double) -> (even: Double, odd: Double) {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let a = decayRate
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = system_exp(-a * t)
            return (decay * system_cos(omegaD * t), decay * system_sin(omegaD * t) / omegaD)
        }
        let beta = omega * (zeta * zeta - 1).squareRoot()
        if beta == 0 {
            let decay = system_exp(-a * t)
            return (decay, decay * t)
        }
        if beta * t < 1 {
            let decay = system_exp(-a * t)
            return (decay * system_cosh(beta * t), decay * system_sinh(beta * t) / beta)
        }
        // Large β·t: write cosh/sinh as exponentials so nothing overflows.
        let slow = system_exp(-slowRate * t), fast = system_exp(-(a + beta) * t)
        return ((slow + fast) / 2, (slow - fast) / (2 * beta))
    }
}
