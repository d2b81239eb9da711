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

    /// The start and end of a slide, with the travel of a row that enters or leaves `window`
    /// (the viewport, layout coordinates) limited to one window height: a row that was
    /// thousands of points below enters from one viewport below its target, a row heading far
    /// away leaves by one viewport. The direction is kept, rows that travel together keep their
    /// spacing, and the slide stays readable instead of crossing the viewport in one frame.
    /// Unchanged without a window, for short slides, and for rows that start and end in view.
    static func limitingTravel(from start: RowSpan, to end: RowSpan, within window: RowSpan?)
        -> (start: RowSpan, end: RowSpan)
    {
        guard let window else { return (start, end) }
        let distance = end.top - start.top
        guard abs(distance) > window.height else { return (start, end) }
        let step = distance > 0 ? window.height : -window.height
        let startInView = start.intersects(windowTop: window.top, windowHeight: window.height)
        let endInView = end.intersects(windowTop: window.top, windowHeight: window.height)
        if !startInView && endInView {
            return (RowSpan(top: end.top - step, height: start.height), end)
        }
        if startInView && !endInView {
            return (start, RowSpan(top: start.top + step, height: end.height))
        }
        return (start, end)
    }

    /// True when the span overlaps `[windowTop, windowTop + windowHeight)`.
    func intersects(windowTop: Double, windowHeight: Double) -> Bool {
        top < windowTop + windowHeight && top + height > windowTop
    }
}
