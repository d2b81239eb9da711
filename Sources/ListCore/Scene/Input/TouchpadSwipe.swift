/// Two-finger horizontal touchpad swipes driving the back transition, as AdwSwipeTracker reads
/// them: scroll deltas (pixels, positive to the right on the page's content) accumulate over a
/// fixed distance, a swipe starts only when the first deltas are more horizontal than vertical,
/// and the release velocity comes from the event times (the transition's velocity tracker).
///
///     var swipe = TouchpadSwipe()
///     swipe.begin()
///     swipe.scroll(dx: -40, dy: 2)   // 0.1: fingers moving right bring the list back
///
/// - Complexity: O(1).
package struct TouchpadSwipe: Sendable, Equatable {
    /// Touchpad pixels for a whole transition (AdwSwipeTracker's TOUCHPAD_BASE_DISTANCE_H).
    package static let distance = 400.0

    package private(set) var progress = 0.0
    package private(set) var isActive = false
    private var decided = false

    package init() {}

    package mutating func begin() {
        progress = 0
        isActive = false
        decided = false
    }

    /// The progress after a scroll step, or `nil` when this scroll is not a back swipe.
    package mutating func scroll(dx: Double, dy: Double) -> Double? {
        if !decided {
            guard dx != 0 || dy != 0 else { return nil }
            decided = true
            isActive = abs(dx) > abs(dy)
        }
        guard isActive else { return nil }
        progress = min(max(progress - dx / Self.distance, 0), 1)
        return progress
    }

    package mutating func end() { isActive = false; decided = false }
}
