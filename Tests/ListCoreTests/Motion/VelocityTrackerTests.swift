import Testing
@testable import ListCore

@Suite struct MotionVelocityTrackerTests {
    @Test func linearMotionGivesItsSpeed() {
        var tracker = VelocityTracker()
        for i in 0...30 {
            let t = 2 + Double(i) / 60
            tracker.add(10 + 300 * Double(i) / 60, at: t)
        }
        #expect(MotionCheck.close(tracker.velocity(at: 2.5), 300, 1e-6))
    }

    @Test func negativeAndNoisyMotion() {
        var tracker = VelocityTracker()
        let noise = [0.3, -0.2, 0.1, -0.4, 0.2, 0.0, -0.1, 0.3]
        for (i, n) in noise.enumerated() {
            let t = Double(i) * 0.016
            tracker.add(-800 * t + n, at: t)
        }
        #expect(MotionCheck.close(tracker.velocity(at: 0.112), -800, 15))
    }

    @Test func samplesOlderThanTheWindowAreIgnored() {
        var tracker = VelocityTracker()
        // 1000 units/s for a second, then 100 units/s for 0.2 s (longer than the 150 ms window).
        var t = 0.0, x = 0.0
        while t < 1 { tracker.add(x, at: t); t += 0.01; x += 10 }
        for _ in 0..<20 { tracker.add(x, at: t); t += 0.01; x += 1 }
        let last = t - 0.01
        #expect(MotionCheck.close(tracker.velocity(at: last), 100, 1e-6))
        #expect(tracker.sampleCount <= 16)
    }

    @Test func aPauseBeforeReleaseMeansNoVelocity() {
        var tracker = VelocityTracker()
        for i in 0..<10 { tracker.add(Double(i) * 5, at: Double(i) * 0.01) }
        #expect(tracker.velocity(at: 0.09) > 400)
        #expect(tracker.velocity(at: 0.09 + 0.2) == 0, "every sample is older than 150 ms")
    }

    @Test func windowIsConfigurable() {
        var tracker = VelocityTracker(window: 0.05)
        for i in 0..<10 { tracker.add(Double(i) * 10, at: Double(i) * 0.01) }   // 1000/s
        for i in 10..<20 { tracker.add(90 + Double(i - 9) * 2, at: Double(i) * 0.01) }   // 200/s
        #expect(MotionCheck.close(tracker.velocity(at: 0.19), 200, 1e-6))
        #expect(VelocityTracker().window == 0.150)
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(5, at: 1)
        #expect(tracker.velocity(at: 1) == 0)
        tracker.add(15, at: 1.1)
        #expect(MotionCheck.close(tracker.velocity(at: 1.1), 100, 1e-9))
        tracker.reset()
        #expect(tracker.velocity(at: 1.1) == 0)
        #expect(tracker.sampleCount == 0)
    }

    @Test func timeGoingBackwardsStartsOver() {
        var tracker = VelocityTracker()
        tracker.add(0, at: 10)
        tracker.add(100, at: 10.1)
        tracker.add(0, at: 1)
        tracker.add(-50, at: 1.1)
        #expect(tracker.sampleCount == 2)
        #expect(MotionCheck.close(tracker.velocity(at: 1.1), -500, 1e-9))
    }

    @Test func projectionUsesAdwaitaDeceleration() {
        #expect(MotionCheck.close(VelocityTracker.projectedEnd(position: 0.4, velocity: 0.5), 0.6495, 1e-12))
        #expect(MotionCheck.close(VelocityTracker.projectedEnd(position: 100, velocity: -1000), -399, 1e-9))
        #expect(MotionCheck.close(VelocityTracker.projectedEnd(position: 0, velocity: 1000, decelerationPerMs: 0.99), 99, 1e-9))
        #expect(VelocityTracker.projectedEnd(position: 0.3, velocity: 0) == 0.3)
    }
}
