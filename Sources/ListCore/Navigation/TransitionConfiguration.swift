/// The motion numbers of a page transition (from UIKit and AdwSwipeTracker).
///
///     var config = TransitionConfiguration()
///     config.completion = .spring     // critically damped, seeded with the release velocity
///
/// - Complexity: a value; O(1).
package struct TransitionConfiguration: Sendable, Equatable {
    /// How a transition finishes once nothing drives it: along a timed curve or by a spring.
    ///
    /// - Complexity: a value; O(1).
    package enum Completion: Sendable, Equatable {
        /// The rest runs for (1 − p) × duration, clamped, eased out from the release velocity.
        case timed
        /// A critically damped spring seeded with the release velocity.
        case spring
    }

    /// A full non-interactive transition.
    package var duration: Double = 0.35
    /// Bounds of the part that runs after release (UIKit completionSpeed 1, clamped).
    package var minimumCompletion: Double = 0.10
    package var maximumCompletion: Double = 0.40
    /// AdwSwipeTracker's deceleration per millisecond for projecting the release.
    package var decelerationPerMs: Double = 0.998
    /// Samples older than this do not count for the release velocity.
    package var velocityWindow: Double = 0.150
    /// The projected position above which the transition finishes.
    package var finishThreshold: Double = 0.5
    package var completion: Completion = .timed
    package var reducesMotion = false

    package init() {}

    /// The animation that carries the transition from where it is to its end.
    func completionKind(remaining: Double, fullRun: Bool) -> Animation.Kind {
        if reducesMotion { return .instant }
        if fullRun { return .timed(duration: duration, curve: .easeInOut) }
        let seconds = min(max(remaining * duration, minimumCompletion), maximumCompletion)
        switch completion {
        case .timed: return .timed(duration: seconds, curve: .easeOut)
        case .spring: return .spring(.criticallyDamped(duration: seconds))
        }
    }
}
