import Testing
@testable import ListCore

/// `sortInPlace` (introsort, no second buffer) orders like the standard library's sort for any
/// total order: random values with many ties broken by position, runs in order and in reverse,
/// and a comparison that sends quicksort to its heapsort fallback.
@Suite struct SortInPlaceTests {
    struct Item: Equatable { var key: Int; var position: Int }

    static func precedes(_ a: Item, _ b: Item) -> Bool { a.key != b.key ? a.key < b.key : a.position < b.position }

    static func sorted(_ items: [Item], depthLimit: Int? = nil) -> [Item] {
        var copy = items
        copy.withUnsafeMutableBufferPointer { $0.sortInPlace(depthLimit: depthLimit, by: precedes) }
        return copy
    }

    @Test func ordersRandomValuesAsTheStandardSortDoes() {
        for seed in TestSeed.seeds(300) {
            var random = BatchSeededRandom(seed: 9_000 + seed)
            let count = Int.random(in: 0...400, using: &random)
            let range = Int.random(in: 1...50, using: &random)
            var keys = (0..<count).map { _ in Int.random(in: 0..<range, using: &random) }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: keys.sort()
            case 1: keys.sort(by: >)
            case 2 where count > 2: keys.sort(); keys.swapAt(0, count - 1)   // almost in order
            default: break
            }
            let items = keys.enumerated().map { Item(key: $0.element, position: $0.offset) }
            let expected = items.sorted(by: Self.precedes)
            #expect(Self.sorted(items) == expected, "\(TestSeed.label(seed)) count \(count)")
            // Heapsort from the first level, and after one level of quicksort.
            for depth in [0, 1] {
                #expect(Self.sorted(items, depthLimit: depth) == expected, "\(TestSeed.label(seed)) depth \(depth)")
            }
        }
    }

    /// Short ranges (a partition's pieces of 2 to 16 are insertion-sorted) in many shapes.
    @Test func ordersManyShortListsAsTheStandardSortDoes() {
        for seed in TestSeed.seeds(2_000) {
            var random = BatchSeededRandom(seed: 20_000 + seed)
            let count = Int.random(in: 3...48, using: &random)
            let items = (0..<count).map { Item(key: Int.random(in: 0..<6, using: &random), position: $0) }
            #expect(Self.sorted(items) == items.sorted(by: Self.precedes), "\(TestSeed.label(seed)) count \(count)")
        }
    }

    @Test func strictlyDescendingInputIsReversedAndEqualKeysStay() {
        let descending = (0..<100).map { Item(key: 100 - $0, position: $0) }
        #expect(Self.sorted(descending) == descending.reversed())
        let equal = (0..<100).map { Item(key: 7, position: $0) }
        #expect(Self.sorted(equal) == equal)
    }

    /// A "median-of-3 killer"-like input: organ-pipe keys with all comparisons counted; the
    /// result is sorted and takes O(n log n) comparisons, not O(n²).
    @Test func adversarialInputStaysWithinNLogNComparisons() {
        let count = 4_096
        let keys = (0..<count).map { $0 < count / 2 ? 2 * $0 : 2 * (count - $0) - 1 }
        var items = keys.enumerated().map { Item(key: $0.element, position: $0.offset) }
        var comparisons = 0
        items.withUnsafeMutableBufferPointer { buffer in
            buffer.sortInPlace { a, b in
                comparisons += 1
                return Self.precedes(a, b)
            }
        }
        #expect(items == items.sorted(by: Self.precedes))
        #expect(comparisons < 4 * count * 12, "\(comparisons) comparisons for \(count) items")
    }
}
