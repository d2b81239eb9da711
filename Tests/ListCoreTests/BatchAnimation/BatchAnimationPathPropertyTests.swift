import PropertyBased
import Testing
@testable import ListCore

/// Issue 8, defect 5: random sort-during-sort and live-during-sort sequences. Whatever retargets
/// mid-flight, no row visibly jumps (more than 100 px in one 60 Hz frame), none leaves the
/// viewport only to come back, and after the last change none passes its slot by more than
/// 20 px. A failure is shrunk to the shortest sequence that still fails.
@Suite struct BatchAnimationPathPropertyTests {
    typealias F = SceneFixture

    /// One step: `code % 7` picks a sort (column 0…2, ascending or descending) or a live bump
    /// (6), `code / 7 % 25` the pause before the next step, in 16 ms units (a frame … 0.4 s).
    static func run(_ codes: [Int]) -> String? {
        let scene = F.scene(rows: 120, viewport: 600)
        let top = 0.0, bottom = scene.list.viewportHeight
        var time = 0.0
        var last: [RowID: Double] = [:]
        var leftView: Set<RowID> = []
        var changeTimes: [Double] = []
        var schedule: [(time: Double, code: Int)] = []
        for code in codes {
            schedule.append((time, code))
            time += Double(1 + code / 7 % 25) * 0.016
        }
        let end = time + 0.5
        var frames: [(time: Double, rows: [RowAppearance])] = []
        var next = 0
        for frameTime in F.frames(from: 0, to: end) {
            while next < schedule.count, schedule[next].time <= frameTime {
                let code = schedule[next].code % 7
                if code == 6 {
                    scene.live.bump([scene.list.layout.ids[min(60, scene.list.count - 1)]], at: frameTime)
                } else {
                    scene.sorter.sort(by: SortDescriptor(column: code / 2, ascending: code % 2 == 0), at: frameTime)
                }
                changeTimes.append(frameTime)
                next += 1
            }
            let frame = F.frame(scene, at: frameTime)
            frames.append((frameTime, frame.rows))
            var now: [RowID: Double] = [:]
            for row in frame.rows where row.opacity > 0 {
                let inView = row.y + row.height > top && row.y < bottom
                if let y = last[row.id] {
                    if abs(row.y - y) > 100 { return "\(row.id) moved \(Int(abs(row.y - y))) px in one frame at \(frameTime)" }
                    let wasInView = y + row.height > top && y < bottom
                    if wasInView && !inView { leftView.insert(row.id) }
                    if inView && leftView.contains(row.id) { return "\(row.id) left the viewport and came back at \(frameTime)" }
                }
                now[row.id] = row.y
            }
            last = now
        }
        // Overshoot after the last change: no row passes its final slot by more than 20 px.
        let lastChange = changeTimes.last ?? 0
        var side: [RowID: Double] = [:]
        for frame in frames where frame.time > lastChange {
            for row in frame.rows where row.index >= 0 && row.opacity > 0 {
                guard let index = scene.list.layout.index(of: row.id) else { continue }
                let slot = scene.list.viewportY(ofRowAt: index)
                let offset = row.y - slot
                if abs(offset) < 0.5 { continue }
                if let first = side[row.id], first * offset < 0, abs(offset) > 20 {
                    return "\(row.id) overshot its slot by \(Int(abs(offset))) px at \(frame.time)"
                }
                side[row.id] = side[row.id] ?? offset
            }
        }
        return nil
    }

    @Test func retargetingStaysOnThePath() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...699).array(of: 1...5)) { codes in
            let failure = Self.run(codes)
            #expect(failure == nil, "\(codes): \(failure ?? "")")
        }
    }

    /// The defect as reported: a second sort 0.1 s into the first.
    @Test func aSortOneTenthOfASecondIntoAnotherStaysOnThePath() {
        #expect(Self.run([4 + 7 * 5, 0]) == nil)
    }
}
