extension WindowedSections {
    /// The heights of the window's rows as `WindowHeights` counts them with sections: each item's
    /// slot is its own height, plus its header's when it starts a section (the header is drawn at
    /// the slot's top, the item below it). Given to `WindowHeights.setHeights(_:keeping:)` over an
    /// estimating `WindowHeights`, the median stays the item's height while sections are longer than
    /// one item, so headers never seen count nothing (as a toolkit list view's unrealized tiles), and
    /// becomes item + header when most sections are one item long.
    ///
    ///     heights.setHeights(sections.slotHeights(item: { _ in 28 }, header: { _ in 40 }), keeping: sections.window)
    ///
    /// - Complexity: O(w).
    package func slotHeights(item: (Int) -> Double, header: (Section) -> Double) -> [(position: Int, height: Double)] {
        var next = 0
        return window.map { position in
            var height = item(position)
            if next < starting.count, starting[next].start == position {
                height += header(starting[next])
                next += 1
            }
            return (position: position, height: height)
        }
    }
}
