/// The host's one timer for the core's deadlines (`ListScene.nextWake(after:)`): armed for the
/// earliest time the scene asked for; a later request leaves it, an earlier one replaces it (the
/// replaced source fires and finds itself stale). When it fires, `onWake` gets the time.
///
///     timer.onWake = { time in handle(scene.wake(at: time)) }
///     timer.arm(at: scene.nextWake(after: MainLoop.now))
///
/// - Complexity: O(1) per call; at most one live source plus stale ones that end when they fire.
@MainActor
final class WakeTimer {
    /// When the armed source fires, `nil` when none is armed.
    private var armedAt: Double?
    /// Counts arms: a source fires only if it is still the latest.
    private var generation = 0
    var onWake: (Double) -> Void = { _ in }

    /// Arms the timer for `time` (`nil`: nothing to wake for), unless it already fires no later.
    func arm(at time: Double?) {
        guard let time else { return }
        if let armedAt, armedAt <= time + 0.0005 { return }
        armedAt = time
        generation += 1
        let mine = generation
        let delay = max(0, ((time - MainLoop.now) * 1000).rounded(.up))
        MainLoop.every(milliseconds: UInt32(min(delay, 86_400_000))) { [weak self] in
            guard let self, generation == mine else { return false }
            armedAt = nil
            onWake(MainLoop.now)
            return false
        }
    }
}
