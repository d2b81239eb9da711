extension RandomAccessCollection {
    /// The index of the first element for which `belongsInSecondPartition` is true, in a
    /// collection where every such element follows every other (a binary search; `endIndex` when
    /// there is none). The lower bound of a value in a sorted array is
    /// `sorted.partitioningIndex { $0 >= value }`. As swift-algorithms' function of that name,
    /// which ListCore does not depend on for one function.
    ///
    ///     [1, 3, 3, 7].partitioningIndex { $0 >= 3 }   // 1
    ///     [1, 3, 3, 7].partitioningIndex { $0 > 3 }    // 3
    ///
    /// - Complexity: O(log n) calls of `belongsInSecondPartition`.
    package func partitioningIndex(where belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try belongsInSecondPartition(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
