/// Drag to reorder (issue 49): in edit mode a row's handle lifts the row (or the selected rows,
/// gathered under the pointer) and it follows the pointer one to one; the rows it passes make way,
/// each sliding as the dragged rows' centre crosses its own (AdwTabBox's timing,
/// `ReorderMotion`); near the top or bottom edge the list auto-scrolls with drag-select's zones
/// and speeds (`EdgeAutoScroll`); the release settles the rows into their slot from where they
/// are, a cancel slides everything back.
///
/// The layout keeps the old order during the drag: what moves is drawn, as offsets of each row's
/// y, kept by identity (`offsets`), so a batch that lands mid-drag (a live update, a database's
/// change) is applied to the layout as any batch and the rows still make way around the dragged
/// ones. The drop's new order is committed by the scene (`ListScene+Reorder.swift`), as one
/// batch and one undo step; this behavior only draws.
///
///     let reorder = ReorderDrag()
///     list.attach(reorder)                         // after the batch animator: it adds to its y
///     reorder.begin(ids: ["row-2"], primary: "row-2", pointerY: 130, at: t0)
///     reorder.move(pointerY: 400, at: t1)          // rows between make way
///     let order = reorder.dropOrder()              // the rows' new order, to commit
///
/// - Complexity: a step is O(log n + rows on screen); a frame decorates each row in O(log d),
///   d the dragged rows.
final class ReorderDrag: ListBehavior {
    private(set) weak var list: ListState?
    /// The auto-scroll zones and speed (the scene keeps them equal to drag-select's).
    var zones = EdgeAutoScroll(zoneHeight: 40, speed: .moderate)
    private(set) var session: Session?
    /// Each row's y offset by identity: a row making way, a dragged row gathering into the
    /// stack, every row settling after a drop or a cancel.
    private(set) var offsets: [RowID: Animation] = [:]
    /// The offset each row near the viewport had at the last step (what a new slide starts from).
    private var shown: [RowID: Double] = [:]
    /// Rows a batch removed while they were offset, with their last offset and when they left:
    /// they fade out where they were drawn (for a second, longer than any batch's fade).
    private var departed: [RowID: (offset: Double, time: Double)] = [:]
    /// Rows settling to a place farther than a viewport away (a cancel after a long auto-scroll):
    /// they fade out where they are instead of sweeping across the list, as the batch animator's
    /// far moves do.
    private var fading: [RowID: (offset: Double, opacity: Animation)] = [:]
    /// The dragged rows as the layout has them (`stack`, made again when the rows changed).
    private var stackCache = Stack()
    private var stackGeneration = -1
    private var reducesMotion = false
    /// The dragged rows a windowed list's host keeps drawn (`TrackedRoles.dragged`) until the drag ends.
    private var trackedDragged: [RowID] = []
    /// How far from the primary's top, in viewport heights, a windowed list's lifted rows are read
    /// and drawn: the stack moves with the pointer, which stays in the viewport, so a row farther
    /// along the stack never comes into view (a drag of every selected row of a long list reads a
    /// few viewports of them, not all).
    static let drawnReach = 2.0
    private var lastTime = 0.0

    func didAttach(to list: ListState) { self.list = list }

    /// The dragged rows as the layout has them now: made again after any batch (`setRows`), so a
    /// frame built between a batch and the next step still finds them.
    var stack: Stack {
        guard let list, let session else { return stackCache }
        if stackGeneration != list.rowsGeneration || stackCache.ids.count > session.ids.count {
            stackCache = Stack(ids: session.ids, in: list)
            stackGeneration = list.rowsGeneration
        }
        return stackCache
    }

    func didDetach(from list: ListState) {
        releaseDragged()
        session = nil
        offsets = [:]
        fading = [:]
        shown = [:]
        self.list = nil
    }

