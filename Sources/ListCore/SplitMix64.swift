/// SplitMix64: a tiny seeded generator, so generated rows, live updates, benchmarks and
/// property tests repeat exactly from their seed.
///
///     var random = SplitMix64(seed: 7)
///     random.next(below: 10)         // the same number for seed 7, every time
///     SplitMix64.mix(42)             // a stateless, well-mixed hash of 42
///
/// - Complexity: O(1) per number.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.finalize(state)
    }

    /// A number in `0 ..< bound` (`bound > 0`).
    package mutating func next(below bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }

    /// The first number a generator seeded with `seed` returns: a hash with no state.
    package static func mix(_ seed: UInt64) -> UInt64 {
        finalize(seed &+ 0x9E37_79B9_7F4A_7C15)
    }

    private static func finalize(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
