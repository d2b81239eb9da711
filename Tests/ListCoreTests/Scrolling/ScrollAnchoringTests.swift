import Testing
@testable import ListCore

/// Issue 23: scroll anchoring from every batch source, the policies, the "N new" count, the
/// animated scroll to the top, and what keeps working across an adjustment (a glide, drag-select,
/// the open detail page). Scenes of 200 generated rows, viewport 600, scrolled to `offset`.
@Suite struct ScrollAnchoringTests {
    typealias F = SceneFixture
    static let offset = 2_000.0

    static func scrolledScene(policy: ScrollAnchorPolicy = .keepReadingPosition) -> ListScene {
        let scene = F.scene(rows: 200, viewport: 600)
        scene.anchoring.policy = policy
        scene.list.scroll(to: offset)
        _ = F.frame(scene, at: 1)
        return scene
    }

    /// The first fully visible row and its resting y.
    static func anchor(_ scene: ListScene) -> (id: RowID, y: Double) {
        let id = ScrollAnchor.firstFullyVisibleRow(in: scene.list)!
        return (id, scene.list.viewportY(ofRowAt: scene.list.layout.index(of: id)!))
    }

    static func restingY(_ id: RowID, _ scene: ListScene) -> Double? {
        scene.list.layout.index(of: id).map { scene.list.viewportY(ofRowAt: $0) }
    }

    static func newRow(_ n: Int, height: Double = 56) -> Row {
        Row(id: RowID("new-\(n)"), fields: ["New \(n)", "new", "\(n)"], height: height)
    }

    /// Runs frames to rest and returns the last one.
    @discardableResult
    static func settle(_ scene: ListScene, from start: Double, seconds: Double = 1) -> ListFrame {
        var frame = F.frame(scene, at: start)
        for t in F.frames(from: start, to: start + seconds) { frame = F.frame(scene, at: t) }
        return frame
    }

    // MARK: Sources

    @Test func aLiveFeedUpdateKeepsTheFirstVisibleRow() {
        let scene = Self.scrolledScene()
        let before = Self.anchor(scene)
        let below = scene.list.layout.ids[scene.list.visibleRange.upperBound + 20]
        scene.live.bump([below], inserting: [Self.newRow(1)], removing: [scene.list.layout.ids[3]], at: 1)
        let frame = Self.settle(scene, from: 1)
        #expect(Self.restingY(before.id, scene) == before.y)
        #expect(frame.rows.first { $0.id == before.id }?.y == before.y)
        #expect(frame.scroll.anchor == before.id)
        #expect(frame.scroll.newRowsAbove == 2, "the new row and the bumped row arrived above")
    }

    @Test func searchResultsChangingKeepTheFirstVisibleRow() {
        let scene = Self.scrolledScene()
        scene.list.scroll(to: scene.list.headerHeight + scene.list.layout.top(of: 120) - 10)
        let before = Self.anchor(scene)
        // "Row 1" matches row-1, row-10…19, row-100…199: rows above the anchor go, it stays.
        #expect(before.id == "row-120")
        scene.search(text: "Row 1", at: 1)
        Self.settle(scene, from: 1)
        #expect(Self.restingY(before.id, scene) == before.y)
    }

    @Test func undoAndRedoKeepTheFirstVisibleRow() {
        let scene = Self.scrolledScene()
        let before = Self.anchor(scene)
        scene.setEditing(true, at: 1)
        scene.list.setSelection([scene.list.layout.ids[2], scene.list.layout.ids[5]])
        scene.deleteSelected(at: 1)
        Self.settle(scene, from: 1)
        #expect(Self.restingY(before.id, scene) == before.y)
        scene.undo(at: 3)
        Self.settle(scene, from: 3)
        #expect(Self.restingY(before.id, scene) == before.y)
        scene.redo(at: 5)
        Self.settle(scene, from: 5)
        #expect(Self.restingY(before.id, scene) == before.y)
    }

    @Test func heightsReMeasuredKeepTheFirstVisibleRow() {
        let scene = Self.scrolledScene()
        let before = Self.anchor(scene)
        scene.setRowMetrics(RowMetrics(padding: 16, titleLine: 25, subtitleLine: 22, descriptionLine: 22), at: 1)
        Self.settle(scene, from: 1)
        #expect(scene.list.layout.height(at: 0) != 56 || scene.list.layout.height(at: 1) != 56)
        #expect(Self.restingY(before.id, scene) == before.y)
    }

    @Test func aSortIsNotAnchored() {
        let scene = Self.scrolledScene()
        scene.sort(by: SortDescriptor(column: 2, ascending: true), at: 1)
        #expect(scene.list.scrollOffset == Self.offset)
    }

    // MARK: Policies and the top

    @Test func policyNoneLeavesTheOffsetAndTheRowsShift() {
        let scene = Self.scrolledScene(policy: .none)
        let before = Self.anchor(scene)
        scene.animator.apply([Self.newRow(1, height: 80)] + scene.list.rows, at: 1)
        #expect(scene.list.scrollOffset == Self.offset)
        #expect(Self.restingY(before.id, scene) == before.y + 80)
        #expect(F.frame(scene, at: 1.1).scroll.newRowsAbove == 0)
    }