    /// Edit mode left mid-drag: the drag is cancelled, the rows slide back.
    func editingDidChange(at time: Double) {
        guard let list, !list.isEditing, session != nil else { return }
        list.emit("reorder.cancel", [("reason", "edit mode left")])
        abandon(at: time)
    }

    func setReducesMotion(_ reduced: Bool) {
        reducesMotion = reduced
        if reduced { for id in offsets.keys { offsets[id]?.skip() } }
    }

    /// True from `begin` until the drop or the cancel.
    var isDragging: Bool { session != nil }

    /// The rows being dragged, in list order (empty when none).
    var draggedIDs: [RowID] { session?.ids ?? [] }

    var needsFrames: Bool {
        if let session {
            if session.lift.state == .playing && !session.lift.isFinished(at: lastTime) { return true }
            if let list, let direction = zones.direction(forPointerY: session.pointerY, viewportHeight: list.viewportHeight),
               !EdgeAutoScroll.isAtEnd(direction, of: list) { return true }
        }
        return offsets.values.contains { !$0.isFinished(at: lastTime) }
            || fading.values.contains { !$0.opacity.isFinished(at: lastTime) }
    }

    // MARK: Input

    /// Lifts `ids` (in any order; the ones in the list are dragged, in list order) with the
    /// pointer at viewport `pointerY` over `primary`. Rows already settling go on from where they
    /// are. Returns false (nothing starts) when `primary` is not in the list.
    @discardableResult
    func begin(ids: [RowID], primary: RowID, pointerY: Double, at time: Double) -> Bool {
        guard let list, let primaryIndex = list.position(of: primary) else { return false }
        let start = max(time, lastTime)
        var dragged = ids.contains(primary) ? ids : ids + [primary]
        let stack = Stack(ids: dragged, in: list)
        stackCache = stack
        stackGeneration = list.rowsGeneration
        dragged = stack.ids
        releaseDragged()
        if list.isWindowed {
            // The lifted rows stay drawn under the pointer wherever they came from and when the window
            // moves on (edge auto-scroll): their host keeps them `.dragged`, read where they were not
            // drawn. Only the stack's rows within `Self.drawnReach` of the primary's top can come into
            // view (the stack moves with the pointer): the others land with the drop, never read.
            let primaryTop = stack.prefix[stack.position(of: primary, in: list) ?? 0]
            let reach = Self.drawnReach * list.viewportHeight
            trackedDragged = stack.ids.indices.compactMap { position in
                guard abs(stack.prefix[position] - primaryTop) <= reach else { return nil }
                return list.track(.dragged, at: stack.indices[position])
            }
        }
        // Where the primary is drawn now (it may still be settling).
        let primaryY = list.viewportY(ofRowAt: primaryIndex) + (offsets[primary]?.value(at: start) ?? 0)
        var lift = Animation(from: 0, to: 1, kind: Animation.reducedMotion(ReorderMotion.lift, reduced: reducesMotion))
        lift.play(at: start)
        session = Session(ids: dragged, primary: primary, grab: pointerY - primaryY, pointerY: pointerY,
                          time: start, lift: lift, slot: 0, startIndex: primaryIndex, scrollTime: nil)
        // The other dragged rows gather into the stack from where they are drawn (from just
        // outside the viewport when they are off screen).
        let primaryPosition = stack.position(of: primary, in: list) ?? 0
        for (position, id) in stack.ids.enumerated() where id != primary {
            let index = stack.indices[position]
            let drawn = list.viewportY(ofRowAt: index) + (offsets[id]?.value(at: start) ?? 0)
            let clamped = min(max(drawn, -list.height(at: index)), list.viewportHeight)
            let slotY = primaryY + stack.prefix[position] - stack.prefix[primaryPosition]
            offsets[id] = played(from: clamped - slotY, kind: ReorderMotion.gather, at: start)
        }
        offsets[primary] = nil
        shown[primary] = nil
        step(at: start)
        list.emit("reorder.begin", [("id", .string(primary.rawValue)), ("rows", .number(Double(dragged.count))),
                                    ("index", .number(Double(primaryIndex)))])
        return true
    }

