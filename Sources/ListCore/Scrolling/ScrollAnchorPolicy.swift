/// What a batch (a live update, a search, undo, re-measured heights) does to the scroll position
/// when it changes rows above the viewport.
///
///     scene.anchoring.policy = .keepReadingPosition   // the default
///     scene.anchoring.policy = .alwaysReveal          // a "most recent on top" feed
///     scene.anchoring.policy = .none                  // the offset stays, content shifts
///
/// - Complexity: a value.
package enum ScrollAnchorPolicy: String, Sendable, CaseIterable {
    /// The first fully visible row (and every unchanged row below it) keeps its on-screen y to the
    /// pixel: the offset follows the rows inserted, deleted, moved or resized above it. At the top
    /// of the list (within `ScrollAnchoring.revealTolerance`) new rows on top are revealed instead.
    case keepReadingPosition
    /// As `keepReadingPosition` in the frame the batch lands, then the list glides to the top so
    /// the rows that arrived above are shown.
    case alwaysReveal
    /// No adjustment: the offset keeps its value and the rows shift under the reader.
    case none
}
