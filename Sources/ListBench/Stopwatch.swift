/// Runs a piece of work several times and reports the median duration in milliseconds.
///
///     let ms = Stopwatch.medianMilliseconds(repetitions: 5) { plan().moves.count }
///
/// The work returns an `Int` that is folded into `sink`, so the optimizer cannot drop it.
///
/// - Complexity: `repetitions` runs of the work.
struct Stopwatch {
    private(set) var sink = 0

    mutating func medianMilliseconds(repetitions: Int, _ work: () -> Int) -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<max(1, repetitions) {
            var result = 0
            let elapsed = clock.measure { result = work() }
            sink &+= result
            samples.append(Self.milliseconds(elapsed))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
