import Testing
@testable import ListCore

@Suite struct MotionAnimationTests {
    let linear = Animation.Kind.timed(duration: 1, curve: .linear)

    @Test func startsIdleAtFrom() {
        let animation = Animation(from: 10, to: 110, kind: linear)
        #expect(animation.state == .idle)
        #expect(animation.value(at: 5) == 10)
        #expect(animation.velocity(at: 5) == 0)
        #expect(!animation.isFinished(at: 1000))
    }

    @Test func playsATimedCurveAgainstInjectedTime() {
        var animation = Animation(from: 0, to: 100, kind: linear)
        animation.play(at: 10)
        #expect(animation.state == .playing)
        #expect(animation.value(at: 10) == 0)
        #expect(MotionCheck.close(animation.value(at: 10.25), 25, 1e-9))
        #expect(MotionCheck.close(animation.velocity(at: 10.25), 100, 1e-9))
        #expect(animation.value(at: 9) == 0, "before the start it holds at from")
        #expect(!animation.isFinished(at: 10.999))
        #expect(animation.isFinished(at: 11))
        #expect(animation.value(at: 12) == 100)
        #expect(animation.velocity(at: 12) == 0)
    }

    @Test func easedValuesFollowTheCurve() {
        var animation = Animation(from: 100, to: 300, kind: .timed(duration: 0.3, curve: .easeInOut))
        animation.play(at: 0)
        #expect(MotionCheck.close(animation.value(at: 0.15), 200, 1e-9))
        #expect(MotionCheck.close(animation.value(at: 0.075), 100 + 200 * TimingCurve.easeInOut.value(at: 0.25), 1e-9))
        #expect(MotionCheck.close(animation.velocity(at: 0.15), 200 * TimingCurve.easeInOut.slope(at: 0.5) / 0.3, 1e-9))
    }

    @Test func updateFinishesOnlyAtTheEnd() {
        var animation = Animation(from: 0, to: 1, kind: .timed(duration: 0.5, curve: .easeOut))
        animation.update(at: 0)
        #expect(animation.state == .idle, "update does not start an idle animation")
        animation.play(at: 1)
        animation.update(at: 1.49)
        #expect(animation.state == .playing)
        animation.update(at: 1.5)
        #expect(animation.state == .finished)
        #expect(animation.value(at: 1.2) == 1, "a finished animation stays at to")
    }

    @Test func skipJumpsToTheEnd() {
        var animation = Animation(from: 0, to: 80, kind: linear)
        animation.play(at: 0)
        animation.skip()
        #expect(animation.state == .finished)
        #expect(animation.value(at: 0.1) == 80)
        #expect(animation.velocity(at: 0.1) == 0)
        #expect(animation.isFinished(at: 0.1))

        var idle = Animation(from: 0, to: 80, kind: linear)
        idle.skip()
        #expect(idle.state == .finished && idle.value(at: 0) == 80)
    }

    @Test func pauseFreezesAndResumeContinuesFromTheSameValue() {
        var animation = Animation(from: 0, to: 100, kind: .timed(duration: 1, curve: .easeInOut))
        animation.play(at: 0)
        let atPause = animation.value(at: 0.3)
        animation.pause(at: 0.3)
        #expect(animation.state == .paused)
        #expect(animation.value(at: 0.3) == atPause)
        #expect(animation.value(at: 5) == atPause)
        #expect(animation.velocity(at: 5) == 0)
        #expect(!animation.isFinished(at: 50))
        animation.update(at: 50)
        #expect(animation.state == .paused)

        animation.resume(at: 10)
        #expect(animation.state == .playing)
        #expect(animation.value(at: 10) == atPause)
        #expect(MotionCheck.close(animation.value(at: 10.2), 100 * TimingCurve.easeInOut.value(at: 0.5), 1e-9))
        #expect(!animation.isFinished(at: 10.69))
        #expect(animation.isFinished(at: 10.7), "the remaining 0.7 s shifted to after the resume")
        #expect(animation.endTime == 10.7)
    }

    @Test func pauseAndResumeOnlyActInTheirStates() {
        var idle = Animation(from: 0, to: 1, kind: linear)
        idle.pause(at: 0)
        #expect(idle.state == .idle)
        idle.resume(at: 0)
        #expect(idle.state == .idle)

        var playing = Animation(from: 0, to: 100, kind: linear)
        playing.play(at: 0)
        playing.resume(at: 0.5)
        #expect(MotionCheck.close(playing.value(at: 0.5), 50, 1e-9), "resume while playing changes nothing")

        var late = Animation(from: 0, to: 100, kind: linear)
        late.play(at: 0)
        late.pause(at: 2)
        #expect(late.state == .finished, "pausing after the end finishes")
    }

