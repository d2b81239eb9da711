/// Exact row heights in a Fenwick (binary indexed) tree: prefix sums and "which row is at y"
/// in O(log n), a single height change in O(log n).
///
///     var index = HeightIndex([40, 60, 50])
///     index.offset(of: 2)      // 100
///     index.index(containing: 99) // 1
///
/// - Complexity: building is O(n); `offset(of:)`, `index(containing:)` and `setHeight(_:at:)`
///   are O(log n); `height(at:)` is O(1).
struct HeightIndex: Sendable {
    /// 1-based Fenwick array: `tree[i]` holds the sum of `heights[i - lowbit(i) ..< i]`.
    // Internal, not private: `HeightIndex+Invariants.swift` checks it.
    var tree: [Double]
    private(set) var heights: [Double]

    init(_ heights: [Double]) {
        self.heights = heights
        var tree = [Double](repeating: 0, count: heights.count + 1)
        for i in 1...max(heights.count, 1) where i <= heights.count {
            tree[i] += heights[i - 1]
            let parent = i + (i & -i)
            if parent <= heights.count { tree[parent] += tree[i] }
        }
        self.tree = tree
        _checkInvariants()
    }

    var count: Int { heights.count }

    /// Sum of all heights.
    var total: Double { offset(of: heights.count) }

    func height(at index: Int) -> Double { heights[index] }

    /// The sum of the heights of rows `0 ..< index` (the top of row `index`).
    ///
    /// The Fenwick nodes are added from the highest bit of `index` down, in the same order as
    /// `lastPosition(where:)` adds them, so `index(containing: offset(of: i)) == i` holds exactly
    /// for fractional heights too.
    func offset(of index: Int) -> Double {
        precondition(index >= 0 && index <= heights.count, "index \(index) out of 0...\(heights.count)")
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
        guard y >= 0, !heights.isEmpty else { return nil }
        // `position` rows end at or above y; row `position` contains it.
        let position = lastPosition { $0 <= y }
        return position < heights.count ? position : nil
    }

    /// How many rows start strictly above `y` (rows `0 ..< n` have `offset(of:) < y`).
    func countOfRows(startingAbove y: Double) -> Int {
        guard y > 0 else { return 0 }
        // Rows `0 ... position` start above y.
        return min(lastPosition { $0 < y } + 1, heights.count)
    }

    /// The largest `p` in `0 ... count` whose prefix sum `offset(of: p)` satisfies `accepts`,
    /// which must hold for 0 and be monotonic (true, then false) over growing prefix sums.
    private func lastPosition(where accepts: (Double) -> Bool) -> Int {
        var position = 0
        var sum = 0.0
        var step = highestStep
        while step > 0 {
            let next = position + step
            if next <= heights.count && accepts(sum + tree[next]) {
                position = next
                sum += tree[next]
            }
            step >>= 1
        }
        return position
    }

    /// The largest power of two not above `count` (0 when empty).
    private var highestStep: Int {
        heights.isEmpty ? 0 : 1 << (Int.bitWidth - 1 - heights.count.leadingZeroBitCount)
    }

    mutating func setHeight(_ height: Double, at index: Int) {
        let delta = height - heights[index]
        heights[index] = height
        var i = index + 1
        while i < tree.count {
            tree[i] += delta
            i += i & -i
        }
        _checkRow(index)
    }
}
