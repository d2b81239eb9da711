import Testing
@testable import ListCore

/// A release whose velocity points away from the outcome (a slight drift back at 90 %, which
/// still finishes): the rest of the transition never starts backwards — that would read as a bounce.
@Suite struct NavigationReleaseDirectionTests {
    @Test func aDriftAgainstTheOutcomeNeverRunsBackwards() {
        for (position, velocity, outcome) in [(0.9, -0.6, TransitionCoordinator.Outcome.finished),
                                              (0.1, 0.6, .cancelled)] {
            let c = TransitionCoordinator()
            c.begin(at: 0)
            c.update(position, at: 0.1)
            #expect(c.end(at: 0.1, velocity: velocity) == outcome)
            var last = c.progress
            var time = 0.1
            while c.isActive && time < 2 {
                time += 0.000_5   // fine steps: a wrong start shows in the first milliseconds
                c.advance(to: time)
                let step = c.progress - last
                #expect(outcome == .finished ? step >= -1e-9 : step <= 1e-9,
                        "\(position) at \(velocity)/s: progress went \(last) → \(c.progress)")
                if outcome == .finished ? step < -1e-9 : step > 1e-9 { return }
                last = c.progress
            }
            #expect(c.progress == (outcome == .finished ? 1 : 0))
        }
    }
}