    @Test func policyAlwaysRevealGlidesToTheTopWhenRowsArriveAbove() {
        let scene = Self.scrolledScene(policy: .alwaysReveal)
        let before = Self.anchor(scene)
        scene.animator.apply([Self.newRow(1)] + scene.list.rows, at: 1)
        // In the frame the batch lands the reader's row has not moved; then the list glides up.
        #expect(Self.restingY(before.id, scene) == before.y)
        let mid = F.frame(scene, at: 1 + ScrollAnchoring.scrollToTopDuration / 2)
        #expect(mid.scroll.offset > 0 && mid.scroll.offset < Self.offset)
        let end = Self.settle(scene, from: 1.5)
        #expect(end.scroll.offset == 0 && end.rows.contains { $0.id == "new-1" && $0.opacity == 1 })
    }

    @Test func atTheTopNewRowsAreRevealed() {
        let scene = F.scene(rows: 200, viewport: 600)
        scene.list.scroll(to: ScrollAnchoring.revealTolerance - 1)
        scene.animator.apply([Self.newRow(1), Self.newRow(2)] + scene.list.rows, at: 1)
        let mid = F.frame(scene, at: 1.1)
        let arriving = mid.rows.first { $0.id == "new-1" }
        #expect(arriving != nil && arriving!.opacity < 1, "new rows fade in at the top")
        let end = Self.settle(scene, from: 1.1)
        #expect(end.scroll.offset == ScrollAnchoring.revealTolerance - 1)
        #expect(end.rows.first { $0.index == 0 }?.id == "new-1")
        #expect(end.scroll.newRowsAbove == 0)
    }

    // MARK: The count and the scroll to the top