    /// The pointer moved to viewport `pointerY`: the dragged rows follow; rows whose centre the
    /// dragged rows' centre crossed start making way now.
    func move(pointerY: Double, at time: Double) {
        guard var session, let list else { return }
        session.pointerY = pointerY
        let direction = zones.direction(forPointerY: pointerY, viewportHeight: list.viewportHeight)
        if direction == nil { session.scrollTime = nil } else if session.scrollTime == nil { session.scrollTime = max(time, lastTime) }
        self.session = session
        step(at: max(time, lastTime))
    }

    /// The new order of the list's rows for a drop now: the other rows in their order with the
    /// dragged rows, in theirs, at the slot the drag reached. `nil` when no drag runs, and on a
    /// windowed list (`dropMove`).
    func dropOrder() -> (rows: [Row], index: Int)? {
        guard let session, let list, !list.isWindowed else { return nil }
        let stack = Stack(ids: session.ids, in: list)
        let draggedSet = Set(stack.indices)
        var others: [Row] = []
        others.reserveCapacity(list.count - draggedSet.count)
        for (index, row) in list.rows.enumerated() where !draggedSet.contains(index) { others.append(row) }
        let slot = min(max(session.slot, 0), others.count)
        var rows = Array(others[..<slot])
        rows.append(contentsOf: stack.indices.map { list.rows[$0] })
        rows.append(contentsOf: others[slot...])
        return (rows, slot)
    }

    /// A drop now as model positions, for a windowed list (which does not hold the other rows):
    /// the dragged rows' positions (sorted; rows outside the window too, tracked by its host)
    /// and the slot the drag reached (how many other rows go before them), clamped to the list.
    /// `nil` when no drag runs.
    ///
    /// - Complexity: O(d log n) for d dragged rows.
    func dropMove() -> (ids: [RowID], positions: [Int], slot: Int)? {
        guard let session, let list else { return nil }
        let stack = Stack(ids: session.ids, in: list)
        return (stack.ids, stack.indices, min(max(session.slot, 0), list.count - stack.indices.count))
    }

    /// Ends the drag (a drop or a cancel): from here every row slides from `drawn` (its viewport
    /// y as last drawn, by identity, taken before the scene committed the new order) to where the
    /// list draws it without this behavior (its place, or where a running batch has it), in
    /// `kind`'s time.
    func settle(from drawn: [RowID: Double], kind: Animation.Kind, at time: Double) {
        guard let list else { return }
        let start = max(time, lastTime)
        releaseDragged()
        session = nil
        offsets = [:]
        shown = [:]
        fading = [:]
        // Rows a batch removed mid-drag keep fading where they were drawn (their offset kept):
        // dropped here, a deleted row would leap by the way it had made as the drag ends.
        let kind = Animation.reducedMotion(kind, reduced: reducesMotion)
        var settled: [RowID: Animation] = [:]
        // Where each row is drawn without an offset of this behavior's (none is left now).
        for row in list.appearances(at: start) where row.index >= 0 {
            guard let y = drawn[row.id] else { continue }
            let offset = y - row.y
            if abs(offset) > list.viewportHeight {
                fading[row.id] = (offset, played(from: 1, to: 0, kind: kind, at: start))
            } else if abs(offset) > 1e-9 {
                settled[row.id] = played(from: offset, kind: kind, at: start)
            }
        }
        offsets = settled
        lastTime = start
        list.emit("reorder.end", [("rows", .number(Double(drawn.count)))])
    }

    /// A windowed list's host lets go of the dragged rows it kept drawn (`begin`).
    private func releaseDragged() {
        for id in trackedDragged { list?.untrack(.dragged, id) }
        trackedDragged = []
    }

