import Testing
@testable import ListCore

@Suite struct MotionSpringTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var spring: Spring
        var from: Double
        var to: Double
        var initialVelocity: Double
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "under-damped", spring: Spring(stiffness: 300, damping: 10), from: 0, to: 100, initialVelocity: 0),
        Case(name: "under-damped, mass 2, velocity", spring: Spring(mass: 2, stiffness: 500, damping: 8),
             from: 40, to: -60, initialVelocity: 900),
        Case(name: "critical", spring: .criticallyDamped(duration: 0.5), from: 0, to: 1, initialVelocity: 0),
        Case(name: "critical, opposing velocity", spring: .criticallyDamped(duration: 0.5),
             from: 0, to: 1, initialVelocity: -8),
        Case(name: "over-damped", spring: Spring(stiffness: 100, damping: 40), from: 200, to: 0, initialVelocity: 0),
        Case(name: "over-damped, velocity", spring: Spring(mass: 0.5, stiffness: 80, damping: 30),
             from: -10, to: 10, initialVelocity: 150),
    ]

    @Test(arguments: cases)
    func closedFormMatchesNumericalIntegration(c: Case) {
        let times = [0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.2]
        let numeric = MotionCheck.integrate(c.spring, from: c.from, to: c.to,
                                            initialVelocity: c.initialVelocity, times: times)
        let omega = (c.spring.stiffness / c.spring.mass).squareRoot()
        let scale = max(abs(c.to - c.from), abs(c.initialVelocity) / omega)
        for (t, expected) in zip(times, numeric) {
            let position = c.spring.position(at: t, from: c.from, to: c.to, initialVelocity: c.initialVelocity)
            let velocity = c.spring.velocity(at: t, from: c.from, to: c.to, initialVelocity: c.initialVelocity)
            #expect(MotionCheck.close(position, expected.position, 1e-3 * scale), "position at \(t)")
            #expect(MotionCheck.close(velocity, expected.velocity, 1e-3 * scale * omega), "velocity at \(t)")
        }
    }

    @Test(arguments: cases)
    func startsAtFromWithTheInitialVelocity(c: Case) {
        #expect(MotionCheck.close(c.spring.position(at: 0, from: c.from, to: c.to, initialVelocity: c.initialVelocity), c.from, 1e-12))
        #expect(MotionCheck.close(c.spring.velocity(at: 0, from: c.from, to: c.to, initialVelocity: c.initialVelocity),
                                  c.initialVelocity, 1e-9))
    }

    @Test func dampingRatioClassifiesTheSprings() {
        #expect(MotionCheck.close(Spring(stiffness: 100, damping: 10).dampingRatio, 0.5, 1e-12))
        #expect(MotionCheck.close(Spring(mass: 4, stiffness: 100, damping: 40).dampingRatio, 1, 1e-12))
        #expect(MotionCheck.close(Spring.criticallyDamped(duration: 0.3).dampingRatio, 1, 1e-12))
        #expect(MotionCheck.close(Spring(stiffness: 100, damping: 40).dampingRatio, 2, 1e-12))
    }

    @Test func underDampedOvershootsAndOverDampedDoesNot() {
        let bouncy = Spring(stiffness: 300, damping: 6)
        let creeping = Spring(stiffness: 100, damping: 40)
        let times = stride(from: 0.0, through: 3.0, by: 0.001)
        #expect(times.contains { bouncy.position(at: $0, from: 0, to: 1, initialVelocity: 0) > 1.2 })
        #expect(!times.contains { creeping.position(at: $0, from: 0, to: 1, initialVelocity: 0) > 1 })
    }

    @Test func nearCriticalAgreesWithCritical() {
        let critical = Spring(stiffness: 400, damping: 40)
        let slightlyUnder = Spring(stiffness: 400, damping: 40 * (1 - 1e-9))
        let slightlyOver = Spring(stiffness: 400, damping: 40 * (1 + 1e-9))
        for t in [0.01, 0.1, 0.3, 1.0] {
            let exact = critical.position(at: t, from: 0, to: 100, initialVelocity: 50)
            #expect(MotionCheck.close(slightlyUnder.position(at: t, from: 0, to: 100, initialVelocity: 50), exact, 1e-6))
            #expect(MotionCheck.close(slightlyOver.position(at: t, from: 0, to: 100, initialVelocity: 50), exact, 1e-6))
            let exactVelocity = critical.velocity(at: t, from: 0, to: 100, initialVelocity: 50)
            #expect(MotionCheck.close(slightlyOver.velocity(at: t, from: 0, to: 100, initialVelocity: 50), exactVelocity, 1e-5))
        }
    }

    @Test func stronglyOverDampedStaysFiniteForLongTimes() {
        let spring = Spring(stiffness: 10, damping: 1000)
        for t in [10.0, 1_000.0, 100_000.0] {
            let position = spring.position(at: t, from: 0, to: 1, initialVelocity: 0)
            #expect(position.isFinite && position >= 0 && position <= 1)
            #expect(spring.velocity(at: t, from: 0, to: 1, initialVelocity: 0).isFinite)
        }
        #expect(MotionCheck.close(spring.position(at: 100_000, from: 0, to: 1, initialVelocity: 0), 1, 1e-6))
    }

    @Test func criticallyDampedSettlesInTheRequestedDuration() {
        for duration in [0.1, 0.35, 1.0] {
            let spring = Spring.criticallyDamped(duration: duration)
            let remaining = abs(spring.position(at: duration, from: 0, to: 100, initialVelocity: 0) - 100)
            #expect(MotionCheck.close(remaining, 0.1, 1e-9))
            #expect(MotionCheck.close(spring.settlingTime(from: 0, to: 100, initialVelocity: 0), duration, 1e-9))
        }
    }

    @Test(arguments: cases)
    func settlingTimeIsTheLastTimeOutsideTheBand(c: Case) {
        let settle = c.spring.settlingTime(from: c.from, to: c.to, initialVelocity: c.initialVelocity)
        let omega = (c.spring.stiffness / c.spring.mass).squareRoot()
        let band = 0.001 * max(abs(c.to - c.from), abs(c.initialVelocity) / omega)
        func offset(_ t: Double) -> Double {
            abs(c.spring.position(at: t, from: c.from, to: c.to, initialVelocity: c.initialVelocity) - c.to)
        }
        #expect(settle > 0)
        #expect(MotionCheck.close(offset(settle), band, band * 1e-6), "at the settling time the offset is the band")
        #expect(offset(settle - 1e-6) > band, "just before, it is still outside")
        for i in 1...4000 {
            let t = settle + Double(i) * 0.001
            #expect(offset(t) <= band * (1 + 1e-9), "outside the band again at \(t)")
        }
    }

    @Test func settlingTimeDependsOnEpsilonNotOnDistance() {
        let spring = Spring(stiffness: 300, damping: 20)
        let short = spring.settlingTime(from: 0, to: 1, initialVelocity: 0)
        let long = spring.settlingTime(from: 0, to: 1000, initialVelocity: 0)
        #expect(MotionCheck.close(short, long, 1e-9))
        #expect(spring.settlingTime(from: 0, to: 1, initialVelocity: 0, epsilon: 0.01) < short)
    }

    @Test func settlingTimeEdgeCases() {
        let spring = Spring(stiffness: 200, damping: 20)
        #expect(spring.settlingTime(from: 5, to: 5, initialVelocity: 0) == 0)
        #expect(spring.settlingTime(from: 5, to: 5, initialVelocity: 100) > 0)
        #expect(Spring(stiffness: 200, damping: 0).settlingTime(from: 0, to: 1, initialVelocity: 0) == .infinity)
        #expect(spring.settlingTime(from: 0, to: 1, initialVelocity: 0, epsilon: 0) == .infinity)
    }
}
