/// The cubic Hermite segment a timed animation starts with when its start velocity differs from
/// its curve's own: over the first `fraction` of the duration it goes from the start value with
/// the requested velocity to the curve's value and slope at `fraction`, then the curve takes over.
/// Value and velocity are continuous everywhere; the rest of the curve (and its end) is untouched.
///
///     // linear 0 → 100 over 1 s, but starting from rest:
///     let start = HermiteStart(distance: 100, curve: .linear, duration: 1, startVelocity: 0)
///     start.offset(atFraction: 0.125)   // 9.375 (the curve alone would give 12.5)
///
/// - Complexity: O(1).
struct HermiteStart: Sendable, Equatable {
    /// Share of the duration the segment covers.
    static let fraction = 0.25

    /// Start tangent, end offset and end tangent, in units per segment (offsets from `from`).
    let startTangent: Double
    let endOffset: Double
    let endTangent: Double
    /// Seconds the segment lasts.
    let seconds: Double

    init(distance: Double, curve: TimingCurve, duration: Double, startVelocity: Double) {
        let fraction = Self.fraction
        seconds = fraction * duration
        startTangent = startVelocity * seconds
        endOffset = distance * curve.value(at: fraction)
        endTangent = distance * curve.slope(at: fraction) * fraction
    }

    /// Offset from `from` at elapsed fraction `u` (< `fraction`) of the whole animation.
    func offset(atFraction u: Double) -> Double {
        let r = u / Self.fraction
        let r2 = r * r, r3 = r2 * r
        return (r3 - 2 * r2 + r) * startTangent + (3 * r2 - 2 * r3) * endOffset + (r3 - r2) * endTangent
    }

    /// Velocity in units per second at elapsed fraction `u` (< `fraction`).
    func velocity(atFraction u: Double) -> Double {
        let r = u / Self.fraction
        let r2 = r * r
        let perSegment = (3 * r2 - 4 * r + 1) * startTangent + (6 * r - 6 * r2) * endOffset + (3 * r2 - 2 * r) * endTangent
        return perSegment / seconds
    }
}