    /// Forgets a drag whose rows left the list (nothing to settle into): the rows still drawn
    /// slide to their places.
    func abandon(at time: Double) {
        guard let list else { return }
        var drawn: [RowID: Double] = [:]
        for row in list.appearances(at: max(time, lastTime)) where row.index >= 0 { drawn[row.id] = row.y }
        settle(from: drawn, kind: ReorderMotion.cancel, at: time)
    }

    // MARK: Frames

    func advance(to time: Double) {
        guard time >= lastTime else { return }
        if var session, let list, let scrollTime = session.scrollTime {
            session.scrollTime = time
            self.session = session
            zones.scroll(list, pointerY: session.pointerY, for: time - scrollTime)
        }
        step(at: time)
    }

    func decorate(_ row: inout RowAppearance, at time: Double) {
        if let session, let list, let position = stack.position(of: row.id, in: list) {
            row.y = stackTop(session, in: list) + stack.prefix[position] + (offsets[row.id]?.value(at: time) ?? 0)
            row.lift = session.lift.value(at: time)
            row.pressed = 0
            return
        }
        if let far = fading[row.id], !far.opacity.isFinished(at: time) {
            row.y += far.offset
            row.opacity *= far.opacity.value(at: time)
        } else if row.index < 0, let gone = departed[row.id] {
            row.y += gone.offset
        } else if let animation = offsets[row.id] {
            row.y += animation.value(at: time)
        } else if let offset = shown[row.id] {
            row.y += offset
        } else if let session, let list, row.index >= 0 {
            row.y += target(ofRowAt: row.index, slot: session.slot, in: list)
        }
    }

    /// The dragged rows are drawn wherever the pointer is (their slots may be far off screen),
    /// and last, above the rows they pass.
    func finishFrame(_ rows: inout [RowAppearance], at time: Double) {
        guard session != nil, let list else { return }
        var dragged: [RowAppearance] = []
        rows.removeAll { row in
            guard row.index >= 0, stack.position(of: row.id, in: list) != nil else { return false }
            dragged.append(row)
            return true
        }
        let present = Set(dragged.map(\.id))
        // A windowed list draws the dragged rows it holds (its window's, those its host read at the
        // lift, rows in flight): a selected row farther along the stack than `drawnReach` keeps
        // its place in it, off screen, and lands with the others.
        for (position, id) in stack.ids.enumerated() where !present.contains(id) && (!list.isWindowed || list.row(id) != nil) {
            let index = stack.indices[position]
            dragged.append(list.appearance(of: id, index: index, y: list.viewportY(ofRowAt: index),
                                           height: list.height(at: index), at: time))
        }
        dragged.sort { $0.index < $1.index }
        rows.append(contentsOf: dragged)
    }

    // MARK: The geometry

    /// The viewport y of the top of the dragged stack: the primary row is `grab` above the pointer.
    func stackTop(_ session: Session, in list: ListState) -> Double {
        let primaryPosition = stack.position(of: session.primary, in: list) ?? 0
        return session.pointerY - session.grab - stack.prefix[primaryPosition]
    }

