/// The host's one timer for the core's deadlines (`ListScene.nextWake(after:)`): armed for the
/// earliest time the scene asked for; a later request leaves it, an earlier one replaces it (the
/// replaced GLib source is removed). When it fires, `onWake` gets the time.
///
///     timer.onWake = { time in handle(scene.wake(at: time)) }
///     timer.arm(at: scene.nextWake(after: MainLoop.now))
///
/// - Complexity: O(1) per call; at most one GLib source.
@MainActor
package final class WakeTimer {
    /// When the armed source fires, `nil` when none is armed.
    private var armedAt: Double?
    /// The armed GLib source.
    private var source: UInt32?
    package var onWake: (Double) -> Void = { _ in }

    package init() {}

    isolated deinit {
        if let source { MainLoop.cancel(source) }
    }

    /// Arms the timer for `time` (`nil`: nothing to wake for), unless it already fires no later.
    package func arm(at time: Double?) {
        guard let time else { return }
        if let armedAt, armedAt <= time + 0.0005 { return }
        if let source { MainLoop.cancel(source) }
        armedAt = time
        let delay = max(0, ((time - MainLoop.now) * 1000).rounded(.up))
        source = MainLoop.every(milliseconds: UInt32(min(delay, 86_400_000))) { [weak self] in
            guard let self else { return false }
            armedAt = nil
            source = nil
            onWake(MainLoop.now)
            return false
        }
    }
}
