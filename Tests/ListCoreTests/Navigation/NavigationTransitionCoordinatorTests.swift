import Testing
@testable import ListCore

/// Steps a coordinator's completion animation with a fake 60 Hz clock until it is idle.
@discardableResult
func settle(_ coordinator: TransitionCoordinator, from start: Double, limit: Double = 2) -> Double {
    var time = start
    while coordinator.isActive && time < start + limit {
        time += 1.0 / 60
        coordinator.advance(to: time)
    }
    return time
}

@Suite struct NavigationTransitionCoordinatorTests {
    @Test func slowReleasePastHalfFinishes() {
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.6, at: 1)
        #expect(c.end(at: 1.2, velocity: 0) == .finished)
        settle(c, from: 1.2)
        #expect(c.lastOutcome == .finished)
        #expect(c.progress == 1)
        #expect(c.phase == .idle)
    }

    @Test func slowReleaseBeforeHalfCancels() {
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.45, at: 1)
        #expect(c.end(at: 1.2, velocity: 0) == .cancelled)
        settle(c, from: 1.2)
        #expect(c.lastOutcome == .cancelled)
        #expect(c.progress == 0)
    }

    @Test func flingFinishesFromLowProgress() {
        // 0.2 + 1.0/s × 0.499 s ≈ 0.70 > 0.5: a flick finishes even though the finger is at 20 %.
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.2, at: 0.1)
        #expect(c.end(at: 0.1, velocity: 1.0) == .finished)
    }

    @Test func backwardFlingCancelsFromHighProgress() {
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.7, at: 0.1)
        #expect(c.end(at: 0.1, velocity: -1.0) == .cancelled)
    }

    @Test func releaseVelocityIsMeasuredFromRecentUpdates() {
        // Moving at 2 progress/s in the last 150 ms from 0.1: projected 0.3 + 2 × 0.499 > 0.5.
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.05, at: 0.5)   // a long pause first: old samples must not dilute the speed
        for step in 1...5 {
            c.update(0.05 + 0.05 * Double(step), at: 1 + 0.025 * Double(step))
        }
        #expect(c.end(at: 1.125) == .finished)

        let slow = TransitionCoordinator()
        slow.begin(at: 0)
        slow.update(0.3, at: 1)
        slow.update(0.3, at: 1.1)
        #expect(slow.end(at: 1.125) == .cancelled)
    }

    @Test func completionTakesRemainingShareOfDurationClamped() {
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.6, at: 1)
        c.end(at: 1, velocity: 0)
        // (1 − 0.6) × 0.35 = 0.14 s
        c.advance(to: 1.13)
        #expect(c.isActive)
        c.advance(to: 1.141)
        #expect(!c.isActive)

        let nearEnd = TransitionCoordinator()
        nearEnd.begin(at: 0)
        nearEnd.update(0.95, at: 1)
        nearEnd.end(at: 1, velocity: 0)
        // 0.05 × 0.35 = 17.5 ms is clamped up to 100 ms
        nearEnd.advance(to: 1.09)
        #expect(nearEnd.isActive)
        nearEnd.advance(to: 1.101)
        #expect(!nearEnd.isActive)
    }

    @Test func completionStartsWithTheReleaseVelocity() {
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.6, at: 1)
        c.end(at: 1, velocity: 1.5)
        let dt = 0.00001
        c.advance(to: 1 + dt)
        let measured = (c.progress - 0.6) / dt
        #expect(abs(measured - 1.5) < 0.1, "started at \(measured)/s")
    }

    @Test func alongsideHandlersSeeEveryProgressAndCompletionOnce() {
        let c = TransitionCoordinator()
        var seen: [Double] = []
        var completions: [Bool] = []
        var interactionEnded = 0
        c.onWillBegin.append { coordinator in
            coordinator.animateAlongside({ seen.append($0.progress) },
                                         completion: { completions.append($0.isCancelled) })
            coordinator.notifyWhenInteractionEnds { _ in interactionEnded += 1 }
        }
        c.begin(at: 0)
        c.update(0.3, at: 0.1)
        c.update(0.2, at: 0.2)
        #expect(seen == [0, 0.3, 0.2])
        c.end(at: 0.3, velocity: 0)
        #expect(interactionEnded == 1)
        settle(c, from: 0.3)
        #expect(completions == [true])
        #expect(seen.last == 0)
        // Handlers belong to one transition: the next one starts clean (and registers again).
        c.run(at: 5)
        settle(c, from: 5)
        #expect(completions == [true, false])
        #expect(interactionEnded == 1)
    }

    @Test func nonInteractiveRunLastsTheFullDuration() {
        let c = TransitionCoordinator()
        c.run(at: 10)
        c.advance(to: 10.175)
        #expect(c.progress > 0.4 && c.progress < 0.6)  // ease-in-out is symmetric
        c.advance(to: 10.34)
        #expect(c.isActive)
        c.advance(to: 10.351)
        #expect(c.lastOutcome == .finished)
    }

    @Test func aFingerCatchesACompletionWhereItIs() {
        let c = TransitionCoordinator()
        c.begin(at: 0)
        c.update(0.4, at: 0.1)
        c.end(at: 0.1, velocity: 0)   // cancelling, animating towards 0
        c.advance(to: 0.15)
        let caught = c.progress
        #expect(caught < 0.4 && caught > 0)
        c.begin(at: 0.15)
        #expect(c.phase == .interactive)
        #expect(c.progress == caught)   // no jump
        #expect(c.lastOutcome == nil)   // the first transition never ended
    }

    @Test func reducedMotionCompletesAtOnce() {
        var configuration = TransitionConfiguration()
        configuration.reducesMotion = true
        let c = TransitionCoordinator(configuration: configuration)
        c.run(at: 0)
        #expect(!c.isActive)
        #expect(c.lastOutcome == .finished)
    }

    @Test func springCompletionSettlesOnTarget() {
        var configuration = TransitionConfiguration()
        configuration.completion = .spring
        let c = TransitionCoordinator(configuration: configuration)
        c.begin(at: 0)
        c.update(0.7, at: 0.1)
        c.end(at: 0.1, velocity: 0.5)
        var peak = 0.0
        var time = 0.1
        while c.isActive && time < 3 {
            time += 1.0 / 120
            c.advance(to: time)
            peak = max(peak, c.progress)
        }
        #expect(c.lastOutcome == .finished)
        #expect(peak <= 1)
        #expect(time < 0.1 + 0.6)
    }

    @Test func reverseSendsAFinishingTransitionBack() {
        let c = TransitionCoordinator()
        c.run(at: 0)
        c.advance(to: 0.1)
        let progress = c.progress
        c.reverse(at: 0.1)
        #expect(c.phase == .completing(finishing: false))
        #expect(abs(c.progress - progress) < 1e-9)
        settle(c, from: 0.1)
        #expect(c.lastOutcome == .cancelled)
    }
}