    @Test func playRestartsFromTheBeginning() {
        var animation = Animation(from: 0, to: 100, kind: linear)
        animation.play(at: 0)
        animation.play(at: 5)
        #expect(animation.value(at: 5.5) == 50)
        animation.skip()
        animation.play(at: 10)
        #expect(animation.state == .playing && animation.value(at: 10.125) == 12.5)
    }

    @Test func instantAndZeroDurationFinishAtOnce() {
        for kind: Animation.Kind in [.instant, .timed(duration: 0, curve: .easeInOut), .timed(duration: -1, curve: .linear)] {
            var animation = Animation(from: 3, to: 7, kind: kind)
            #expect(animation.value(at: 0) == 3, "idle still shows from")
            animation.play(at: 0)
            #expect(animation.state == .finished)
            #expect(animation.value(at: 0) == 7)
            #expect(animation.velocity(at: 0) == 0)
            #expect(animation.isFinished(at: 0))
        }
    }

    @Test func reducedMotionSwapsInInstant() {
        let spring = Animation.Kind.spring(.criticallyDamped(duration: 0.3))
        #expect(Animation.reducedMotion(spring, reduced: true) == .instant)
        #expect(Animation.reducedMotion(spring, reduced: false) == spring)
        #expect(Animation.reducedMotion(linear, reduced: false) == linear)
    }

    @Test func springAnimationRunsUntilItSettles() {
        let spring = Spring(stiffness: 300, damping: 15)
        var animation = Animation(from: 0, to: 50, kind: .spring(spring))
        let settle = spring.settlingTime(from: 0, to: 50, initialVelocity: 0)
        #expect(animation.duration == settle)
        animation.play(at: 2)
        #expect(animation.value(at: 2.125) == spring.position(at: 0.125, from: 0, to: 50, initialVelocity: 0))
        #expect(animation.velocity(at: 2.125) == spring.velocity(at: 0.125, from: 0, to: 50, initialVelocity: 0))
        #expect(animation.endTime == 2 + settle)
        #expect(!animation.isFinished(at: 2 + settle - 0.001))
        #expect(animation.isFinished(at: 2 + settle))
        animation.update(at: 2 + settle)
        #expect(animation.state == .finished)
        #expect(animation.value(at: 2 + settle) == 50)
    }

    @Test func springWithNothingToMoveFinishesAtOnce() {
        var animation = Animation(from: 4, to: 4, kind: .spring(.criticallyDamped(duration: 0.3)))
        animation.play(at: 0)
        #expect(animation.state == .finished)
    }

    @Test func timedInitialVelocityAddsToTheCurveThenJoinsIt() {
        var animation = Animation(from: 0, to: 100, kind: linear, initialVelocity: 300)
        animation.play(at: 0)
        #expect(MotionCheck.close(animation.velocity(at: 0), 400, 1e-9), "curve's 100/s plus 300/s")
        #expect(animation.value(at: 0.125) > 12.5, "pushed ahead by the extra velocity")
        // From 25 % on it is the plain curve again.
        #expect(MotionCheck.close(animation.value(at: 0.25), 25, 1e-9))
        #expect(MotionCheck.close(animation.value(at: 0.6), 60, 1e-9))
        #expect(MotionCheck.close(animation.velocity(at: 0.6), 100, 1e-9))
        // The velocity is continuous where the start segment meets the curve.
        #expect(MotionCheck.close(animation.velocity(at: 0.25 - 1e-9), animation.velocity(at: 0.25), 1e-5))
    }

    @Test func zeroInitialVelocityIsExactlyTheCurve() {
        for curve: TimingCurve in [.linear, .easeOut, .cubicBezier(0.25, 0.1, 0.25, 1)] {
            var animation = Animation(from: 10, to: 90, kind: .timed(duration: 2, curve: curve))
            animation.play(at: 0)
            for t in [0.0625, 0.25, 1.0, 1.5] {
                #expect(animation.value(at: t) == 10 + 80 * curve.value(at: t / 2), "\(curve) at \(t)")
            }
        }
    }

    @Test func velocityMatchesTheSlopeOfTheValue() {
        let kinds: [Animation.Kind] = [
            .timed(duration: 0.4, curve: .easeOut), .spring(Spring(stiffness: 200, damping: 12)),
        ]
        for kind in kinds {
            var animation = Animation(from: -20, to: 60, kind: kind, initialVelocity: -150)
            animation.play(at: 1)
            let h = 1e-6
            for t in [1.01, 1.05, 1.1, 1.2, 1.3] {
                let numeric = (animation.value(at: t + h) - animation.value(at: t - h)) / (2 * h)
                #expect(MotionCheck.close(animation.velocity(at: t), numeric, 1e-3), "\(kind) at \(t)")
            }
        }
    }
}
