@testable import ListCore

/// The property tests' generator: the core's SplitMix64, so every case is reproducible from its
/// seed (printed in failure messages).
///
///     var random = BatchSeededRandom(seed: 7)
///     Int.random(in: 0..<10, using: &random)
typealias BatchSeededRandom = SplitMix64

extension SplitMix64 {
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}
