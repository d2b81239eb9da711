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
}
