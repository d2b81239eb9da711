/// The section header stuck to the top of the viewport while its section scrolls under it (as
/// libadwaita's sidebar does): the last header whose row top scrolled above the viewport's top,
/// drawn at the top, pushed up by the next section's header as that one reaches it.
///
///     let layout = RowLayout(ids: ids, heights: heights)   // headers at rows 0 and 4
///     StickyHeader.resolve(headerRows: [0, 4], layout: layout, offset: 100)
///     // StickyHeader(section: 0, row: 0, y: 0), or y < 0 once row 4's top is within a header's height
///
/// - Complexity: O(log s · log n) for s sections and n rows.
package struct StickyHeader: Equatable, Sendable {
    /// The section whose header is stuck.
    package var section: Int
    /// The header's row.
    package var row: Int
    /// Its top in viewport coordinates: 0, or negative while the next header pushes it up.
    package var y: Double

    package init(section: Int, row: Int, y: Double) {
        self.section = section
        self.row = row
        self.y = y
    }

    /// The header stuck at scroll `offset`, `nil` when no header is above the viewport's top
    /// (the first one is in place, or there are no sections). `headerRows` ascending; only the
    /// headers a binary search probes are placed.
    package static func resolve(headerRows: [Int], layout: RowLayout, offset: Double) -> StickyHeader? {
        // The first header whose top is at or below the viewport's top.
        let first = headerRows.partitioningIndex { layout.top(of: $0) >= offset }
        guard first > 0 else { return nil }
        let section = first - 1
        let end = section + 1 < headerRows.count ? layout.top(of: headerRows[section + 1]) : layout.contentHeight
        let y = min(0, end - offset - layout.height(at: headerRows[section]))
        return StickyHeader(section: section, row: headerRows[section], y: y)
    }
}
