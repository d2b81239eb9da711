extension ChangePlanner {
    /// Which rows stay: one longest increasing subsequence of the old indices of the rows in both
    /// lists, found by patience sorting. Every other matched row is a move, so the moves are as
    /// few as possible.
    ///
    ///     ChangePlanner.staying(newToOld: [4, 0, 1, -1, 2, 3])
    ///     // [false, true, true, false, true, true]: row 4 moved to the top, one insertion
    ///
    /// `newToOld[j]` is the old index of new row `j`, or a negative value for an inserted row
    /// (which never stays). Old indices must be distinct.
    ///
    /// - Complexity: O(k log k) for k matched rows; O(k) while the old indices only increase,
    ///   which is the common case of rows that keep their order.
    static func staying(newToOld: [Int32]) -> [Bool] {
        let count = newToOld.count
        var stays = [Bool](repeating: false, count: count)
        guard count > 0 else { return stays }
        // tails[k]: new index of the smallest last element of an increasing run of length k + 1;
        // tailValues[k] its value, beside it so the binary search reads one small array instead
        // of values[tails[mid]] (a random permutation of a million: 78 -> 71 ms).
        var tails: [Int32] = []
        var tailValues: [Int32] = []
        // previous[j]: new index of the element before j in the best run ending at j.
        var previous = [Int32](repeating: -1, count: count)
        newToOld.withUnsafeBufferPointer { values in
            previous.withUnsafeMutableBufferPointer { previous in
                var lastValue: Int32 = -1
                for j in 0..<count {
                    let value = values[j]
                    guard value >= 0 else { continue }
                    if value > lastValue {
                        // Extends the longest run: the usual case when rows keep their order.
                        previous[j] = tails.last ?? -1
                        tails.append(Int32(j))
                        tailValues.append(value)
                        lastValue = value
                        continue
                    }
                    // First tail whose value is greater than `value` (values are distinct).
                    var low = 0
                    var high = tails.count - 1
                    while low < high {
                        let mid = (low + high) >> 1
                        if tailValues[mid] < value { low = mid + 1 } else { high = mid }
                    }
                    previous[j] = low > 0 ? tails[low - 1] : -1
                    tails[low] = Int32(j)
                    tailValues[low] = value
                    if low == tails.count - 1 { lastValue = value }
                }
            }
        }
        var j = tails.last ?? -1
        while j >= 0 {
            stays[Int(j)] = true
            j = previous[Int(j)]
        }
        return stays
    }
}