    /// How many of the other rows lie above the dragged stack: those whose centre is above the
    /// stack's centre (the slot the drop lands in). A row a running batch is still sliding (a
    /// live update just landed) counts where it is drawn, not where it is going: the drop lands
    /// among the rows the user sees.
    /// - Complexity: O(log n + log d), plus a step per row a batch has drawn across the centre.
    func slot(for session: Session, in list: ListState, at time: Double) -> Int {
        let centreY = stackTop(session, in: list) + stack.total / 2
        let centre = centreY + list.scrollOffset - list.headerHeight
        let count = list.count
        var above: Int
        if count == 0 || centre <= 0 {
            above = 0
        } else if let index = list.rowIndex(atViewportY: centreY) {
            above = centre > list.top(of: index) + list.height(at: index) / 2 ? index + 1 : index
        } else {
            above = count
        }
        if let animator = list.behavior(BatchAnimator.self) {
            let stack = self.stack
            func isDragged(_ index: Int) -> Bool {
                let position = stack.count(before: index)
                return position < stack.indices.count && stack.indices[position] == index
            }
            func drawnCentre(_ index: Int) -> Double {
                // A windowed list's row outside its window is not in flight: it is at its place.
                let top = list.id(at: index).flatMap { animator.animatedTop(of: $0, at: time) }
                    .map { $0 + list.scrollOffset - list.headerHeight } ?? list.top(of: index)
                return top + list.height(at: index) / 2
            }
            while true {
                var row = above - 1
                while row >= 0 && isDragged(row) { row -= 1 }
                guard row >= 0, drawnCentre(row) >= centre else { break }
                above = row
            }
            while true {
                var row = above
                while row < count && isDragged(row) { row += 1 }
                guard row < count, drawnCentre(row) < centre else { break }
                above = row + 1
            }
        }
        return above - stack.count(before: above)
    }

    /// Where the other row at layout `index` is drawn relative to its place, for the stack at
    /// `slot`: the dragged rows' places above it close, and the stack's height opens below the
    /// slot.
    /// - Complexity: O(log d).
    func target(ofRowAt index: Int, slot: Int, in list: ListState) -> Double {
        let before = stack.count(before: index)
        return -stack.prefix[before] + (index - before >= slot ? stack.total : 0)
    }

    /// Brings the offsets up to `time`: the slot from the pointer, then every row near the
    /// viewport heads for its target, a slide starting from where it is drawn when its target
    /// changed (the stack's centre crossed its own, or a batch moved it).
    private func step(at time: Double) {
        lastTime = max(lastTime, time)
        guard let list else { return }
        if var session {
            let stack = self.stack
            guard stack.ids.contains(session.primary) else {
                // The row held was removed (a live update): nothing left to drop.
                list.emit("reorder.cancel", [("reason", "the dragged row left the list")])
                return abandon(at: time)
            }
            session.ids = stack.ids
            session.time = time
            session.slot = slot(for: session, in: list, at: time)
            self.session = session
        }
        var now: [RowID: Double] = [:]
        let range = list.visibleRange
        let margin = 8
        let window = max(0, range.lowerBound - margin) ..< min(list.count, range.upperBound + margin)
        for index in window {
            guard let id = list.id(at: index) else { continue }
            if let session, stack.position(of: id, in: list) != nil {
                if let animation = offsets[id], animation.isFinished(at: time), id != session.primary { offsets[id] = nil }
                continue
            }
            let goal = session.map { target(ofRowAt: index, slot: $0.slot, in: list) } ?? 0
            if var animation = offsets[id] {
                if animation.to != goal {
                    animation.retarget(to: goal, at: time)
                    offsets[id] = animation
                }
            } else if let last = shown[id], last != goal {
                offsets[id] = played(from: last, to: goal, kind: ReorderMotion.makeWay, at: time)
            }
            now[id] = offsets[id]?.value(at: time) ?? goal
        }
        for (id, offset) in shown where now[id] == nil && !list.contains(id) && offset != 0 {
            departed[id] = (offsets[id]?.value(at: time) ?? offset, time)
        }
        departed = departed.filter { time - $0.value.time < 1 }
        fading = fading.filter { !$0.value.opacity.isFinished(at: time) }
        shown = now
        // Finished slides of rows away from the viewport are forgotten.
        offsets = offsets.filter { id, animation in now[id] != nil || session?.ids.contains(id) == true || !animation.isFinished(at: time) }
    }

    private func played(from: Double, to: Double = 0, kind: Animation.Kind, at time: Double) -> Animation {
        var animation = Animation(from: from, to: to, kind: Animation.reducedMotion(kind, reduced: reducesMotion))
        animation.play(at: time)
        return animation
    }
}
