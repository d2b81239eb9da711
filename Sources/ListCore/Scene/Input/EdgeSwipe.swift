/// The detail page's left-edge swipe, read from pointer positions in window coordinates (the
/// window does not move with the page, so the page follows the pointer 1:1).
///
/// A press within `edgeWidth` of the left edge (anywhere on the page for a touchscreen, as
/// AdwSwipeTracker allows a finger) is a candidate; it becomes a swipe once it has
/// travelled `threshold` to the right and more horizontally than vertically; from then on the
/// back transition's progress is the pointer's horizontal travel since the press divided by the
/// page width.
///
///     var swipe = EdgeSwipe(x: 10, y: 300, time: 1.0)!
///     swipe.progress(x: 30, y: 302, width: 500)   // 0.04: past the threshold, horizontal
///
/// - Complexity: O(1).
package struct EdgeSwipe: Sendable, Equatable {
    /// The edge area (points) and the travel before a swipe counts (AdwSwipeTracker's numbers).
    package static let edgeWidth = 32.0
    package static let threshold = 16.0

    package let startX: Double
    package let startY: Double
    package let startTime: Double
    /// True once the swipe passed the threshold and drives the transition.
    package private(set) var isActive = false

    /// A press at window `x`; `nil` outside the edge area (a touchscreen press counts anywhere).
    package init?(x: Double, y: Double, time: Double, isTouchscreen: Bool = false) {
        guard x >= 0, isTouchscreen || x <= Self.edgeWidth else { return nil }
        startX = x
        startY = y
        startTime = time
    }

    /// The back transition's progress for the pointer at (`x`, `y`) on a page `width` wide, or
    /// `nil` while the move is not (yet) a horizontal swipe to the right.
    package mutating func progress(x: Double, y: Double, width: Double) -> Double? {
        let dx = x - startX, dy = y - startY
        if !isActive {
            guard dx >= Self.threshold, dx > abs(dy) else { return nil }
            isActive = true
        }
        return min(max(dx / max(width, 1), 0), 1)
    }
}
