import Testing
@testable import ListCore

/// Issue 8: one frame per tick, built by one function, with every row complete.
@Suite struct SceneFrameTests {
    typealias F = SceneFixture

    /// Defect 10: a sort and the header collapsing at once never leave a band under the header
    /// without rows (rows the collapsing header brings into view are in the frame).
    @Test func sortWithTheHeaderCollapsingLeavesNoGap() {
        let scene = F.scene()
        scene.header.setExpanded(true, at: 0)
        _ = F.frame(scene, at: 1)
        scene.sorter.sort(by: SortDescriptor(column: 2), at: 1)
        scene.header.setExpanded(false, at: 1)
        var worst = (gap: 0.0, time: 0.0)
        for time in F.frames(from: 1, to: 1.6) {
            let gap = F.gapUnderHeader(in: F.frame(scene, at: time))
            if gap > worst.gap { worst = (gap, time) }
        }
        #expect(worst.gap <= 1, "a \(worst.gap) px gap at t = \(worst.time)")
    }

    /// Defect 6: rows fading out after a delete in edit mode keep the edit-mode indent and their
    /// (checked) check mark: they are decorated by the same behaviors as every row.
    @Test func rowsDeletedInEditModeKeepIndentAndCheckMarks() {
        let scene = F.scene()
        scene.setEditing(true, at: 0)
        _ = F.frame(scene, at: 1)
        let ids = Array(scene.list.layout.ids[2...4])
        for id in ids { scene.commands.toggle(id, in: scene.list) }
        scene.animator.apply(scene.list.rows.filter { !ids.contains($0.id) }, at: 1)
        let frame = F.frame(scene, at: 1.1)
        let departing = frame.rows.filter { $0.index == -1 }
        #expect(Set(departing.map(\.id)) == Set(ids))
        for row in departing {
            #expect(row.editProgress == 1 && row.showsCheckmark && row.checked, "\(row)")
        }
    }

    /// Building a frame changes nothing: two frames at one time are equal and the model does not
    /// move between them (painting and debug output read the frame only).
    @Test func buildingAFrameDoesNotAdvanceTheModel() {
        let scene = F.scene()
        scene.sorter.sort(by: SortDescriptor(column: 2), at: 0)
        scene.header.setExpanded(true, at: 0)
        scene.advance(to: 0.1)
        let a = scene.frame(listWidth: 480, pageWidth: 480, hasFocus: false)
        let b = scene.frame(listWidth: 480, pageWidth: 480, hasFocus: false)
        #expect(a.rows == b.rows && a.header == b.header && a.time == 0.1)
        #expect(a.motion.rowsAnimating && a.header.height > 52 && a.header.height < 124)
    }
}
