import Testing
@testable import ListCore

@Suite struct BatchAnimationRetargetTests {
    typealias F = BatchAnimationFixture

    /// Viewport y of every row drawn at `time`, departing rows included.
    func positions(_ list: ListState, at time: Double) -> [RowID: Double] {
        Dictionary(list.frame(at: time).map { ($0.id, $0.y) }, uniquingKeysWith: { a, _ in a })
    }

    @Test func secondBatchMidFlightStartsFromCurrentPositions() throws {
        let (list, animator, _) = F.scene(count: 60)
        animator.apply(F.moving(list.rows, from: 0, to: 10), at: 0)
        let before = positions(list, at: 0.1)
        let movingR0 = try #require(before["r0"])
        #expect(movingR0 > 0 && movingR0 < F.top(of: "r0", in: list.rows)!, "r0 is mid-slide")
        let offscreenBefore = animator.appearance(of: "r40", at: 0.1)?.y

        // Second batch: r0 heads elsewhere, r5 is deleted, one row inserted, r40 moves to the top.
        var second = F.moving(list.rows, from: list.layout.index(of: "r0")!, to: 3)
        second.removeAll { $0.id == "r5" }
        second.insert(Row(id: "x", fields: ["X"], height: 50), at: 2)
        second = F.moving(second, from: try #require(second.firstIndex { $0.id == "r40" }), to: 0)
        animator.apply(second, at: 0.1)

        let after = positions(list, at: 0.1)
        for (id, y) in before {
            #expect(F.close(after[id], y, 1e-9), "\(id) jumped from \(y) to \(String(describing: after[id]))")
        }
        #expect(list.frame(at: 0.1).first { $0.id == "r5" }?.index == -1, "r5 fades out from where it was")
        // r40 was off screen (far below) and heads for the top: it fades in at its slot, from
        // nothing, so nothing visibly jumps.
        #expect(offscreenBefore.map { $0 >= 600 } == true)
        #expect(F.close(animator.appearance(of: "r40", at: 0.1)?.y, 0, 1e-9))
        #expect(animator.appearance(of: "r40", at: 0.1)?.opacity == 0)
        #expect(list.frame(at: 0.1).first { $0.id == "x" }?.opacity == 0)

        // And it lands on the second batch's layout.
        let end = list.frame(at: 0.1 + F.duration)
        for row in end { #expect(F.close(row.y, F.top(of: row.id, in: second)), "\(row.id)") }
        #expect(!animator.isAnimating)
    }

    @Test func positionsStayContinuousThroughAnyFrame() {
        let (list, animator, _) = F.scene(count: 60)
        animator.apply(F.moving(list.rows, from: 0, to: 12), at: 0)
        animator.apply(F.moving(list.rows, from: 0, to: 8), at: 0.05)
        // 60 Hz frames: no row moves further per frame than its longest possible slide step.
        var last = positions(list, at: 0.05)
        for time in F.frames(from: 0.05, to: 0.4).dropFirst() {
            let now = positions(list, at: time)
            for (id, y) in now where last[id] != nil {
                #expect(abs(y - last[id]!) < 120, "\(id) jumped at \(time)")
            }
            last = now
        }
    }

    @Test func aRetargetedRowKeepsMovingTheSameWayWithoutAJolt() {
        let (list, animator, _) = F.scene(count: 60)
        // r0 slides down towards slot 9; 0.1 s later a batch sends it to slot 7 instead.
        animator.apply(F.moving(list.rows, from: 0, to: 9), at: 0)
        let dt = 1e-4
        func y(_ time: Double) -> Double { animator.appearance(of: "r0", at: time)!.y }
        let before = (y(0.1) - y(0.1 - dt)) / dt
        #expect(before > 500, "r0 is moving fast mid-slide (\(before) pt/s)")
        let at = y(0.1)
        animator.apply(F.moving(list.rows, from: list.layout.index(of: "r0")!, to: 7), at: 0.1)
        let after = (y(0.1 + dt) - y(0.1)) / dt
        #expect(F.close(y(0.1), at), "no jump")
        // Still heading down, never faster than before (only as fast as the slot allows).
        #expect(after > 0 && after <= before * 1.001, "speed \(before) → \(after) pt/s")
        // And it lands exactly on its new slot.
        #expect(F.close(y(0.1 + F.duration), F.top(of: "r0", in: list.rows)!))
    }

    /// Issue 8, defect 5: retargeted to a slot just ahead (or behind), a fast row does not
    /// shoot past it: it takes only as much speed as keeps it short of the slot.
    @Test func aRetargetedRowNeverOvershootsItsNewSlot() {
        for target in [2, 4, 6, 9] {
            let (list, animator, _) = F.scene(count: 60)
            animator.apply(F.moving(list.rows, from: 0, to: 9), at: 0)
            func y(_ time: Double) -> Double { animator.appearance(of: "r0", at: time)!.y }
            let from = y(0.1)
            animator.apply(F.moving(list.rows, from: list.layout.index(of: "r0")!, to: target), at: 0.1)
            let slot = F.top(of: "r0", in: list.rows)!
            let direction: Double = slot >= from ? 1 : -1
            for time in F.frames(from: 0.1, to: 0.1 + F.duration) {
                #expect((y(time) - slot) * direction <= 1e-6, "r0 passed slot \(target) by \((y(time) - slot) * direction) at \(time)")
            }
        }
    }

    @Test func rapidBatchesKeepTheChainShortAndNeverJump() {
        let (list, animator, _) = F.scene(count: 80)
        var random = SplitMix64(seed: TestSeed.base &+ 42)
        var time = 0.0
        for step in 0..<14 {
            let before = positions(list, at: time)
            let from = random.next(below: list.count), to = random.next(below: list.count)
            var rows = F.moving(list.rows, from: from, to: to)
            rows[to].version += step % 2
            animator.apply(rows, at: time)
            let after = positions(list, at: time)
            for (id, y) in before where after[id] != nil {
                #expect(F.close(after[id], y, 1e-9), "step \(step): \(id) jumped")
            }
            #expect(animator.chain!.stages.count <= BatchAnimator.maxChainDepth)
            time += 0.02
        }
        #expect(animator.chain!.stages.count == BatchAnimator.maxChainDepth, "the bound was reached")
        let end = list.frame(at: time + F.duration)
        for row in end { #expect(F.close(row.y, F.top(of: row.id, in: list.rows)), "\(row.id)") }
        #expect(!animator.isAnimating)
    }

    @Test func finishedBatchesAreForgotten() {
        let (list, animator, _) = F.scene()
        animator.apply(F.moving(list.rows, from: 0, to: 5), at: 0)
        animator.apply(F.moving(list.rows, from: 0, to: 5), at: 1)
        #expect(animator.chain!.stages.count == 1, "the first batch had finished")
        _ = list.frame(at: 1.3)
        #expect(animator.chain == nil)
    }
}
