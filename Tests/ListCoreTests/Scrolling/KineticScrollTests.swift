import Testing
@testable import ListCore

@Suite struct KineticScrollTests {
    func scene(rows: Int = 2_000) -> (ListState, KineticScroll) {
        let list = ListState(rows: (0..<rows).map { Row(id: RowID("r\($0)"), fields: ["R"], height: 50) })
        list.viewportHeight = 500
        let kinetic = KineticScroll()
        list.attach(kinetic)
        return (list, kinetic)
    }

    @Test func glidesTheProjectedDistanceWhateverTheFrameRate() {
        // Total distance of a fling: v / (1000 · −ln d) = 1000 / 2.002 ≈ 499.5 px for 1000 px/s.
        for fps in [30.0, 60.0, 144.0] {
            let (list, kinetic) = scene()
            kinetic.fling(velocity: 1000, at: 0)
            var time = 0.0
            while kinetic.needsFrames && time < 10 {
                time += 1 / fps
                list.advance(to: time)
            }
            #expect(abs(list.scrollOffset - 499.5) < 12, "\(fps) fps: \(list.scrollOffset)")
            #expect(!kinetic.needsFrames)
        }
    }

    @Test func slowsDownMonotonically() {
        let (list, kinetic) = scene()
        kinetic.fling(velocity: 3000, at: 0)
        var last = 0.0, lastStep = Double.infinity
        for frame in 1...60 {
            list.advance(to: Double(frame) / 60)
            let step = list.scrollOffset - last
            #expect(step > 0 && step <= lastStep)
            lastStep = step
            last = list.scrollOffset
        }
    }

    @Test func stopsAtTheEndsAndWhenStopped() {
        let (list, kinetic) = scene(rows: 12)   // 600 px of content, 100 px of scrolling
        kinetic.fling(velocity: 5000, at: 0)
        list.advance(to: 0.5)
        #expect(list.scrollOffset == list.maxScrollOffset)
        list.advance(to: 0.6)
        #expect(!kinetic.needsFrames)

        let (other, glide) = scene()
        glide.fling(velocity: 2000, at: 0)
        other.advance(to: 0.05)
        glide.stop()
        let offset = other.scrollOffset
        other.advance(to: 0.5)
        #expect(other.scrollOffset == offset)
        glide.fling(velocity: 5, at: 1)
        #expect(!glide.needsFrames, "too slow to glide")
    }
}

extension KineticScrollTests {
    @Test func flingsGlideUpAsFarAsDown() {
        // From the middle of a long list, the same speed each way covers the same distance.
        for velocity in [1_000.0, -1_000.0] {
            let (list, kinetic) = scene()
            _ = list.scroll(to: 20_000)
            kinetic.fling(velocity: velocity, at: 0)
            #expect(kinetic.needsFrames, "a \(velocity) px/s fling glides")
            var time = 0.0
            while kinetic.needsFrames && time < 10 {
                time += 1 / 60
                list.advance(to: time)
            }
            let travelled = list.scrollOffset - 20_000
            #expect(abs(travelled - velocity / 2.002) < 12, "\(velocity) px/s travelled \(travelled)")
        }
    }

    @Test func slowFlingsStopInBothDirections() {
        for velocity in [19.0, -19.0] {
            let (list, kinetic) = scene()
            _ = list.scroll(to: 1_000)
            kinetic.fling(velocity: velocity, at: 0)
            list.advance(to: 0.5)
            #expect(!kinetic.needsFrames && list.scrollOffset == 1_000, "\(velocity) px/s is below the minimum")
        }
    }

    @Test func upwardFlingStopsAtTheTop() {
        let (list, kinetic) = scene()
        _ = list.scroll(to: 100)
        kinetic.fling(velocity: -5_000, at: 0)
        list.advance(to: 0.5)
        #expect(list.scrollOffset == 0)
        list.advance(to: 0.6)
        #expect(!kinetic.needsFrames)
    }
}
