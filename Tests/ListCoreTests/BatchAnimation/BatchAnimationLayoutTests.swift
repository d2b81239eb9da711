import Testing
@testable import ListCore

@Suite struct BatchAnimationLayoutTests {
    typealias F = BatchAnimationFixture

    @Test func movedRowSlidesFromOldToNewYWithVariableHeights() {
        let (list, animator, _) = F.scene(header: 24)
        let old = list.rows
        let new = F.moving(old, from: 2, to: 10)
        let oldY = 24 + F.top(of: "r2", in: old)!      // 24 + 40 + 60 = 124
        let newY = 24 + F.top(of: "r2", in: new)!
        #expect(oldY == 124)
        animator.apply(new, at: 5)
        #expect(list.layout.index(of: "r2") == 10)
        #expect(animator.isAnimating && list.needsFrames)

        func y(_ id: RowID, at time: Double) -> Double? { list.frame(at: time).first { $0.id == id }?.y }
        #expect(F.close(y("r2", at: 5), oldY))
        #expect(F.close(y("r2", at: 5 + F.duration / 2), oldY + (newY - oldY) * 0.5))
        #expect(F.close(y("r2", at: 5 + F.duration * 0.25), oldY + (newY - oldY) * F.eased(0.25)))
        // A row that only shifts up by r2's height slides too.
        let r3Old = 24 + F.top(of: "r3", in: old)!, r3New = 24 + F.top(of: "r3", in: new)!
        #expect(r3New == r3Old - 80)
        #expect(F.close(y("r3", at: 5 + F.duration / 2), (r3Old + r3New) / 2))
        #expect(F.close(y("r2", at: 5 + F.duration), newY))
        #expect(!list.needsFrames)
        #expect(F.close(y("r2", at: 6), newY))
    }

    @Test func insertedRowFadesInInPlace() {
        let (list, animator, log) = F.scene()
        var new = list.rows
        new.insert(Row(id: "fresh", fields: ["Fresh", "1"], height: 50), at: 3)
        animator.apply(new, at: 0)
        let y = F.top(of: "fresh", in: new)!
        for fraction in [0.0, 0.25, 0.5, 0.9] {
            let row = list.frame(at: fraction * F.duration).first { $0.id == "fresh" }
            #expect(F.close(row?.opacity, F.eased(fraction)), "at \(fraction)")
            #expect(F.close(row?.y, y), "inserted rows do not slide")
            #expect(row?.previousFields == nil)
        }
        #expect(list.frame(at: 1).first { $0.id == "fresh" }?.opacity == 1)
        #expect(log.named("batch").first?["inserted"] == 1)
    }

    @Test func deletedRowIsDrawnFadingOutWhereItWasThenGone() {
        let (list, animator, log) = F.scene()
        let old = list.rows
        let new = old.filter { $0.id != "r4" && $0.id != "r25" }
        animator.apply(new, at: 0)
        #expect(list.row("r4") == nil)
        let oldY = F.top(of: "r4", in: old)!
        for fraction in [0.0, 0.5, 0.75] {
            let frame = list.frame(at: fraction * F.duration)
            let row = frame.first { $0.id == "r4" }
            #expect(row != nil, "drawn while fading at \(fraction)")
            #expect(row?.index == -1)
            #expect(F.close(row?.y, oldY), "stays at its old position")
            #expect(F.close(row?.opacity, 1 - F.eased(fraction)))
            #expect(row?.previousFields == old[4].fields && row?.contentOpacity == 0)
            #expect(frame.first?.id == "r4", "deleted rows are drawn beneath the others")
            // r25 was below the viewport: never drawn.
            #expect(!frame.contains { $0.id == "r25" })
        }
        #expect(animator.departingRow("r4")?.fields == old[4].fields)
        #expect(!list.frame(at: F.duration).contains { $0.id == "r4" })
        #expect(animator.departingRow("r4") == nil)
        #expect(log.named("batch").first?["deleted"] == 2)
    }

    @Test func movedAndChangedRowGetsOneSlideAndOneCrossfade() {
        let (list, animator, log) = F.scene()
        let old = list.rows
        var new = F.moving(old, from: 1, to: 8)
        new[8].version = 1
        new[8].fields = ["Row 1 (new)", "99"]
        animator.apply(new, at: 0)
        let oldY = F.top(of: "r1", in: old)!, newY = F.top(of: "r1", in: new)!
        let event = log.named("batch").first
        #expect(event?["moved"] == 1 && event?["updated"] == 1)
        #expect(event?["inserted"] == 0 && event?["deleted"] == 0)

        for fraction in [0.0, 0.3, 0.5, 0.8] {
            let frame = list.frame(at: fraction * F.duration)
            let copies = frame.filter { $0.id == "r1" }
            #expect(copies.count == 1, "one drawing, never a delete plus an insert")
            let row = copies.first
            #expect(F.close(row?.y, oldY + (newY - oldY) * F.eased(fraction)), "one slide")
            #expect(row?.opacity == 1, "no fade-in or fade-out")
            #expect(row?.previousFields == ["Row 1", "7"], "crossfades from the old content")
            #expect(F.close(row?.contentOpacity, F.eased(fraction)), "one crossfade")
            #expect(row?.index == 8)
        }
        let end = list.frame(at: F.duration).first { $0.id == "r1" }
        #expect(end?.previousFields == nil && end?.contentOpacity == 1 && F.close(end?.y, newY))
    }

