/// An easing curve for timed animations: maps elapsed fraction `t` (0...1) to progress fraction.
///
/// The named curves are the CSS ones: `easeIn` = `cubic-bezier(0.42, 0, 1, 1)`,
/// `easeOut` = `cubic-bezier(0, 0, 0.58, 1)`, `easeInOut` = `cubic-bezier(0.42, 0, 0.58, 1)`.
/// `cubicBezier(x1, y1, x2, y2)` takes CSS-style control points; as in CSS, `x1` and `x2` are
/// clamped to 0...1 so that the curve is a function of `t`, while `y1` and `y2` may overshoot.
///
///     TimingCurve.easeInOut.value(at: 0.5)   // 0.5
///     TimingCurve.easeOut.slope(at: 0)       // ≈ 1.724 (= 1 / 0.58)
///
/// - Complexity: `value(at:)` and `slope(at:)` are O(1): a few Newton steps (bisection as a
///   fallback, at most ~60 steps) solve the bezier's x(s) = t to about 1e-12.
package enum TimingCurve: Sendable, Equatable {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// CSS-style control points `(x1, y1, x2, y2)`; the end points are (0, 0) and (1, 1).
    case cubicBezier(Double, Double, Double, Double)

    /// The eased fraction at elapsed fraction `t`, clamped to 0...1. `value(at: 0) == 0`, `value(at: 1) == 1`.
    package func value(at t: Double) -> Double {
        guard let bezier else { return min(max(t, 0), 1) }
        if !(t > 0) { return 0 }
        if t >= 1 { return 1 }
        return bezier.y(bezier.solve(x: t))
    }

    /// d(value)/dt at `t`. Outside 0...1 the (clamped) value is constant, so the slope is 0.
    /// At an end point where the curve is vertical (e.g. `cubicBezier(0, 1, …)`) it is ±infinity.
    package func slope(at t: Double) -> Double {
        guard t >= 0, t <= 1 else { return 0 }
        guard let bezier else { return 1 }
        if t == 0 { return bezier.startSlope }
        if t == 1 { return bezier.reversed.startSlope }
        return bezier.slope(atParameter: bezier.solve(x: t), t: t)
    }

    /// The curve as a cubic bezier, `nil` for `linear`.
    var bezier: CubicBezier? {
        switch self {
        case .linear: nil
        case .easeIn: CubicBezier(0.42, 0, 1, 1)
        case .easeOut: CubicBezier(0, 0, 0.58, 1)
        case .easeInOut: CubicBezier(0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): CubicBezier(x1, y1, x2, y2)
        }
    }
}
