import Testing
@testable import ListCore

/// Issue 23: seeded random batches — inserts, deletes, moves and height changes above, inside and
/// below the viewport, at the top and scrolled down, some landing mid-animation. Scrolled down
/// (policy `keepReadingPosition`), the first fully visible row the batch leaves in place keeps its
/// on-screen y to the pixel, and so does every row whose place relative to it did not change, in
/// every frame; no row drawn before and after a batch jumps when it lands; rows above the viewport
/// before and after a batch are never drawn in it. At the top, new rows on top are revealed.
///
/// `ScrollAnchorPropertyTests.policy = .none` (anchoring off: today's main) fails them.
@Suite struct ScrollAnchorPropertyTests {
    typealias F = SceneFixture
    /// The policy under test; `.none` reproduces the code before anchoring (the proof they fail).
    static let policy = ScrollAnchorPolicy.keepReadingPosition

    /// Where an operation lands, relative to the viewport before the batch.
    enum Region: CaseIterable { case above, inside, below }

    /// One random batch on `rows`: 1 to 4 operations, each an insert, delete, move or height
    /// change in a random region.
    static func batch(_ rows: [Row], visible: Range<Int>, random: inout BatchSeededRandom, serial: inout Int) -> [Row] {
        var rows = rows
        func index(in region: Region, count: Int) -> Int {
            let lower = max(0, min(visible.lowerBound, count - 1)), upper = min(visible.upperBound, count)
            switch region {
            case .above: return lower == 0 ? 0 : random.next(below: lower)
            case .inside: return lower + random.next(below: max(1, upper - lower))
            case .below: return min(count - 1, upper + random.next(below: max(1, count - upper)))
            }
        }
        for _ in 0..<(1 + random.next(below: 4)) {
            let region = Region.allCases[random.next(below: 3)]
            let at = index(in: region, count: rows.count)
            switch random.next(below: 4) {
            case 0:
                serial += 1
                rows.insert(Row(id: RowID("new-\(serial)"), fields: ["New \(serial)", "new", "\(serial)"],
                                height: [44, 56, 72, 96][random.next(below: 4)]), at: min(at, rows.count))
            case 1:
                if rows.count > 150 { rows.remove(at: at) }
            case 2:
                let row = rows.remove(at: at)
                let to = index(in: Region.allCases[random.next(below: 3)], count: rows.count + 1)
                rows.insert(row, at: min(to, rows.count))
            default:
                rows[at].height = [40, 56, 80, 120][random.next(below: 4)]
            }
        }
        return rows
    }

