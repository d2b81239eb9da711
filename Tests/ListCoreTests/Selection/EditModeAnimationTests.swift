import Testing
@testable import ListCore

@Suite struct EditModeAnimationTests {
    func scene() -> (ListState, EditModeAnimation) {
        let list = ListState(rows: (0..<20).map { Row(id: RowID("r\($0)"), fields: ["R"], height: 50) })
        list.viewportHeight = 400
        let animation = EditModeAnimation(duration: 0.25)
        list.attach(animation)
        return (list, animation)
    }

    func progress(_ list: ListState, at time: Double) -> Double { list.frame(at: time)[0].editProgress }

    @Test func checkMarksSlideInAndOut() {
        let (list, animation) = scene()
        #expect(progress(list, at: 0) == 0)
        #expect(list.frame(at: 0)[0].showsCheckmark == false)
        list.setEditing(true, at: 1)
        #expect(progress(list, at: 1) == 0)
        let mid = progress(list, at: 1.125)
        #expect(mid > 0.3 && mid < 0.7)   // ease-in-out: about half way at half time
        #expect(list.frame(at: 1.125)[0].showsCheckmark)
        #expect(animation.needsFrames)
        #expect(progress(list, at: 1.25) == 1)
        #expect(!animation.needsFrames)
        list.setEditing(false, at: 2)
        #expect(progress(list, at: 2.125) < 1)
        #expect(progress(list, at: 2.25) == 0)
        #expect(list.frame(at: 2.25)[0].showsCheckmark == false)
    }

    @Test func togglingMidWayTurnsBackWithoutAJump() {
        let (list, _) = scene()
        list.setEditing(true, at: 0)
        let before = progress(list, at: 0.1)
        list.setEditing(false, at: 0.1)
        let after = progress(list, at: 0.1)
        #expect(abs(after - before) < 1e-9)
        let next = progress(list, at: 0.11)
        #expect(abs(next - after) < 0.05, "continues smoothly from where it was")
        #expect(progress(list, at: 0.5) == 0)
    }

    @Test func reducedMotionJumps() {
        let (list, animation) = scene()
        animation.reducesMotion = true
        list.setEditing(true, at: 0)
        #expect(progress(list, at: 0) == 1)
    }
}
