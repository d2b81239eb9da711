extension RowPlacement {
    /// The pixel distance covered by moving `rows` rows (fractional) from content position `y`,
    /// measured with the exact height of every row passed: a fraction of a row counts that
    /// fraction of that row's height. This is what turns an auto-scroll speed in rows per second
    /// into pixels without estimating heights.
    ///
    ///     let layout = RowLayout(ids: ["a", "b", "c"], heights: [44, 56, 72])
    ///     layout.distance(travelling: 1.5, from: 22, downward: true)   // 22 + 56 + 0 = 78
    ///
    /// Outside the rows (above the first, e.g. over a header, or past the last) the nearest row's
    /// height is the unit. Zero-height rows count as no rows.
    ///
    /// - Complexity: O(log n + k), k the rows passed (plus any run of zero-height rows at the ends).
    func distance(travelling rows: Double, from y: Double, downward: Bool) -> Double {
        guard rows > 0, let first = firstNonEmptyIndex, let last = lastNonEmptyIndex else { return 0 }
        let firstUnit = height(at: first)
        let lastUnit = height(at: last)
        var remaining = rows
        var distance = 0.0
        /// Walks a span of `pixels` worth `pixels / unit` rows; returns true when `remaining` ran out.
        func walk(pixels: Double, unit: Double) -> Bool {
            guard pixels > 0, unit > 0 else { return false }
            let spanRows = pixels / unit
            if spanRows >= remaining {
                distance += remaining * unit
                remaining = 0
                return true
            }
            distance += pixels
            remaining -= spanRows
            return false
        }
        let top = self.top(of: first)
        let bottom = contentHeight
        if downward {
            var index: Int
            if y < top {
                if walk(pixels: top - y, unit: firstUnit) { return distance }
                index = first
            } else if y >= bottom {
                return distance + remaining * lastUnit
            } else {
                let i = self.index(atY: y) ?? first
                if walk(pixels: self.top(of: i) + height(at: i) - y, unit: height(at: i)) { return distance }
                index = i + 1
            }
            while index < count {
                let h = height(at: index)
                if walk(pixels: h, unit: h) { return distance }
                index += 1
            }
            return distance + remaining * lastUnit
        } else {
            var index: Int
            if y > bottom {
                if walk(pixels: y - bottom, unit: lastUnit) { return distance }
                index = last
            } else if y <= top {
                return distance + remaining * firstUnit
            } else {
                // A position exactly on a boundary belongs to the row above when moving up.
                let i = self.index(atY: y) ?? last
                if walk(pixels: y - self.top(of: i), unit: height(at: i)) { return distance }
                index = i - 1
            }
            while index >= 0 {
                let h = height(at: index)
                if walk(pixels: h, unit: h) { return distance }
                index -= 1
            }
            return distance + remaining * firstUnit
        }
    }

    /// The first and last rows of non-zero height, found from the ends (O(1) unless rows there
    /// are empty; no array of every height is made).
    private var firstNonEmptyIndex: Int? { (0..<count).first { height(at: $0) > 0 } }
    private var lastNonEmptyIndex: Int? { (0..<count).last { height(at: $0) > 0 } }
}
