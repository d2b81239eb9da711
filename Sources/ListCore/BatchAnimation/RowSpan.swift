/// Where one row sits vertically: its top in layout coordinates (0 is the top of the first row,
/// the header is not included) and its height.
///
///     let from = RowSpan(top: 0, height: 40), to = RowSpan(top: 200, height: 60)
///     from.interpolated(to: to, by: 0.5)   // top 100, height 50
///
/// - Complexity: O(1).
struct RowSpan: Equatable, Sendable {
    var top: Double
    var height: Double

    /// `self` at `fraction` 0, `other` at 1, linear in between.
    func interpolated(to other: RowSpan, by fraction: Double) -> RowSpan {
        if fraction >= 1 { return other }
        if fraction <= 0 { return self }
        return RowSpan(top: top + (other.top - top) * fraction,
                       height: height + (other.height - height) * fraction)
    }

    /// How a slide is shown: moving, or (for a row from or to far away) fading in place.
    enum Fade: Equatable, Sendable {
        case none
        /// The row arrives from farther than one window away: it fades in at its slot.
        case fadeIn
        /// The row leaves for farther than one window away: it fades out where it was.
        case fadeOut
    }

    /// The start and end of a slide. A row that enters or leaves `window` (the viewport, layout
    /// coordinates) from or to farther than one window height does not travel: it fades in at
    /// its slot (or out where it was). Sliding it across the viewport would take every slot it
    /// crosses with it — a reversed list would show a band without rows under the header while
    /// everything is in transit — and cross the viewport too fast to read. Unchanged without a
    /// window, for slides up to one window height, and for rows that start and end in view.
    static func limitingTravel(from start: RowSpan, to end: RowSpan, within window: RowSpan?)
        -> (start: RowSpan, end: RowSpan, fade: Fade)
    {
        guard let window else { return (start, end, .none) }
        let distance = end.top - start.top
        guard abs(distance) > window.height else { return (start, end, .none) }
        let startInView = start.intersects(windowTop: window.top, windowHeight: window.height)
        let endInView = end.intersects(windowTop: window.top, windowHeight: window.height)
        if !startInView && endInView { return (end, end, .fadeIn) }
        if startInView && !endInView { return (start, start, .fadeOut) }
        return (start, end, .none)
    }

    /// True when the span overlaps `[windowTop, windowTop + windowHeight)`.
    func intersects(windowTop: Double, windowHeight: Double) -> Bool {
        top < windowTop + windowHeight && top + height > windowTop
    }
}
