import Testing
@testable import ListCore

/// `partitioningIndex(where:)` finds the first element of the second partition, as a linear scan
/// does, for every split of sorted arrays with repeats (empty ones and slices included).
@Suite struct PartitioningIndexTests {
    @Test func matchesALinearScanForEverySplit() {
        var generator = SplitMix64(seed: 7)
        for length in 0..<40 {
            let sorted = (0..<length).map { _ in Int(generator.next() % 12) }.sorted()
            for value in -1...13 {
                let lower = sorted.firstIndex { $0 >= value } ?? sorted.endIndex
                let upper = sorted.firstIndex { $0 > value } ?? sorted.endIndex
                #expect(sorted.partitioningIndex { $0 >= value } == lower, "\(sorted) ≥ \(value)")
                #expect(sorted.partitioningIndex { $0 > value } == upper, "\(sorted) > \(value)")
                if length >= 3 {   // a slice: its own indices
                    let slice = sorted[3...]
                    #expect(slice.partitioningIndex { $0 >= value } == (slice.firstIndex { $0 >= value } ?? slice.endIndex))
                }
            }
        }
    }
}
