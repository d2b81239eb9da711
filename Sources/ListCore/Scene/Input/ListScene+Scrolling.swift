extension ListScene {
    /// A wheel notch scrolls like the desktop's scrolled views: viewport height^(2/3) points.
    public var wheelStep: Double { system_pow(max(list.viewportHeight, 0), 2.0 / 3.0) }

    /// A scroll event: `dy` wheel notches (`isWheel`) or pixels (touchpad). Refused while a
    /// page transition runs (the list being covered or uncovered does not scroll). Returns
    /// whether the event was taken.
    ///
    /// - Complexity: O(1) (plus re-reading a drag-select's row).
    @discardableResult
    public func scroll(dy: Double, isWheel: Bool, at time: Double) -> Bool {
        guard acceptsListInput else { return false }
        kinetic.stop()
        stopGlides()
        list.scroll(to: list.scrollOffset + dy * (isWheel ? wheelStep : 1))
        pointerStayed(at: time)
        return true
    }

    /// The scrollbar was moved to `offset`.
    public func scrollbar(to offset: Double, at time: Double) {
        kinetic.stop()
        stopGlides()
        list.scroll(to: offset)
        pointerStayed(at: time)
    }

    /// A touchpad or touchscreen fling released at `velocity` points per second.
    public func fling(velocity: Double, at time: Double) {
        guard acceptsListInput else { return }
        stopGlides()
        kinetic.fling(velocity: velocity, at: time)
    }

    /// A new scroll sequence began (fingers on the touchpad): a glide stops.
    public func scrollBegan() {
        kinetic.stop()
        stopGlides()
    }
}
