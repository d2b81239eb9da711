import Foundation
import Testing
@testable import ListCore
import ListData

/// Issue 49: random reorder drags — targets, reversals, auto-scroll, several selected rows,
/// cancels and live batches landing mid-drag — stepped at 60 Hz. The final order is the old
/// order (with the live changes) and the dragged rows moved together, in their order; no row
/// ever jumps: between consecutive frames a row's y (the auto-scroll taken out) changes by no
/// more than the slides allow, except the dragged rows, which follow the pointer exactly.
@Suite struct ReorderDragPropertyTests {
    typealias F = SceneFixture
    static let width = F.listWidth
    static let handleX = F.listWidth - 10
    static let dt = 1.0 / 60

    /// What the random drags did, so the test can see it covered each case.
    struct Coverage: OptionSet {
        let rawValue: Int
        static let moved = Coverage(rawValue: 1), cancelled = Coverage(rawValue: 2), autoScrolled = Coverage(rawValue: 4)
        static let several = Coverage(rawValue: 8), liveBatch = Coverage(rawValue: 16), madeWay = Coverage(rawValue: 32)
    }

    /// One random drag; returns what went wrong, `nil` when nothing did.
    static func run(seed: UInt64, coverage: inout Coverage) -> String? {
        var random = BatchSeededRandom(seed: seed)
        let scene = F.scene(rows: 160, viewport: 600)
        scene.isReorderable = true
        var time = 0.0
        func frame() -> ListFrame { F.frame(scene, at: time) }
        scene.setEditing(true, at: time)
        for _ in 0..<40 { time += dt; _ = frame() }
        // Scrolled somewhere first, sometimes.
        if random.chance(0.5) { _ = scene.list.scroll(to: Double.random(in: 0...2_000, using: &random)); time += dt; _ = frame() }
        let visible = scene.list.visibleRange
        let first = visible.lowerBound + 2, lastIndex = max(first, visible.upperBound - 3)
        let primaryIndex = Int.random(in: first...lastIndex, using: &random)
        let primary = scene.list.layout.ids[primaryIndex]
        var dragged = [primary]
        if random.chance(0.35) {
            // Several selected rows: some on screen, perhaps one far away.
            var picked: Set<RowID> = [primary]
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = random.chance(0.2) ? Int.random(in: 0..<scene.list.count, using: &random)
                    : Int.random(in: visible.lowerBound..<visible.upperBound, using: &random)
                picked.insert(scene.list.layout.ids[index])
            }
            scene.setSelection(picked)
            dragged = scene.list.layout.ids.filter { picked.contains($0) }
            if dragged.count > 1 { coverage.insert(.several) }
        }
        let draggedSet = Set(dragged)
        let stackHeight = dragged.reduce(0.0) { $0 + scene.list.layout.height(at: scene.list.layout.index(of: $1)!) }
        var pointerY = F.midY(ofRow: primaryIndex, in: scene)
        /// The pointer's y less the held row's: as pressed, and again as the drag starts (a batch
        /// landing between the press and the drag's start moves the row, which lifts where it is).
        var grab = pointerY - scene.list.viewportY(ofRowAt: primaryIndex)
        var lifted = false, lastPointerY = pointerY
        time += dt
        guard scene.press(x: handleX, y: pointerY, listWidth: width, at: time) else { return "the handle press was not claimed" }
        var last: [RowID: (y: Double, opacity: Double)] = [:]
        var lastBatch = -1.0
        /// How far the last batch moved rows at most (the heights it inserted or deleted).
        var batchHeight = 0.0
        /// The height a batch inserted just before the release (the rows then still slide down by it).
        var releaseShift = 0.0
        var settleLimit: [RowID: Double] = [:]
        /// Each dragged row's y less the primary's in the last frame, and how much that changed
        /// from the frame before (a row gathering into the stack).
        var stackOffset: [RowID: Double] = [:], gatherStep: [RowID: Double] = [:]
        var phase = "drag"   // then "drop" or "cancel"
        var finalChecks: (dropY: Double, time: Double)? = nil
        let moves = Int.random(in: 1...6, using: &random)
        var script: [(target: Double, dwell: Int)] = []
        for _ in 0..<moves {
            let zone = Int.random(in: 0..<5, using: &random)
            let target = zone == 0 ? Double.random(in: -20...30, using: &random)
                : zone == 1 ? Double.random(in: 570...620, using: &random) : Double.random(in: 60...540, using: &random)
            script.append((target, Int.random(in: 1...40, using: &random)))
        }
        let cancels = random.chance(0.3)
        var step = 0, dwell = 0
        var frames = 0
        while frames < 2_000 {
            frames += 1
            time += dt
            var eventTime = time - dt / 3
            // Input for this frame.
            if phase == "drag" {
                if step < script.count {
                    let target = script[step].target
                    let speed = 25.0
                    if abs(target - pointerY) > speed { pointerY += target > pointerY ? speed : -speed } else { pointerY = target }
                    scene.drag(x: handleX, y: pointerY, at: eventTime)
                    if pointerY == target { dwell += 1; if dwell >= script[step].dwell { step += 1; dwell = 0 } }
                } else if cancels {
                    if random.chance(0.5) { _ = scene.escape(at: eventTime, isSearchOpen: false) } else { scene.cancelPointer(at: eventTime) }
                    phase = "cancel"
                } else {
                    if random.chance(0.5) {
                        // A live batch lands after the last frame, just before the release: rows
                        // inserted at the top push the others down, and the drop must land where
                        // the rows are then (with one dragged row or several: seed 49013 drops
                        // two, and the row between them, making way above the viewport, slid in
                        // from there).
                        var rows = scene.list.rows
                        var insertedHeight = 0.0
                        for n in 0..<Int.random(in: 1...3, using: &random) {
                            let row = RowSource.generatedRow(at: 200_000 + n + Int(random.next() % 100_000))
                            rows.insert(row, at: 0)
                            insertedHeight += row.height
                        }
                        if Set(rows.map(\.id)).count == rows.count {
                            _ = scene.commit(BatchAnimator.prepare(old: scene.list.rows, new: rows), at: eventTime)
                            lastBatch = eventTime
                            batchHeight = insertedHeight
                            releaseShift = insertedHeight
                        }
                    }
                    scene.release(x: handleX, y: pointerY, at: eventTime)
                    phase = "drop"
                    finalChecks = (pointerY - grab, time)
                    // The dropped rows settle from where they are drawn at the release: as far as
                    // their slot. A row still gathering into the stack goes on gathering until the
                    // release (at most its last frame's step, the gather slowing), then settles
                    // from there.
                    for id in dragged {
                        guard let index = scene.list.layout.index(of: id), let drawn = last[id] else { continue }
                        let gather = gatherStep[id] ?? 0
                        settleLimit[id] = gather + 0.25 * (abs(drawn.y - scene.list.viewportY(ofRowAt: index)) + gather) + 2
                    }
                }
                // A live batch now and then: rows inserted, deleted, updated, never a dragged one.
                if phase == "drag", random.chance(0.04) {
                    eventTime += dt / 6
                    var rows = scene.list.rows
                    for _ in 0..<Int.random(in: 1...2, using: &random) {
                        switch Int.random(in: 0..<3, using: &random) {
                        case 0: rows.insert(RowSource.generatedRow(at: 10_000 + Int(random.next() % 100_000)),
                                            at: Int.random(in: 0...rows.count, using: &random))
                        case 1:
                            let index = Int.random(in: 0..<rows.count, using: &random)
                            if !draggedSet.contains(rows[index].id) { rows.remove(at: index) }
                        default:
                            let index = Int.random(in: 0..<rows.count, using: &random)
                            let row = rows[index]
                            rows[index] = Row(id: row.id, fields: row.fields.map { $0 + "!" }, height: row.height, version: row.version + 1)
                        }
                    }
                    if Set(rows.map(\.id)).count == rows.count {
                        _ = scene.commit(BatchAnimator.prepare(old: scene.list.rows, new: rows), at: eventTime)
                        lastBatch = eventTime
                        batchHeight = 2 * 72
                        coverage.insert(.liveBatch)
                    }
                }
            } else if frames > 0, !scene.needsFrames, time - lastBatch > 1 {
                break
            }
            let offsetBefore = scene.list.scrollOffset
            let rows = frame().rows
            let scrolled = scene.list.scrollOffset - offsetBefore
            if scrolled != 0 && phase == "drag" { coverage.insert(.autoScrolled) }
            if phase == "drag", scene.reorder.offsets.values.contains(where: { $0.to != 0 }) { coverage.insert(.madeWay) }
            // The dragged rows follow the pointer exactly; the rest never jump.
            let batchRecent = time - lastBatch < 0.4
            let allowance = 0.25 * (stackHeight + (batchRecent ? batchHeight : 0)) + 1
            if phase == "drag", scene.isReordering {
                guard let row = rows.first(where: { $0.id == primary }) else { return "the dragged row is not drawn at \(time)" }
                if !lifted {
                    // It lifts where it is drawn (no jump beyond the pointer's move), and from
                    // then on stays at that distance from the pointer.
                    lifted = true
                    if let before = last[primary], abs(row.y + scrolled - before.y - (pointerY - lastPointerY)) > allowance {
                        return "the held row jumped from \(before.y) to \(row.y) as the drag started at \(time)"
                    }
                    grab = pointerY - row.y
                }
                if abs(row.y - (pointerY - grab)) > 1e-6 {
                    return "the dragged row is at \(row.y), the pointer at \(pointerY - grab) at \(time)"
                }
                if row.lift <= 0 && time > 0.3 { return "the dragged row is not lifted" }
                // How far each other dragged row moved within the stack (gathering into it).
                for other in rows where draggedSet.contains(other.id) {
                    let offset = other.y - row.y
                    gatherStep[other.id] = stackOffset[other.id].map { abs(offset - $0) } ?? 0
                    stackOffset[other.id] = offset
                }
            }
            lastPointerY = pointerY
            var now: [RowID: (y: Double, opacity: Double)] = [:]
            for row in rows {
                now[row.id] = (row.y, row.opacity)
                guard let before = last[row.id], before.opacity > 0.05, row.opacity > 0.05 else { continue }
                if draggedSet.contains(row.id) && phase == "drag" { continue }
                // A cancelled row slides back at most a viewport (farther, it fades where it is).
                let limit = draggedSet.contains(row.id) && phase == "cancel" ? 0.25 * scene.list.viewportHeight + 1
                    : max(allowance, settleLimit[row.id] ?? 0)
                let moved = row.y + scrolled - before.y
                let onScreen = row.y + row.height > 0 && row.y < scene.list.viewportHeight
                if onScreen, abs(moved) > limit {
                    return "\(row.id) jumped \(Int(moved)) px (allowed \(Int(limit))) at \(time) (\(phase))"
                }
            }
            last = now
        }
        if scene.isReordering { return "the drag never ended" }
        // The order: the others as the live batches left them, the dragged rows together, in order.
        let order = Array(scene.list.layout.ids)
        let stillDragged = dragged.filter { scene.list.layout.contains($0) }
        let positions = stillDragged.map { order.firstIndex(of: $0)! }
        if phase == "drop", lifted {   // (a release within the tap slop drags nothing)
            if positions != Array((positions.first ?? 0)..<((positions.first ?? 0) + positions.count)) {
                return "the dropped rows are not together in their order: \(positions)"
            }
            // They land where they were dropped (within half the stack and a row; among the rows
            // as they were drawn, so a batch that landed just before the release moves them on with
            // those rows).
            if let (dropY, _) = finalChecks, let index = scene.list.layout.index(of: primary) {
                let landed = scene.list.viewportY(ofRowAt: index)
                if dropY > 60 && dropY < 540 && abs(landed - dropY) > stackHeight / 2 + 72 + releaseShift {
                    return "the dragged row was dropped at \(dropY) and landed at \(landed)"
                }
            }
            // Every row is at its slot once the settle is over.
            for row in frame().rows where row.index >= 0 {
                if abs(row.y - scene.list.viewportY(ofRowAt: row.index)) > 1e-6 { return "\(row.id) did not settle" }
            }
        }
        if phase == "drop", !lifted, let edit = scene.history.undoStack.last, case .reorder = edit {
            return "a release that dragged nothing reordered the rows"
        }
        let others = order.filter { !draggedSet.contains($0) }
        let expectedOthers = scene.history.undoStack.last.flatMap { edit -> [RowID]? in
            guard case .reorder(let before, _, _, _, _) = edit else { return nil }
            return Array(before).filter { !draggedSet.contains($0) }
        }
        if phase == "drop", let expectedOthers, expectedOthers != others { return "the other rows changed order" }
        if phase == "drop", expectedOthers != nil { coverage.insert(.moved) }
        if phase == "cancel" { coverage.insert(.cancelled) }
        return nil
    }

    /// `REORDER_SEED=<seed>` runs that one case alone.
    @Test func randomDragsKeepTheOrderAndNeverJump() {
        var coverage: Coverage = []
        for seed in TestSeed.seeds(150) where ProcessInfo.processInfo.environment["REORDER_SEED"].map({ UInt64($0)! == seed &+ 49_000 }) ?? true {
            let failure = Self.run(seed: seed &+ 49_000, coverage: &coverage)
            #expect(failure == nil, "\(TestSeed.label(seed &+ 49_000)): \(failure ?? "")")
        }
        if ProcessInfo.processInfo.environment["REORDER_SEED"] == nil {
            #expect(coverage == [.moved, .cancelled, .autoScrolled, .several, .liveBatch, .madeWay], "covered only \(coverage)")
        }
    }
}
