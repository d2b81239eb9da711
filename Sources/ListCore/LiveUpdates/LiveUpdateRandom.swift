/// A small seeded generator (SplitMix64) so live updates pick the same items in every run.
///
///     var random = LiveUpdateRandom(seed: 7)
///     random.next(below: 10)   // the same number for seed 7, every time
///
/// - Complexity: O(1) per number.
struct LiveUpdateRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0 ..< bound` (`bound > 0`).
    mutating func next(below bound: Int) -> Int {
        Int(next(upperBound: UInt64(bound)))
    }
}
