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

    /// Where the header of `section` (the section holding the first visible item:
    /// `section(holding:source:)`) is drawn stuck, as `StickyHeader.resolve` places it on a list that
    /// holds every row: its top in viewport coordinates, 0 or negative while the next section's
    /// header pushes it up; `nil` when its header is in place (its slot's top at or below the
    /// viewport's top). `offset` is the scroll offset in the slots' coordinates; the next section's
    /// header is the window's (a section that outlasts the window is not pushed), or the content's end
    /// after the model's last item.
    ///
    /// - Complexity: O(log w + log m) for m measured heights.
    package func stuckHeaderY(of section: Section, offset: Double, heights: WindowHeights, headerHeight: Double) -> Double? {
        guard heights.top(of: section.start) < offset else { return nil }
        let after = starting.partitioningIndex { $0.start > section.start }
        let end: Double
        if after < starting.count {
            end = heights.top(of: starting[after].start)
        } else if window.upperBound == count {
            end = heights.total
        } else {
            return 0
        }
        return min(0, end - offset - headerHeight)
    }
}
