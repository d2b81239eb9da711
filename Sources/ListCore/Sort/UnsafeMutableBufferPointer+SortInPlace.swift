extension UnsafeMutableBufferPointer {
    /// Sorts the elements in place with no memory beyond a few words of stack: introsort
    /// (median-of-three quicksort, insertion sort for short ranges, heapsort past 2·log₂ n levels)
    /// after a linear check for elements already in order or in reverse. Not stable: give
    /// `areInIncreasingOrder` a total order (a sort's records break ties by slot).
    ///
    ///     var values = [3, 1, 2]
    ///     values.withUnsafeMutableBufferPointer { $0.sortInPlace(by: <) }   // [1, 2, 3]
    ///
    /// Why by hand: the standard library's sort is a merge sort that allocates half the elements
    /// again, 115 MB for the 24-byte records of a 10M-row sort, which put that sort's peak above
    /// a toolkit's list view over the same rows.
    ///
    /// - Complexity: O(n log n) comparisons in the worst case; O(n) when already in order or in
    ///   reverse order.
    ///
    /// `depthLimit` (tests): quicksort levels before heapsort takes over, 2·log₂ n by default.
    mutating func sortInPlace(depthLimit: Int? = nil, by areInIncreasingOrder: (Element, Element) -> Bool) {
        guard count > 1, let base = baseAddress else { return }
        var ordered = true
        var reversed = true
        for index in 1..<count where ordered || reversed {
            if areInIncreasingOrder(base[index], base[index - 1]) { ordered = false } else { reversed = false }
        }
        if ordered { return }
        if reversed {
            self.reverse()
            return
        }
        var depth = 0
        var n = count
        while n > 1 { depth += 2; n >>= 1 }
        if let depthLimit { depth = depthLimit }
        Self.introsort(base, 0, count, depth, areInIncreasingOrder)
    }

    private static func introsort(_ a: UnsafeMutablePointer<Element>, _ low: Int, _ high: Int, _ depth: Int,
                                  _ less: (Element, Element) -> Bool) {
        var low = low
        var high = high
        var depth = depth
        while high - low > 16 {
            if depth == 0 {
                heapsort(a, low, high, less)
                return
            }
            depth -= 1
            let split = partition(a, low, high, less)
            // Recurse into the smaller side, loop on the larger: the stack stays O(log n).
            if split - low < high - split {
                introsort(a, low, split, depth, less)
                low = split
            } else {
                introsort(a, split, high, depth, less)
                high = split
            }
        }
        insertionSort(a, low, high, less)
    }

    /// Hoare's partition around the median of the first, middle and last elements: every element
    /// of `low ..< split` is not after any of `split ..< high`, and both are non-empty.
    private static func partition(_ a: UnsafeMutablePointer<Element>, _ low: Int, _ high: Int,
                                  _ less: (Element, Element) -> Bool) -> Int {
        let middle = low + (high - low) / 2
        if less(a[middle], a[low]) { swap(&a[middle], &a[low]) }
        if less(a[high - 1], a[middle]) {
            swap(&a[high - 1], &a[middle])
            if less(a[middle], a[low]) { swap(&a[middle], &a[low]) }
        }
        let pivot = a[middle]
        var i = low - 1
        var j = high
        while true {
            repeat { i += 1 } while less(a[i], pivot)
            repeat { j -= 1 } while less(pivot, a[j])
            if i >= j { return j + 1 }
            swap(&a[i], &a[j])
        }
    }

    private static func insertionSort(_ a: UnsafeMutablePointer<Element>, _ low: Int, _ high: Int,
                                      _ less: (Element, Element) -> Bool) {
        guard high - low > 1 else { return }
        for index in (low + 1)..<high {
            let element = a[index]
            var hole = index
            while hole > low && less(element, a[hole - 1]) {
                a[hole] = a[hole - 1]
                hole -= 1
            }
            a[hole] = element
        }
    }

    private static func heapsort(_ a: UnsafeMutablePointer<Element>, _ low: Int, _ high: Int,
                                 _ less: (Element, Element) -> Bool) {
        let heap = a + low
        let count = high - low
        func siftDown(_ start: Int, _ end: Int) {
            var root = start
            while 2 * root + 1 < end {
                var child = 2 * root + 1
                if child + 1 < end && less(heap[child], heap[child + 1]) { child += 1 }
                guard less(heap[root], heap[child]) else { return }
                swap(&heap[root], &heap[child])
                root = child
            }
        }
        for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, count) }
        for end in stride(from: count - 1, to: 0, by: -1) {
            swap(&heap[0], &heap[end])
            siftDown(0, end)
        }
    }
}
