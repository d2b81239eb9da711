/// Exact row heights in a Fenwick (binary indexed) tree: prefix sums and "which row is at y"
/// in O(log n), a single height change in O(log n). Rows that all have one height (a million
/// rows of one style, or an app's title-only items) are kept as that height and the count: no
/// array at all, and every lookup O(1); the first row given another height builds the tree.
///
///     var index = HeightIndex([40, 60, 50])
///     index.offset(of: 2)      // 100
///     index.index(containing: 99) // 1
///     HeightIndex([56, 56, 56]).isUniform   // true: 16 bytes in all
///
/// - Complexity: building is O(n); `offset(of:)`, `index(containing:)` and `setHeight(_:at:)`
///   are O(log n) (O(1) while uniform); `height(at:)` is O(1). Storage: 16 bytes a row, none
///   while uniform.
struct HeightIndex: Sendable {
    /// 1-based Fenwick array: `tree[i]` holds the sum of `heights[i - lowbit(i) ..< i]`; empty
    /// while uniform.
    // Internal, not private: `HeightIndex+Invariants.swift` checks it.
    var tree: [Double]
    /// Every row's height; empty while uniform.
    private(set) var varied: [Double]
    /// The one height of every row, while they all have it.
    private(set) var uniform: Double?
    /// Number of rows.
    let count: Int

    init(_ heights: [Double]) {
        count = heights.count
        if let first = heights.first, heights.allSatisfy({ $0 == first }) {
            uniform = first
            varied = []
            tree = []
        } else {
            uniform = nil
            (varied, tree) = Self.fenwick(heights)
        }
        _checkInvariants()
    }

    /// The heights and their Fenwick tree (also `WindowHeights`' tree of its measured rows).
    ///
    /// - Complexity: O(n).
    static func fenwick(_ heights: [Double]) -> (heights: [Double], tree: [Double]) {
        var tree = [Double](repeating: 0, count: heights.count + 1)
        for i in 1...max(heights.count, 1) where i <= heights.count {
            tree[i] += heights[i - 1]
            let parent = i + (i & -i)
            if parent <= heights.count { tree[parent] += tree[i] }
        }
        return (heights, tree)
    }

    /// Whether every row has one height (kept without arrays).
    var isUniform: Bool { uniform != nil }

    /// Every row's height (made for the occasion while uniform: O(n)).
    var heights: [Double] {
        if let uniform { return Array(repeating: uniform, count: count) }
        return varied
    }

    /// Sum of all heights.
    var total: Double { offset(of: count) }

    func height(at index: Int) -> Double { uniform ?? varied[index] }

    /// The sum of the heights of rows `0 ..< index` (the top of row `index`).
    ///
    /// The Fenwick nodes are added from the highest bit of `index` down, in the same order as
    /// `lastPosition(where:)` adds them, so `index(containing: offset(of: i)) == i` holds exactly
    /// for fractional heights too.
    func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= count, "index \(index) out of 0...\(count)")
        if let uniform { return Double(index) * uniform }
        var position = 0
        var sum = 0.0
        var step = highestStep
        while step > 0 {
            if index & step != 0 {
                position += step
                sum += tree[position]
            }
            step >>= 1
        }
        return sum
    }

    /// The row whose span `[top, top + height)` contains `y`; `nil` for `y < 0` or `y >= total`.
    /// Zero-height rows are never returned.
    func index(containing y: Double) -> Int? {
        guard y >= 0, count > 0 else { return nil }
        // `position` rows end at or above y; row `position` contains it.
        let position = lastPosition(reaching: y, inclusive: true)
        return position < count ? position : nil
    }

    /// How many rows start strictly above `y` (rows `0 ..< n` have `offset(of:) < y`).
    func countOfRows(startingAbove y: Double) -> Int {
        guard y > 0 else { return 0 }
        // Rows `0 ... position` start above y.
        return min(lastPosition(reaching: y, inclusive: false) + 1, count)
    }

    /// The largest `p` in `0 ... count` whose prefix sum `offset(of: p)` is at most `y`
    /// (`inclusive`) or below it.
    private func lastPosition(reaching y: Double, inclusive: Bool) -> Int {
        let accepts = { (sum: Double) in inclusive ? sum <= y : sum < y }
        if let uniform {
            // Estimated by division, then settled against `offset(of:)` itself, so rounding in
            // the division never puts a row anywhere but where its offset says.
            guard uniform > 0 else { return accepts(0) ? count : 0 }
            var position = Int(max(0, min(Double(count), (y / uniform).rounded(.down))))
            while position > 0 && !accepts(offset(of: position)) { position -= 1 }
            while position < count && accepts(offset(of: position + 1)) { position += 1 }
            return position
        }
        var position = 0
        var sum = 0.0
        var step = highestStep
        while step > 0 {
            let next = position + step
            if next <= count && accepts(sum + tree[next]) {
                position = next
                sum += tree[next]
            }
            step >>= 1
        }
        return position
    }

    /// The largest power of two not above `count` (0 when empty).
    private var highestStep: Int {
        count == 0 ? 0 : 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
    }

    mutating func setHeight(_ height: Double, at index: Int) {
        if let uniform {
            guard height != uniform else { return }
            (varied, tree) = Self.fenwick(Array(repeating: uniform, count: count))
            self.uniform = nil
        }
        let delta = height - varied[index]
        varied[index] = height
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
        _checkRow(index)
    }

    /// The same heights in a new order: `newToOld[j]` is the current index of the row that goes
    /// to `j`. Uniform heights stay as they are.
    /// - Complexity: O(n), O(1) while uniform.
    func reordered(by newToOld: [Int]) -> HeightIndex {
        if isUniform { return self }
        return HeightIndex(newToOld.map { varied[$0] })
    }
}
