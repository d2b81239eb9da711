import Testing
@testable import ListCore

@Suite struct FrameStatsTests {
    @Test func everyFrameDrawnIsCountedWithItsPaintTime() {
        var stats = FrameStats()
        // A request from a resting window, then an animation at 60 Hz.
        stats.record(paintSeconds: 0.002, cause: .request(waited: 0.012))
        for _ in 0..<9 { stats.record(paintSeconds: 0.002, cause: .animation(interval: 1.0 / 60)) }
        let summary = stats.summary
        #expect(summary.count == 10)
        #expect(abs(summary.p50Ms - 1000.0 / 60) < 0.01)
        #expect(abs(summary.maxMs - 1000.0 / 60) < 0.01 && summary.over33Ms == 0)
        #expect(abs(summary.paintP50Ms - 2) < 0.01)
    }

    @Test func aRestOrTheUsersPaceIsNotASlowFrameButAStallIs() {
        var stats = FrameStats()
        // Five seconds after the last frame, a key asks for one: it waited 10 ms, not 5 s.
        #expect(stats.record(paintSeconds: 0.001, cause: .request(waited: 0.010)) == 0.010)
        // GTK redraws a menu item for a key 60 ms after the previous one: counted, no wait known.
        #expect(stats.record(paintSeconds: 0.001, cause: .other) == nil)
        #expect(stats.summary.count == 2 && abs(stats.summary.maxMs - 10) < 0.01 && stats.summary.over33Ms == 0)
        // An animation that stalled, and a request answered late: both are slow frames.
        stats.record(paintSeconds: 0.001, cause: .animation(interval: 0.2))
        stats.record(paintSeconds: 0.001, cause: .request(waited: 0.05))
        #expect(abs(stats.summary.maxMs - 200) < 0.01 && stats.summary.over33Ms == 2)
        #expect([FrameStats.Cause.animation(interval: 0), .request(waited: 0), .other].map(\.name)
                == ["animation", "request", "other"])
    }

    @Test func paintPercentilesComeFromPaintTimesNotWaits() {
        var stats = FrameStats()
        for i in 0..<100 { stats.record(paintSeconds: i >= 98 ? 0.030 : 0.001, cause: .animation(interval: 1.0 / 60)) }
        let summary = stats.summary
        #expect(abs(summary.paintP50Ms - 1) < 0.01)
        #expect(abs(summary.paintP99Ms - 30) < 0.01)
        #expect(summary.json.serialized().contains("\"paintP99Ms\":30"))
    }

    /// Quantiles to 0.01 ms of the exact nearest-rank values, the maximum and the count over 33 ms
    /// exact, for frame times from 0 to 100 ms and stalls beyond.
    @Test(arguments: [1, 2, 7, 100, 5_000])
    func quantilesMatchTheSortedTimes(frames: Int) {
        var generator = BatchSeededRandom(seed: TestSeed.base &+ UInt64(frames))   // LIST_TEST_SEED + frames
        var stats = FrameStats()
        var waits: [Double] = [], paints: [Double] = []
        for index in 0..<frames {
            let wait = index % 50 == 7 ? Double.random(in: 0.1...0.5, using: &generator)
                                       : Double.random(in: 0..<0.1, using: &generator)
            let paint = Double.random(in: 0..<0.04, using: &generator)
            stats.record(paintSeconds: paint, cause: .animation(interval: wait))
            waits.append(wait)
            paints.append(paint)
        }
        func exact(_ q: Double, _ values: [Double]) -> Double {
            let sorted = values.sorted()
            return sorted[Int((q * Double(sorted.count - 1)).rounded())] * 1000
        }
        let summary = stats.summary
        #expect(summary.count == frames)
        #expect(abs(summary.p50Ms - exact(0.5, waits)) <= 0.005 + 1e-9)
        #expect(abs(summary.p99Ms - exact(0.99, waits)) <= 0.005 + 1e-9)
        #expect(abs(summary.paintP50Ms - exact(0.5, paints)) <= 0.005 + 1e-9)
        #expect(abs(summary.paintP99Ms - exact(0.99, paints)) <= 0.005 + 1e-9)
        #expect(summary.maxMs == waits.max()! * 1000 && summary.paintMaxMs == paints.max()! * 1000)
        #expect(summary.over33Ms == waits.filter { $0 > 0.033 }.count)
    }

    /// An hour of animation at 60 Hz keeps no frame time one by one: memory and the summary's
    /// work stay the same however long the session.
    @Test func anHourOfFramesKeepsNoTimeOneByOne() {
        var stats = FrameStats()
        for index in 0..<216_000 {
            stats.record(paintSeconds: 0.002 + Double(index % 7) / 1000, cause: .animation(interval: 1.0 / 60))
        }
        stats.record(paintSeconds: 0.001, cause: .animation(interval: 0.25))   // one stall
        #expect(stats.exactlyKept == 1)
        let summary = stats.summary
        #expect(summary.count == 216_001 && summary.maxMs == 250 && summary.over33Ms == 1)
        #expect(abs(summary.p99Ms - 1000.0 / 60) < 0.01 && abs(summary.paintP50Ms - 5) < 0.01)
    }
}
