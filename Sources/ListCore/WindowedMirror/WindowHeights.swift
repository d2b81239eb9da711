/// The heights of a windowed list's rows (docs/windowed-mirror.md §3.5) without state per item:
/// either one height for every row (`uniform`: `top(of: i) = i × h`), or a toolkit list view's rule for
/// rows of varying height (`estimating`): a row that was measured has its height, every other row
/// counts at the *estimate*, the median of the heights measured (the desktop's list views estimate so).
/// The measured rows are kept sorted by position with a Fenwick tree over their heights, so
/// `top(of: i) = (i − k) × estimate + Σ heights of the k measured rows above i`.
///
///     var heights = WindowHeights.estimating(count: 1_000, defaultHeight: 40)
///     heights.setHeights([(position: 0, height: 30), (position: 1, height: 50), (position: 2, height: 50)])
///     heights.estimate          // 50: the median of 30, 50, 50
///     heights.top(of: 3)        // 130: the three measured rows
///     heights.top(of: 10)       // 480: 130 plus seven rows at the estimate
///     WindowHeights.uniform(count: 10_000_000, height: 28).total   // 280 000 000, nothing stored
///
/// **What the estimate costs the scrollbar** (varying rows only; uniform rows are exact). The
/// content height (`total`, the scrollbar's upper bound) and every unmeasured row's `top` are
/// estimates: they change whenever a newly measured row differs from the estimate, and whenever
/// the median itself moves. So while the user scrolls through rows not measured before, the
/// thumb grows, shrinks and drifts; the rows on screen stay still only because the view anchors
/// on a row it shows (`ScrollAnchoring`), as the desktop's list views do. A drag of the thumb to the end
/// lands on the estimated end, short of or past the real one, until the last rows are measured
/// and the view settles (anchored at the bottom, without a jump on screen); `scroll_to(item)`
/// goes to the item's estimated place, measures the rows there and settles. Only rows measured
/// (and still kept: the window plus the last `limit` measured) are placed exactly.
///
/// - Complexity: storage O(m) for the m measured rows kept (none when uniform). `top(of:)` and
///   `height(at:)` are O(log m); `index(containing:)` is O(log n × log m); `setHeights` is
///   O(m + k log k) for k heights given; `itemsChanged` is O(m log m). All O(1) when uniform.
package struct WindowHeights: Equatable, Sendable {
    /// Number of rows (the model's items).
    package private(set) var count: Int
    /// The one height of every row, when they share it; `nil` for estimated rows.
    package private(set) var uniformHeight: Double?
    /// The estimate before any row is measured.
    package let defaultHeight: Double
    /// How many measured rows are kept besides the ones `setHeights` is told to keep (the window):
    /// the oldest measurements beyond it are forgotten, and those rows count at the estimate again.
    package let limit: Int
    /// Positions of the measured rows, ascending.
    private(set) var positions: [Int] = []
    /// Their heights (`heights[k]` is the height of the row at `positions[k]`).
    private(set) var heights: [Double] = []
    /// When each was measured (for forgetting the oldest), parallel to `positions`.
    private(set) var ages: [UInt64] = []
    private var clock: UInt64 = 0
    /// 1-based Fenwick tree over `heights` (internal: `WindowHeights+Invariants.swift` checks it).
    var tree: [Double] = [0]
    /// The measured heights, sorted (their median is the estimate).
    private(set) var sortedHeights: [Double] = []

    private init(count: Int, uniformHeight: Double?, defaultHeight: Double, limit: Int) {
        precondition(count >= 0, "a negative count")
        precondition(defaultHeight.isFinite && defaultHeight >= 0, "height \(defaultHeight) (want finite, not negative)")
        self.count = count
        self.uniformHeight = uniformHeight
        self.defaultHeight = defaultHeight
        self.limit = max(0, limit)
    }

    /// Every row `height` points tall: nothing is stored per row and every answer is exact.
    ///
    /// - Complexity: O(1).
    package static func uniform(count: Int, height: Double) -> WindowHeights {
        WindowHeights(count: count, uniformHeight: height, defaultHeight: height, limit: 0)
    }

    /// Rows of varying height, measured when shown; unmeasured ones count at the median of those
    /// measured (`defaultHeight` until one is). At most `limit` measurements are kept besides the
    /// window's.
    ///
    /// - Complexity: O(1).
    package static func estimating(count: Int, defaultHeight: Double, limit: Int = 4_096) -> WindowHeights {
        WindowHeights(count: count, uniformHeight: nil, defaultHeight: defaultHeight, limit: limit)
    }

    /// Whether every row has one height.
    package var isUniform: Bool { uniformHeight != nil }

    /// How many measured rows are kept.
    package var measuredCount: Int { positions.count }

    /// The height an unmeasured row counts at: the uniform height, else the median of the measured
    /// heights (the upper one of an even count: index `count / 2` of the sorted heights), else
    /// `defaultHeight`.
    ///
    /// - Complexity: O(1).
    package var estimate: Double {
        if let uniformHeight { return uniformHeight }
        return sortedHeights.isEmpty ? defaultHeight : sortedHeights[sortedHeights.count / 2]
    }

    /// Whether the row at `position` was measured (always for uniform rows).
    ///
    /// - Complexity: O(log m).
    package func isMeasured(_ position: Int) -> Bool {
        isUniform || slot(of: position) != nil
    }

    /// The height of the row at `position`: measured, else the estimate.
    ///
    /// - Complexity: O(log m).
    package func height(at position: Int) -> Double {
        precondition(position >= 0 && position < count, "row \(position) out of 0..<\(count)")
        if let uniformHeight { return uniformHeight }
        return slot(of: position).map { heights[$0] } ?? estimate
    }

    /// The top of the row at `position` (the sum of the heights of rows `0..<position`);
    /// `top(of: count)` is `total`.
    ///
    /// - Complexity: O(log m).
    package func top(of position: Int) -> Double {
        precondition(position >= 0 && position <= count, "row \(position) out of 0...\(count)")
        if let uniformHeight { return Double(position) * uniformHeight }
        let above = measuredCount(before: position)
        return Double(position - above) * estimate + prefix(above)
    }

    /// The height of all rows: the content height, the scrollbar's upper bound (an estimate while
    /// rows are unmeasured; see the type's documentation).
    ///
    /// - Complexity: O(log m).
    package var total: Double { top(of: count) }

    /// The row whose span `[top, top + height)` contains `y`; `nil` for `y < 0` or `y >= total`.
    /// Zero-height rows are never returned. Agrees with `top(of:)` exactly:
    /// `index(containing: top(of: i)) == i` for every row of non-zero height.
    ///
    /// - Complexity: O(1) when uniform, else O(log n × log m).
    package func index(containing y: Double) -> Int? {
        guard y >= 0, count > 0 else { return nil }
        let position = lastPosition(reaching: y, inclusive: true)
        return position < count ? position : nil
    }

    /// How many rows start strictly above `y`.
    ///
    /// - Complexity: as `index(containing:)`.
    package func countOfRows(startingAbove y: Double) -> Int {
        guard y > 0 else { return 0 }
        return min(lastPosition(reaching: y, inclusive: false) + 1, count)
    }

    /// The rows that intersect `[offset, offset + viewportHeight)`, as `RowLayout.visibleRange`.
    ///
    ///     WindowHeights.uniform(count: 100, height: 10).visibleRange(offset: 25, viewportHeight: 30)   // 2..<6
    ///
    /// - Complexity: as `index(containing:)`.
    package func visibleRange(offset: Double, viewportHeight: Double) -> Range<Int> {
        let total = total
        guard count > 0, viewportHeight > 0 else { return 0..<0 }
        let top = max(0, offset)
        let bottom = offset + viewportHeight
        guard top < total, bottom > 0 else { return 0..<0 }
        let first = index(containing: top) ?? 0
        let end = countOfRows(startingAbove: min(bottom, total))
        return first..<max(end, first + 1)
    }

    /// The largest `p` in `0...count` whose `top(of: p)` is at most `y` (`inclusive`) or below it.
    private func lastPosition(reaching y: Double, inclusive: Bool) -> Int {
        let accepts = { (top: Double) in inclusive ? top <= y : top < y }
        guard accepts(0) else { return 0 }
        var low = 0, high = count   // accepts(top(of: low)) holds; find the last such
        if let uniformHeight, uniformHeight > 0 {
            // Estimated by division, then settled against `top(of:)` itself, so rounding in the
            // division never puts a row anywhere but where its top says.
            var position = Int(max(0, min(Double(count), (y / uniformHeight).rounded(.down))))
            while position > 0 && !accepts(top(of: position)) { position -= 1 }
            while position < count && accepts(top(of: position + 1)) { position += 1 }
            return position
        }
        while low < high {
            let middle = low + (high - low + 1) / 2
            if accepts(top(of: middle)) { low = middle } else { high = middle - 1 }
        }
        return low
    }

    // MARK: The measured rows

    /// The index into `positions` of the row at `position`, if measured.
    func slot(of position: Int) -> Int? {
        let k = measuredCount(before: position)
        return k < positions.count && positions[k] == position ? k : nil
    }

    /// How many measured rows are above `position` (binary search).
    func measuredCount(before position: Int) -> Int {
        positions.partitioningIndex { $0 >= position }
    }

    /// The sum of the first `k` measured heights.
    func prefix(_ k: Int) -> Double {
        var sum = 0.0
        var i = k
        while i > 0 {
            sum += tree[i]
            i -= i & -i
        }
        return sum
    }

    /// Rows measured: each `(position, height)` takes its height (a row measured before is
    /// measured again). Measurements beyond `limit` besides the rows in `keeping` (the window)
    /// are forgotten, oldest first. Uniform heights ignore row measurements (their one height
    /// changes with `setUniformHeight`).
    ///
    ///     heights.setHeights([(position: 7, height: 92)], keeping: window)   // row 7 grew
    ///
    /// - Complexity: O(log m) per row measured before; O(m + k log k) when k rows are new.
    package mutating func setHeights(_ measured: [(position: Int, height: Double)], keeping: Range<Int> = 0..<0) {
        guard !isUniform else { return }
        var fresh: [Int: (height: Double, age: UInt64)] = [:]   // the last measurement of a row given twice wins
        for (position, height) in measured {
            precondition(position >= 0 && position < count, "row \(position) out of 0..<\(count)")
            precondition(height.isFinite && height >= 0, "height \(height) (want finite, not negative)")
            clock += 1
            if let k = slot(of: position) {
                let delta = height - heights[k]
                removeSorted(heights[k])
                insertSorted(height)
                heights[k] = height
                ages[k] = clock
                var i = k + 1
                while i < tree.count {
                    tree[i] += delta
                    i += i & -i
                }
            } else {
                fresh[position] = (height, clock)
            }
        }
        if !fresh.isEmpty {
            var entries = zip(positions, zip(heights, ages)).map { (position: $0, height: $1.0, age: $1.1) }
            for (position, value) in fresh {
                entries.append((position, value.height, value.age))
                insertSorted(value.height)
            }
            entries.sort { $0.position < $1.position }
            rebuild(entries)
        }
        forgetOldest(keeping: keeping)
        _checkInvariants()
    }

    /// Every row takes `height` (uniform rows: new fonts, a new style).
    ///
    /// - Complexity: O(1).
    package mutating func setUniformHeight(_ height: Double) {
        precondition(isUniform, "estimated heights are measured per row")
        uniformHeight = height
    }

    /// The model's `items-changed(position, removed, added)`: measured rows before `position`
    /// stay, those after the removed span shift by `added − removed`, and a measured row of the
    /// span keeps its height only where `moves` says it went (`from` an old position inside the
    /// span `to` its new one: the windowed mirror's tracked rows that were found again).
    ///
    ///     heights.itemsChanged(position: 0, removed: n, added: n, moves: [(from: 3, to: 80)])   // a re-sort
    ///
    /// - Complexity: O(m log m + moves).
    package mutating func itemsChanged(position: Int, removed: Int, added: Int, moves: [(from: Int, to: Int)] = []) {
        precondition(position >= 0 && removed >= 0 && added >= 0 && position + removed <= count, "a change past the end")
        count += added - removed
        guard !isUniform else { return }
        var moved: [Int: Int] = [:]
        for move in moves where move.from >= position && move.from < position + removed { moved[move.from] = move.to }
        var entries: [(position: Int, height: Double, age: UInt64)] = []
        entries.reserveCapacity(positions.count)
        var dropped: [Double] = []
        for k in positions.indices {
            let old = positions[k]
            let new: Int?
            if old < position { new = old } else if old >= position + removed { new = old + added - removed } else { new = moved[old] }
            if let new { entries.append((new, heights[k], ages[k])) } else { dropped.append(heights[k]) }
        }
        dropped.forEach { removeSorted($0) }
        entries.sort { $0.position < $1.position }
        rebuild(entries)
        _checkInvariants()
    }

    /// Forgets every measurement but those of the rows in `keeping`: those rows count at the
    /// estimate again (what was measured no longer holds: a host measuring with new fonts).
    ///
    ///     heights.forgetMeasurements(keeping: window)   // new fonts: the window is measured again
    ///
    /// - Complexity: O(m log m).
    package mutating func forgetMeasurements(keeping: Range<Int>) {
        guard !isUniform else { return }
        forgetOldest(keeping: keeping, beyond: 0)
        _checkInvariants()
    }

    /// Forgets the oldest measurements beyond `limit` (or `beyond`), except the rows in `keeping`.
    private mutating func forgetOldest(keeping: Range<Int>, beyond limit: Int? = nil) {
        let limit = limit ?? self.limit
        let spare = positions.indices.filter { !keeping.contains(positions[$0]) }
        guard spare.count > limit else { return }
        let forget = Set(spare.sorted { ages[$0] < ages[$1] }.prefix(spare.count - limit))
        var entries: [(position: Int, height: Double, age: UInt64)] = []
        for k in positions.indices {
            if forget.contains(k) { removeSorted(heights[k]) } else { entries.append((positions[k], heights[k], ages[k])) }
        }
        rebuild(entries)
    }

    /// The measured rows from `entries` (sorted by position) and their Fenwick tree.
    private mutating func rebuild(_ entries: [(position: Int, height: Double, age: UInt64)]) {
        positions = entries.map(\.position)
        (heights, tree) = HeightIndex.fenwick(entries.map(\.height))
        ages = entries.map(\.age)
    }

    private mutating func insertSorted(_ height: Double) {
        sortedHeights.insert(height, at: sortedSlot(of: height))
    }

    private mutating func removeSorted(_ height: Double) {
        let slot = sortedSlot(of: height)
        precondition(slot < sortedHeights.count && sortedHeights[slot] == height, "height \(height) not measured")
        sortedHeights.remove(at: slot)
    }

    /// The first slot of `sortedHeights` not below `height` (binary search).
    private func sortedSlot(of height: Double) -> Int {
        sortedHeights.partitioningIndex { $0 >= height }
    }

    package static func == (lhs: WindowHeights, rhs: WindowHeights) -> Bool {
        lhs.count == rhs.count && lhs.uniformHeight == rhs.uniformHeight && lhs.defaultHeight == rhs.defaultHeight
            && lhs.positions == rhs.positions && lhs.heights == rhs.heights
    }
}
