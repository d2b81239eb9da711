import Testing
@testable import ListCore

@Suite struct MotionRetargetTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var before: Animation.Kind
        var after: Animation.Kind?
        var testDescription: String { name }
    }

    static let springKind = Animation.Kind.spring(Spring(stiffness: 250, damping: 18))
    static let cases: [Case] = [
        Case(name: "linear, same kind", before: .timed(duration: 1, curve: .linear), after: nil),
        Case(name: "ease-in-out, same kind", before: .timed(duration: 0.6, curve: .easeInOut), after: nil),
        Case(name: "ease-in-out to ease-out", before: .timed(duration: 0.6, curve: .easeInOut),
             after: .timed(duration: 0.3, curve: .easeOut)),
        Case(name: "spring, same kind", before: springKind, after: nil),
        Case(name: "timed to spring", before: .timed(duration: 0.5, curve: .easeIn), after: .spring(.criticallyDamped(duration: 0.4))),
        Case(name: "spring to timed", before: springKind, after: .timed(duration: 0.4, curve: .easeInOut)),
    ]

    @Test(arguments: cases)
    func valueAndVelocityAreContinuous(c: Case) {
        var animation = Animation(from: 0, to: 100, kind: c.before)
        animation.play(at: 0)
        let t = 0.2, h = 1e-6
        let old = animation
        let oldVelocity = old.velocity(at: t)
        #expect(abs(oldVelocity) > 10, "the test needs a moving animation")

        animation.retarget(to: -40, at: t, kind: c.after)
        #expect(animation.state == .playing)
        #expect(animation.from == old.value(at: t))
        #expect(animation.to == -40)
        #expect(animation.kind == (c.after ?? c.before))
        #expect(animation.value(at: t) == old.value(at: t))
        #expect(MotionCheck.close(animation.velocity(at: t), oldVelocity, 1e-9 * max(1, abs(oldVelocity))))
        // Just before (old animation) and just after (new animation): no jump beyond the motion itself.
        let across = animation.value(at: t + h) - old.value(at: t - h)
        #expect(MotionCheck.close(across, oldVelocity * 2 * h, 1e-6))
        // The slope just after the switch, measured from values, is the old velocity too.
        let measured = (animation.value(at: t + 2 * h) - animation.value(at: t + h)) / h
        #expect(MotionCheck.close(measured, oldVelocity, 1e-3 * max(1, abs(oldVelocity))))
    }

    @Test(arguments: cases)
    func reachesTheNewTarget(c: Case) {
        var animation = Animation(from: 0, to: 100, kind: c.before)
        animation.play(at: 0)
        animation.retarget(to: 250, at: 0.15, kind: c.after)
        let end = 0.15 + animation.duration
        #expect(animation.duration > 0)
        #expect(!animation.isFinished(at: end - 1e-6))
        animation.update(at: end)
        #expect(animation.state == .finished)
        #expect(animation.value(at: end) == 250)
    }

    @Test func timedRetargetKeepsTheCurvesEnd() {
        var animation = Animation(from: 0, to: 100, kind: .timed(duration: 1, curve: .linear))
        animation.play(at: 0)
        animation.retarget(to: 0, at: 0.5, kind: .timed(duration: 0.5, curve: .easeInOut))
        // Start velocity is carried over (+100/s while heading for 0), end velocity is ease-in-out's 0.
        #expect(MotionCheck.close(animation.velocity(at: 0.5), 100, 1e-9))
        #expect(MotionCheck.close(animation.velocity(at: 0.5 + 0.5 - 1e-7), 0, 1e-3))
        // Momentum first carries the value further than 50 before it turns back.
        #expect(animation.value(at: 0.52) > 50)
        #expect(animation.value(at: 0.9) < 50)
        // After the start segment (first 25 % = 0.125 s) the value is the plain curve from 50 to 0.
        for t in [0.625, 0.75, 0.875] {
            #expect(MotionCheck.close(animation.value(at: t), 50 - 50 * TimingCurve.easeInOut.value(at: (t - 0.5) / 0.5), 1e-9))
        }
    }

    @Test func velocityIsContinuousAcrossTheStartSegment() {
        var animation = Animation(from: 0, to: 100, kind: .timed(duration: 1, curve: .linear))
        animation.play(at: 0)
        animation.retarget(to: -100, at: 0.5, kind: .timed(duration: 0.8, curve: .easeOut))
        let join = 0.5 + 0.8 * 0.25
        #expect(MotionCheck.close(animation.velocity(at: join - 1e-9), animation.velocity(at: join + 1e-9), 1e-4))
        #expect(MotionCheck.close(animation.value(at: join - 1e-9), animation.value(at: join + 1e-9), 1e-6))
    }

    @Test func retargetWhilePausedStartsFromThePausedValueAtRest() {
        for kind: Animation.Kind in [.timed(duration: 1, curve: .linear), Self.springKind] {
            var animation = Animation(from: 0, to: 100, kind: kind)
            animation.play(at: 0)
            animation.pause(at: 0.3)
            let paused = animation.value(at: 0.3)
            animation.retarget(to: 200, at: 4)
            #expect(animation.state == .playing)
            #expect(animation.value(at: 4) == paused)
            #expect(MotionCheck.close(animation.velocity(at: 4), 0, 1e-9), "\(kind)")
            #expect(animation.value(at: 4.01) > paused, "then it moves towards the new target")
        }
    }

    @Test(arguments: [TimingCurve.linear, .easeOut, .easeIn, .cubicBezier(0.01, 1, 0.5, 1), .cubicBezier(0.25, 0.1, 0.25, 1)])
    func retargetFromRestStartsSmoothlyAndMonotonically(curve: TimingCurve) {
        var animation = Animation(from: 0, to: 100, kind: .timed(duration: 1, curve: curve))
        animation.retarget(to: 100, at: 0)
        #expect(MotionCheck.close(animation.velocity(at: 0), 0, 1e-9))
        var previous = animation.value(at: 0)
        for i in 1...1000 {
            let value = animation.value(at: Double(i) / 1000)
            #expect(value >= previous - 1e-12 && value <= 100 + 1e-12, "at \(Double(i) / 1000)")
            previous = value
        }
        #expect(previous == 100)
    }

    @Test func retargetFromRestOntoEaseInOutIsExactlyTheCurve() {
        var animation = Animation(from: 0, to: 10, kind: .timed(duration: 1, curve: .linear))
        animation.play(at: 0)
        animation.pause(at: 0.5)
        animation.retarget(to: 105, at: 1, kind: .timed(duration: 2, curve: .easeInOut))
        for t in [1.125, 1.25, 2.0, 2.5] {
            #expect(animation.value(at: t) == 5 + 100 * TimingCurve.easeInOut.value(at: (t - 1) / 2))
        }
    }

    @Test func retargetFromIdleOrFinishedStartsAtRest() {
        var idle = Animation(from: 5, to: 10, kind: .timed(duration: 1, curve: .linear))
        idle.retarget(to: 20, at: 3)
        #expect(idle.from == 5 && idle.to == 20 && idle.state == .playing)
        #expect(idle.velocity(at: 3) == 0)

        var finished = Animation(from: 5, to: 10, kind: .timed(duration: 1, curve: .linear))
        finished.play(at: 0)
        finished.update(at: 2)
        finished.retarget(to: 20, at: 3)
        #expect(finished.from == 10 && finished.value(at: 3) == 10)
        #expect(finished.velocity(at: 3) == 0)
        #expect(MotionCheck.close(finished.value(at: 3.5), 15, 2.5 + 1e-9), "on its way")
        #expect(finished.value(at: 4) == 20)
    }

    @Test func retargetPastTheEndStartsFromTheTargetAtRest() {
        var animation = Animation(from: 0, to: 10, kind: .timed(duration: 1, curve: .linear))
        animation.play(at: 0)
        animation.retarget(to: 30, at: 5)   // never updated, but over
        #expect(animation.from == 10)
        #expect(animation.velocity(at: 5) == 0)
    }

    @Test func instantRetargetJumps() {
        var animation = Animation(from: 0, to: 100, kind: .spring(.criticallyDamped(duration: 0.3)))
        animation.play(at: 0)
        animation.retarget(to: 42, at: 0.1, kind: Animation.reducedMotion(animation.kind, reduced: true))
        #expect(animation.state == .finished)
        #expect(animation.value(at: 0.1) == 42)
        #expect(animation.velocity(at: 0.1) == 0)
    }

    @Test func verticalStartCurveStaysFinite() {
        var animation = Animation(from: 0, to: 100, kind: .timed(duration: 1, curve: .linear))
        animation.play(at: 0)
        animation.retarget(to: 0, at: 0.5, kind: .timed(duration: 1, curve: .cubicBezier(0, 1, 0, 1)))
        for i in 0...100 {
            #expect(animation.value(at: 0.5 + Double(i) / 100).isFinite)
        }
        #expect(animation.value(at: 0.5) == 50)
        #expect(animation.value(at: 1.5) == 0)
    }

    @Test func repeatedRetargetsStayContinuous() {
        var animation = Animation(from: 0, to: 100, kind: Self.springKind)
        animation.play(at: 0)
        var t = 0.0
        for target in [300.0, -50, 120, 10, 200] {
            t += 0.07
            let before = animation.value(at: t), velocity = animation.velocity(at: t)
            animation.retarget(to: target, at: t)
            #expect(animation.value(at: t) == before)
            #expect(MotionCheck.close(animation.velocity(at: t), velocity, 1e-9 * max(1, abs(velocity))))
        }
    }
}
