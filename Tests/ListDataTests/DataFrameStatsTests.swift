import Testing
@testable import ListData

@Suite struct DataFrameStatsTests {
    @Test func everyFrameDrawnIsCountedWithItsPaintTime() {
        var stats = FrameStats()
        // A scroll: frames 16 ms apart, nothing animating.
        for i in 0..<10 { stats.record(frameAt: Double(i) * 0.016, paintSeconds: 0.002, continuous: false) }
        let summary = stats.summary
        #expect(summary.count == 10)
        #expect(abs(summary.p50Ms - 16) < 0.01)
        #expect(abs(summary.paintP50Ms - 2) < 0.01)
    }

    @Test func aRestBetweenScrollsIsNotASlowFrameButAStallInAnAnimationIs() {
        var stats = FrameStats()
        stats.record(frameAt: 0, paintSeconds: 0.001, continuous: false)
        stats.record(frameAt: 5, paintSeconds: 0.001, continuous: false)        // the window rested
        #expect(stats.summary.count == 2 && stats.summary.maxMs == 0)
        stats.record(frameAt: 5.2, paintSeconds: 0.001, continuous: true)      // an animation stalled
        #expect(abs(stats.summary.maxMs - 200) < 0.01 && stats.summary.over33Ms == 1)
    }

    @Test func paintPercentilesComeFromPaintTimesNotIntervals() {
        var stats = FrameStats()
        for i in 0..<100 {
            stats.record(frameAt: Double(i) / 60, paintSeconds: i >= 98 ? 0.030 : 0.001, continuous: true)
        }
        let summary = stats.summary
        #expect(abs(summary.paintP50Ms - 1) < 0.01)
        #expect(abs(summary.paintP99Ms - 30) < 0.01)
        #expect(summary.json.serialized().contains("\"paintP99Ms\":30"))
    }
}
