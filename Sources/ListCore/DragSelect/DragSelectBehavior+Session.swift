extension DragSelectBehavior {
    /// The state of one drag, from `begin` to `end`/`cancel`.
    ///
    ///     session.range.focus   // the row under the pointer at the last step
    ///
    /// - Complexity: O(1) storage besides the range's snapshot.
    struct Session {
        /// Distinguishes drags, so a callback that ends a drag mid-step is not undone by a stale copy.
        let id: Int
        var range: RangeSelection
        /// The last accepted pointer position (viewport coordinates).
        var pointX: Double
        var pointY: Double
        /// True once a move passed the jitter threshold; a press that never moved does not
        /// auto-scroll (tapping a row inside a zone must not scroll the list).
        var hasMoved = false
        /// The time auto-scroll last advanced to; `nil` while the pointer is outside the zones.
        var scrollTime: Double?
        /// The latest time seen (input or frame).
        var time: Double
    }
}
