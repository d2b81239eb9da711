import Testing
@testable import ListCore

/// A number column sorted by radix (`RowSorter+NumberRadix.swift`) is in the comparison sort's
/// order exactly: by value, reversed when descending, equal values (−0 and +0 too) by row.
@Suite struct SortNumberRadixTests {
    /// Values a column may hold: small integers with many ties, negatives, both zeros, fractions,
    /// large and tiny magnitudes, infinities; appended by row, as a sort's parts read them.
    static func numbers(_ random: inout BatchSeededRandom, count: Int) -> [(value: Double, row: Int)] {
        let specials: [Double] = [0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
                                  .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, 9_007_199_254_740_992]
        let style = Int.random(in: 0..<3, using: &random)
        return (0..<count).map { row in
            let value: Double = switch (style, Int.random(in: 0..<10, using: &random)) {
            case (_, 0): specials.randomElement(using: &random)!
            case (0, _): Double(Int.random(in: -20...20, using: &random))                 // many ties
            case (1, _): Double(Int.random(in: 0...40_000_000, using: &random))           // a population column
            default: Double.random(in: -1e6...1e6, using: &random) * (Bool.random(using: &random) ? 1 : 1e-9)
            }
            return (value, row)
        }
    }

    static func comparisonSorted(_ numbers: [(value: Double, row: Int)], ascending: Bool) -> [(value: Double, row: Int)] {
        var sorted = numbers
        sorted.withUnsafeMutableBufferPointer { $0.sortInPlace { RowSorter.precedes($0, $1, ascending: ascending) } }
        return sorted
    }

    @Test func radixOrderIsTheComparisonOrder() {
        for seed in TestSeed.seeds(40) {
            var random = BatchSeededRandom(seed: 7_000 + seed)
            let count = Int.random(in: RowSorter.radixCount...(3 * RowSorter.radixCount), using: &random)
            let numbers = Self.numbers(&random, count: count)
            for ascending in [true, false] {
                var sorted = numbers
                RowSorter.sortNumbers(&sorted, ascending: ascending)
                let expected = Self.comparisonSorted(numbers, ascending: ascending)
                #expect(sorted.map(\.row) == expected.map(\.row), "\(TestSeed.label(seed)) ascending \(ascending)")
                #expect(sorted.map(\.value) == expected.map(\.value), "\(TestSeed.label(seed)) ascending \(ascending)")
            }
        }
    }

    @Test func keysOrderAsTheirValuesAndGiveThemBack() {
        let values: [Double] = [-.infinity, -.greatestFiniteMagnitude, -2, -1, -.leastNonzeroMagnitude, 0,
                                .leastNonzeroMagnitude, 1, 1.5, 2, .greatestFiniteMagnitude, .infinity]
        for ascending in [true, false] {
            let keys = values.map { RowSorter.key(of: $0, ascending: ascending) }
            #expect(keys == (ascending ? keys.sorted() : keys.sorted(by: >)), "ascending \(ascending)")
            #expect(keys.map { RowSorter.value(of: $0, ascending: ascending) } == values)
        }
        #expect(RowSorter.key(of: -0.0, ascending: true) == RowSorter.key(of: 0, ascending: true))
    }

    /// A NaN orders as no key does: the comparison sort decides, as before.
    @Test func aColumnWithANaNSortsByComparison() {
        var random = BatchSeededRandom(seed: TestSeed.seeds(1)[0])
        var numbers = Self.numbers(&random, count: RowSorter.radixCount + 10)
        numbers[17].value = .nan
        var sorted = numbers
        RowSorter.sortNumbers(&sorted, ascending: true)
        #expect(sorted.map(\.row) == Self.comparisonSorted(numbers, ascending: true).map(\.row))
    }
}