    /// Runs one seed; returns what went wrong, or `nil`.
    static func run(seed: UInt64, policy: ScrollAnchorPolicy) -> String? {
        var random = BatchSeededRandom(seed: seed)
        let scene = F.scene(rows: 200, viewport: 600)
        scene.anchoring.policy = policy
        let list = scene.list
        let atTop = random.chance(0.25)
        if !atTop { list.scroll(to: 300 + Double(random.next(below: Int(list.maxScrollOffset) - 1300))) }
        var time = 1.0, serial = 0
        _ = F.frame(scene, at: time)
        for step in 0..<4 {
            let atRest = !scene.animator.isAnimating
            let before = F.frame(scene, at: time)
            let old = list.rows, oldOffset = list.scrollOffset
            let new = batch(old, visible: list.visibleRange, random: &random, serial: &serial)
            let plan = BatchAnimator.prepare(old: old, new: new).plan
            let moved = Set(plan.moves.map(\.id)), inserted = Set(plan.insertions.map(\.id))
            // The anchor, found here from the layout before the batch: the first fully visible row
            // the batch neither deletes nor moves.
            let oldLayout = list.layout
            let anchor = list.visibleRange.first { index in
                list.viewportY(ofRowAt: index) >= -1e-9 && new.contains { $0.id == oldLayout.ids[index] }
                    && !moved.contains(oldLayout.ids[index])
            }.map { oldLayout.ids[$0] }
            let restingY = { (id: RowID) -> Double? in list.layout.index(of: id).map { list.viewportY(ofRowAt: $0) } }
            let anchorY = anchor.flatMap(restingY)
            // Rows at rest in view before the batch, their y, and their place relative to the anchor.
            var still: [RowID: Double] = [:]
            for index in list.visibleRange { still[oldLayout.ids[index]] = list.viewportY(ofRowAt: index) }
            // Rows entirely above the viewport before the batch (the 30 nearest it).
            let first = list.visibleRange.lowerBound
            let aboveBefore = Set((max(0, first - 30)..<first).map { oldLayout.ids[$0] }.filter { id in
                guard let y = restingY(id), let index = oldLayout.index(of: id) else { return false }
                return y + oldLayout.height(at: index) <= 0
            })

            scene.animator.apply(new, at: time)
            let label = "\(TestSeed.label(seed)) batch \(step) at \(atTop ? "top" : "offset \(Int(oldOffset))")"
            // No row drawn before and after the batch jumps when it lands.
            let landed = scene.frame(listWidth: F.listWidth, pageWidth: F.listWidth, hasFocus: true)
            let drawnBefore = Dictionary(before.rows.filter { $0.opacity > 0.01 }.map { ($0.id, $0.y) }, uniquingKeysWith: { a, _ in a })
            for row in landed.rows where row.opacity > 0.01 {
                if let y = drawnBefore[row.id], abs(row.y - y) > 0.5 {
                    return "\(label): \(row.id) jumped from \(y) to \(row.y) as the batch landed"
                }
            }
            if atTop {
                guard list.scrollOffset <= ScrollAnchoring.revealTolerance else {
                    return "\(label): the list left the top (offset \(list.scrollOffset))"
                }
            } else if let anchor, let anchorY, list.scrollOffset < list.maxScrollOffset {
                guard let y = restingY(anchor), abs(y - anchorY) <= 0.5 else {
                    return "\(label): the anchor \(anchor) rests at \(restingY(anchor) ?? .nan), was \(anchorY)"
                }
            }
            // Rows whose place relative to the anchor did not change.
            var keep: [RowID: Double] = [:]
            if !atTop, atRest, let anchor, let anchorY, let newAnchorY = restingY(anchor) {
                for (id, y) in still where !inserted.contains(id) && !moved.contains(id) {
                    if let now = restingY(id), abs((now - newAnchorY) - (y - anchorY)) < 0.01 { keep[id] = y }
                }
            }
            let aboveAfter = Set(new.map(\.id).filter { id in
                guard let y = restingY(id), let index = list.layout.index(of: id) else { return false }
                return y + list.layout.height(at: index) <= 0
            })
            // (A row still sliding out of view from an earlier batch is drawn where it is.)
            let hidden = atTop ? [] : aboveAfter.intersection(aboveBefore.union(inserted)).subtracting(drawnBefore.keys)
            let pause = random.chance(0.3) ? 0.05 + Double(random.next(below: 10)) * 0.016 : 0.6
            for t in F.frames(from: time + 1.0 / 60, to: time + pause) {
                let frame = F.frame(scene, at: t)
                for row in frame.rows where row.opacity > 0.01 {
                    if let y = keep[row.id], abs(row.y - y) > 0.5 {
                        return "\(label): \(row.id) moved from \(y) to \(row.y) at \(t) though nothing changed around it"
                    }
                    if hidden.contains(row.id), row.y + row.height > 0, row.y < list.viewportHeight {
                        return "\(label): \(row.id), above the viewport before and after, was drawn at \(row.y) at \(t)"
                    }
                }
            }
            time += pause
        }
        if atTop, let first = list.layout.ids.first {
            let frame = F.frame(scene, at: time + 1)
            guard frame.scroll.newRowsAbove == 0, frame.rows.contains(where: { $0.id == first && $0.opacity > 0.99 }) else {
                return "\(TestSeed.label(seed)): at the top, the first row \(first) is not shown (or a count is)"
            }
        }
        return nil
    }

    @Test func batchesKeepTheReadersPlace() {
        var failures: [String] = []
        for seed in TestSeed.seeds(200) {
            if let failure = Self.run(seed: seed, policy: Self.policy) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) of 200 seeds failed, first: \(failures.first ?? "")")
    }
}
