extension ListFrame {
    /// The section header drawn stuck to the top of the list while its section scrolls under it
    /// (`StickyHeader`): which header row, and where, in the list's viewport coordinates.
    ///
    ///     if let stuck = frame.stuckHeader { headerWidget.place(y: stuck.y, height: stuck.height, row: stuck.id) }
    ///
    /// - Complexity: a value; O(1) to copy.
    public struct StuckHeader: Sendable, Equatable {
        /// The header row's identity (the frame's rows may show it too, scrolled partly out).
        public var id: RowID
        /// Which section it heads (0 the first); -1 on a windowed list, which does not count the
        /// sections above its window.
        public var section: Int
        /// Its top: the list's top, or above it while the next section's header pushes it up.
        public var y: Double
        /// Its height (the header row's).
        public var height: Double
        /// The header row's data.
        public var content: Row?
    }
}
