extension DragSelectBehavior {
    /// Which way auto-scroll moves the content: `.up` reveals earlier rows (pointer in the top
    /// zone), `.down` reveals later rows (pointer in the bottom zone).
    ///
    ///     behavior.autoScrollDirection  // .down while the pointer is in the bottom zone
    ///
    /// - Complexity: O(1).
    package enum ScrollDirection: String, Equatable, Sendable {
        case up
        case down
    }
}