    /// Issue 8, defect 10: a row from far off screen does not cross the viewport (taking every
    /// slot it passes with it): it fades in at its slot.
    @Test func rowEnteringFromFarOffScreenFadesInAtItsSlot() {
        let (list, animator, _) = F.scene(count: 200)
        let old = list.rows
        let new = F.moving(old, from: 150, to: 0)
        animator.apply(new, at: 0)
        #expect(F.top(of: "r150", in: old)! > 600 * 10)
        #expect(F.close(animator.appearance(of: "r150", at: F.duration / 2)?.opacity, F.eased(0.5)))
        var lastOpacity = -1.0
        for time in F.frames(from: 0, to: F.duration) {
            let row = list.frame(at: time).first { $0.id == "r150" }
            #expect(F.close(row?.y, 0), "at its slot at \(time)")
            #expect(row!.opacity >= lastOpacity, "fading in at \(time)")
            lastOpacity = row!.opacity
        }
        #expect(list.frame(at: F.duration).first?.id == "r150")
        #expect(list.frame(at: F.duration).first?.opacity == 1)
    }

    @Test func aRowTravellingFarIsDrawnOverTheRowsItPasses() {
        let (list, animator, _) = F.scene(count: 200)
        animator.apply(F.moving(list.rows, from: 8, to: 0), at: 0)
        let frame = list.frame(at: F.duration / 2)
        // r8 travels eight slots up; r0…r7 shift down one slot each; rows below rest. The row
        // travelling far is drawn last, over the rows shifting aside, which are drawn over
        // the resting ones.
        #expect(frame.last?.id == "r8")
        let shifting = Set((0..<8).map { RowID("r\($0)") })
        let firstShifting = frame.firstIndex { shifting.contains($0.id) }!
        #expect(firstShifting > 0, "resting rows come first")
        #expect(frame[firstShifting..<(frame.count - 1)].allSatisfy { shifting.contains($0.id) })
    }

    @Test func rowEnteringFromJustBelowSlidesFromWhereItWas() {
        let (list, animator, _) = F.scene(count: 200)
        let old = list.rows
        let below = list.visibleRange.upperBound       // the first row under the viewport
        let id = old[below].id
        animator.apply(F.moving(old, from: below, to: 2), at: 0)
        let oldY = F.top(of: id, in: old)!
        #expect(oldY >= 600 && oldY < 600 + old[below].height, "just below the viewport")
        #expect(F.close(animator.appearance(of: id, at: 0)?.y, oldY), "slides in from where it was")
        #expect(animator.appearance(of: id, at: F.duration / 2)!.y < 600, "in view half-way")
    }

    @Test func rowLeavingForFarOffScreenFadesOutWhereItWas() {
        let (list, animator, _) = F.scene(count: 200)
        let old = list.rows
        let new = F.moving(old, from: 0, to: 150)
        animator.apply(new, at: 0)
        #expect(!list.visibleRange.contains(150))
        #expect(F.top(of: "r0", in: new)! > 600 * 10)
        for time in F.frames(from: 0, to: F.duration * 0.99) {
            let row = list.frame(at: time).first { $0.id == "r0" }
            #expect(F.close(row?.y, 0, 1e-6), "drawn where it was at \(time)")
            #expect(F.close(row?.opacity, 1 - F.eased(time / F.duration), 1e-6), "fading out at \(time)")
        }
        #expect(!list.frame(at: F.duration).contains { $0.id == "r0" })
    }

    @Test func reducedMotionAppliesAtOnce() {
        let (list, animator, log) = F.scene(options: .init(reducesMotion: true))
        let new = F.moving(list.rows, from: 2, to: 10)
        animator.apply(new, at: 0)
        #expect(!animator.isAnimating && !list.needsFrames)
        #expect(list.frame(at: 0).first { $0.id == "r2" }?.y == F.top(of: "r2", in: new))
        #expect(log.named("batch").first?["animated"] == false)
    }

    @Test func replacingRowsBehindTheAnimatorsBackDropsTheAnimation() {
        let (list, animator, _) = F.scene()
        animator.apply(F.moving(list.rows, from: 2, to: 10), at: 0)
        let direct = F.moving(list.rows, from: 0, to: 5)
        list.setRows(direct)
        let row = list.frame(at: 0.1).first { $0.id == "r0" }
        #expect(row?.y == F.top(of: "r0", in: direct), "no stale animation is drawn")
        #expect(!animator.isAnimating)
    }

    @Test func applyingTheSameRowsChangesNothing() {
        let (list, animator, log) = F.scene()
        animator.apply(list.rows, at: 0)
        #expect(!animator.isAnimating)
        #expect(log.named("batch").isEmpty)
    }
}

@Suite struct BatchAnimationTravelTests {
    let window = RowSpan(top: 1000, height: 600)

    @Test func rowsEnteringFromFarAwayFadeInAtTheirSlots() {
        let a = RowSpan.limitingTravel(from: .init(top: 9000, height: 40), to: .init(top: 1000, height: 40), within: window)
        let b = RowSpan.limitingTravel(from: .init(top: 9040, height: 56), to: .init(top: 1040, height: 56), within: window)
        #expect(a.start.top == 1000 && b.start.top == 1040 && a.fade == .fadeIn)
        #expect(a.end.top == 1000 && b.end.top == 1040)
    }

    @Test func rowsLeavingFarUpwardsFadeOutWhereTheyWere() {
        let slide = RowSpan.limitingTravel(from: .init(top: 1200, height: 40), to: .init(top: 10, height: 40), within: window)
        #expect(slide.start.top == 1200 && slide.end.top == 1200 && slide.fade == .fadeOut)
    }

    @Test func shortSlidesAndSlidesWithoutAWindowAreUnchanged() {
        let short = RowSpan.limitingTravel(from: .init(top: 1700, height: 40), to: .init(top: 1100, height: 40), within: window)
        #expect(short.start.top == 1700)
        let free = RowSpan.limitingTravel(from: .init(top: 9000, height: 40), to: .init(top: 1000, height: 40), within: nil)
        #expect(free.start.top == 9000)
    }
}