    @Test func theCountGrowsByIdentityAndClearsAtTheTop() {
        let scene = Self.scrolledScene()
        scene.animator.apply([Self.newRow(1), Self.newRow(2)] + scene.list.rows, at: 1)
        Self.settle(scene, from: 1)
        // new-1 deleted again, new-2 moved within the rows above: one row left that is new.
        var rows = Array(scene.list.rows.dropFirst())
        rows.swapAt(0, 5)
        scene.animator.apply(rows, at: 3)
        #expect(F.frame(scene, at: 3).scroll.newRowsAbove == 1)
        #expect(scene.key(.home, shift: false, at: 4))
        var offsets: [Double] = []
        for t in F.frames(from: 4, to: 5) { offsets.append(F.frame(scene, at: t).scroll.offset) }
        #expect(offsets.count > 10 && offsets[2] > 0, "animated, not a jump")
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 <= $0 }, "straight up")
        #expect(offsets.last == 0)
        #expect(F.frame(scene, at: 5).scroll.newRowsAbove == 0)
        // Cleared for good: scrolling down again shows no count.
        scene.scroll(dy: 1000, isWheel: false, at: 5.1)
        #expect(F.frame(scene, at: 5.2).scroll.newRowsAbove == 0)
    }

    @Test func newRowsTheReaderScrolledToAreSeen() {
        let scene = Self.scrolledScene()
        var rows = scene.list.rows
        rows.insert(contentsOf: [Self.newRow(1), Self.newRow(2), Self.newRow(3)], at: 10)
        scene.animator.apply(rows, at: 1)
        #expect(F.frame(scene, at: 1.5).scroll.newRowsAbove == 3)
        // Up until new-3 is the first fully visible row: new-1 and new-2 are still above.
        scene.scroll(dy: scene.list.headerHeight + scene.list.layout.top(of: 12) - scene.list.scrollOffset,
                     isWheel: false, at: 2)
        #expect(F.frame(scene, at: 2).scroll.newRowsAbove == 2)
        scene.scroll(dy: -scene.list.layout.height(at: 11) - scene.list.layout.height(at: 10), isWheel: false, at: 2.1)
        #expect(F.frame(scene, at: 2.1).scroll.newRowsAbove == 0)
        scene.scroll(dy: 1000, isWheel: false, at: 2.2)
        #expect(F.frame(scene, at: 2.2).scroll.newRowsAbove == 0, "seen rows are not new again")
    }

    @Test func withReducedMotionTheScrollToTopJumps() {
        let scene = Self.scrolledScene()
        scene.setReducesMotion(true)
        scene.scrollToTop(at: 1)
        #expect(scene.list.scrollOffset == 0 && !scene.anchoring.isScrollingToTop)
    }

    @Test func aBatchDuringTheScrollToTopContinuesItWithoutAJump() {
        let scene = Self.scrolledScene()
        scene.scrollToTop(at: 1)
        let before = F.frame(scene, at: 1.1)
        let top = before.rows.first { $0.y >= 0 }!
        scene.animator.apply([Self.newRow(1)] + scene.list.rows, at: 1.1)
        let landed = F.frame(scene, at: 1.1)
        #expect(landed.rows.first { $0.id == top.id }?.y == top.y)
        #expect(Self.settle(scene, from: 1.1).scroll.offset == 0)
    }

    // MARK: Across an adjustment

    @Test func aGlideContinuesFromTheAdjustedOffsetWithItsVelocity() {
        let gliding = Self.scrolledScene(), twin = Self.scrolledScene()
        for scene in [gliding, twin] { scene.fling(velocity: 1500, at: 1) }
        _ = F.frame(gliding, at: 1.1)
        _ = F.frame(twin, at: 1.1)
        gliding.animator.apply([Self.newRow(1, height: 72)] + gliding.list.rows, at: 1.1)
        let velocity = gliding.kinetic.velocity
        #expect(velocity == twin.kinetic.velocity && velocity > 0)
        for t in F.frames(from: 1.1, to: 1.5) {
            #expect(abs(F.frame(gliding, at: t).scroll.offset - F.frame(twin, at: t).scroll.offset - 72) < 1e-6)
        }
    }

    @Test func dragSelectKeepsItsRowsAcrossAnAdjustment() {
        let scene = Self.scrolledScene()
        scene.setEditing(true, at: 1)
        _ = Self.settle(scene, from: 1)
        let strip = scene.dragSelect.stripBounds(listWidth: F.listWidth)
        let x = strip.minX + strip.width / 2
        let first = scene.list.visibleRange.lowerBound + 1
        let startY = F.midY(ofRow: first, in: scene)
        #expect(scene.press(x: x, y: startY, listWidth: F.listWidth, at: 2))
        scene.drag(x: x, y: startY + 60, at: 2.05)
        let ids = scene.list.layout.ids
        scene.animator.apply([Self.newRow(1)] + scene.list.rows, at: 2.1)
        _ = F.frame(scene, at: 2.1)
        scene.drag(x: x, y: F.midY(ofRow: first + 3 + 1, in: scene), at: 2.2)
        scene.release(x: x, y: F.midY(ofRow: first + 3 + 1, in: scene), at: 2.3)
        #expect(scene.list.selection == Set(ids[first...(first + 3)]))
    }

    @Test func theOpenDetailPageKeepsItsRowAndTheListItsPlace() {
        let scene = Self.scrolledScene()
        let before = Self.anchor(scene)
        let open = scene.list.layout.ids[scene.list.visibleRange.lowerBound + 3]
        scene.open(open, at: 1)
        Self.settle(scene, from: 1)
        scene.live.bump([scene.list.layout.ids[150]], inserting: [Self.newRow(1)], removing: [], at: 2.5)
        let frame = Self.settle(scene, from: 2.5)
        #expect(frame.openRow?.id == open && frame.openRow?.isDeleted == false)
        scene.goBack(at: 4)
        let back = Self.settle(scene, from: 4)
        #expect(back.rows.first { $0.id == before.id }?.y == before.y)
        #expect(back.scroll.newRowsAbove == 2)
    }

    @Test func rowsMovingWithinTheViewportStillSlide() {
        let scene = Self.scrolledScene()
        let range = scene.list.visibleRange
        var rows = scene.list.rows
        let row = rows.remove(at: range.lowerBound + 8)
        rows.insert(row, at: range.lowerBound + 2)
        let from = F.midY(ofRow: range.lowerBound + 8, in: scene)
        scene.animator.apply(rows, at: 1)
        let to = F.midY(ofRow: range.lowerBound + 2, in: scene)
        let mid = F.frame(scene, at: 1.1).rows.first { $0.id == row.id }!
        let y = mid.y + mid.height / 2
        #expect(y < from - 1 && y > to + 1)
    }

    /// Issue 50's storm (test_embedding_storm.py, seed 50): a filter deleting every visible row leaves no anchor,
    /// and the shorter list clamps the offset. Each row is still drawn where it was the moment before: the rows
    /// that were on screen fade out there, and no row that was off screen (its content never read) is drawn at
    /// a place it never had.
    @Test func aBatchClampingTheOffsetWithoutAnAnchorKeepsEveryRowWhereItWas() {
        let scene = Self.scrolledScene()
        let list = scene.list
        let before = Dictionary(uniqueKeysWithValues: list.layout.ids[list.visibleRange].map {
            ($0, list.viewportY(ofRowAt: list.layout.index(of: $0)!))
        })
        // Every third of the first 30 rows, none of those on screen: the offset clamps from 2 000 to the end,
        // where the old list had rows the batch deletes and that were never on screen.
        let kept = list.rows.prefix(30).enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        #expect(kept.allSatisfy { before[$0.id] == nil })
        scene.animator.apply(kept, at: 1)
        #expect(list.scrollOffset < Self.offset)
        let after = Set(list.layout.ids[list.visibleRange])
        for time in [1.0, 1.05, 1.15] {
            for row in F.frame(scene, at: time).rows {
                #expect(before[row.id] != nil || after.contains(row.id), "\(row.id) was on screen neither before nor after")
                if !after.contains(row.id) { #expect(row.y == before[row.id], "\(row.id) fades out where it was") }
            }
        }
    }
}
