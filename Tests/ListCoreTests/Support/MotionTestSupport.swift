@testable import ListCore

/// Numeric helpers shared by the motion tests.
enum MotionCheck {
    /// `|a − b| <= tolerance`.
    static func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        abs(a - b) <= tolerance
    }

    /// Position and velocity of a spring by semi-implicit Euler integration (dt = 1e-5 s),
    /// recorded at each of `times` (ascending, seconds).
    static func integrate(_ spring: Spring, from: Double, to: Double, initialVelocity: Double,
                          times: [Double], dt: Double = 1e-5) -> [(position: Double, velocity: Double)] {
        var x = from, v = initialVelocity, t = 0.0
        var result: [(position: Double, velocity: Double)] = []
        for target in times {
            let steps = Int(((target - t) / dt).rounded())
            for _ in 0..<steps {
                let acceleration = (-spring.stiffness * (x - to) - spring.damping * v) / spring.mass
                v += acceleration * dt
                x += v * dt
            }
            t += Double(steps) * dt
            result.append((x, v))
        }
        return result
    }
}
