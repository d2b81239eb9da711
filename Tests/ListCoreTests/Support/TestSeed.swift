import Foundation

/// The base seed of the seeded property tests: `LIST_TEST_SEED` from the environment, 0 when it
/// is not set (so `make test` and CI are reproducible); `make test-random` sets a new one each run.
/// A failure message names its seed and the base, and `LIST_TEST_SEED=<base>` repeats the run.
///
///     for seed in TestSeed.seeds(3_000) {            // base, base + 1, …
///         var random = BatchSeededRandom(seed: seed)
///         #expect(…, "\(TestSeed.label(seed))")
///     }
///
/// - Complexity: O(count) to list the seeds.
enum TestSeed {
    static let base: UInt64 = {
        guard let text = ProcessInfo.processInfo.environment["LIST_TEST_SEED"], let value = UInt64(text) else { return 0 }
        return value % (1 << 40)   // room for the per-test offsets added to it
    }()

    /// `count` consecutive seeds from the base.
    static func seeds(_ count: Int) -> [UInt64] { (0..<UInt64(count)).map { base &+ $0 } }

    /// How a failure names its case: the generator seed and the base to repeat the run with.
    static func label(_ seed: UInt64) -> String { "seed \(seed) (LIST_TEST_SEED=\(base))" }
}
