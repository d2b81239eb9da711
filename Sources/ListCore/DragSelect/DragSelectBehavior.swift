/// Drag multi-select: in edit mode, dragging along the selection strip selects (or deselects)
/// every row between the row where the drag started and the row under the pointer; moving back
/// truly undoes; holding the pointer near the top or bottom edge auto-scrolls and selects exactly
/// the rows that pass under the pointer.
///
/// The host forwards pointer input in list-viewport coordinates (x from the list's left edge,
/// y from the top of the visible area) and frame times; the behavior owns every decision.
///
///     let dragSelect = DragSelectBehavior()
///     list.attach(dragSelect)
///     dragSelect.options.isEnabled = true                       // entering edit mode
///     if dragSelect.begin(x: 20, y: 130, listWidth: 400, at: t0) { /* claim the gesture */ }
///     dragSelect.move(x: 22, y: 560, at: t1)                    // rows in between are selected
///     _ = list.frame(at: t2)                                    // advance(to:) auto-scrolls
///     dragSelect.end(at: t3)
///
/// How it improves on TableViewScrollAndSelect: the range is computed from exact heights (no
/// overshoot or lag while auto-scrolling), rows skipped by a fast move are filled in, reversing
/// restores each row's pre-drag state instead of flipping the mode, and rows are tracked by
/// identity so rows inserted or deleted during the drag do not confuse it.
///
/// - Complexity: per step O(log n + rows entering or leaving the range + rows scrolled past),
///   plus one copy of the selection set when it changes; never a walk over all rows.
public final class DragSelectBehavior: ListBehavior {
    package var options: Options {
        didSet {
            if !options.isEnabled, let session { end(at: session.time) }
        }
    }
    private(set) weak var list: ListState?
    var session: Session?
    private var sessionCount = 0

    package init(options: Options = Options()) {
        self.options = options
    }

    /// Live at once when attached to a list in edit mode (it may have entered edit mode while
    /// this behavior was detached).
    package func didAttach(to list: ListState) {
        self.list = list
        if list.isEditing { options.isEnabled = true }
    }

    /// Detached mid-drag: the drag is cancelled (every row it covered gets its pre-drag state
    /// back) and strip presses select nothing until attached again.
    package func didDetach(from list: ListState) {
        if let session { cancel(at: session.time) }
        options.isEnabled = false   // edit mode may end while detached
        self.list = nil
    }

    /// True from a successful `begin` until `end` or `cancel`.
    package var isDragging: Bool { session != nil }

    /// Whether the running drag selects or deselects; `nil` when not dragging.
    package var mode: DragSelectMode? { session?.range.mode }

    /// The row the running drag started on.
    package var anchorRow: RowID? { session?.range.anchor }

    /// The row under the pointer at the last step of the running drag.
    package var focusRow: RowID? { session?.range.focus }

    /// Starts a new drag session; `RangeSelection` has already applied the mode to the anchor.
    func startSession(range: RangeSelection, x: Double, y: Double, time: Double) {
        sessionCount += 1
        session = Session(id: sessionCount, range: range, pointX: x, pointY: y, time: time)
    }

    /// Auto-scrolls for the time since the last frame, then re-derives the row under the
    /// (unchanged) pointer and updates the range in the same step.
    package func advance(to time: Double) {
        guard let list, var session else { return }
        session.time = time
        if session.hasMoved, let direction = autoScrollDirection(forPointerY: session.pointY) {
            let last = session.scrollTime ?? time
            session.scrollTime = time
            self.session = session
            let dt = time - last
            if dt > 0 { autoScroll(direction, for: dt, in: list) }
        } else {
            session.scrollTime = nil
            self.session = session
        }
        followPointer()
    }

    /// True while dragging in a scroll zone and the list can still scroll that way.
    package var needsFrames: Bool {
        guard let list, let session, session.hasMoved,
            let direction = autoScrollDirection(forPointerY: session.pointY)
        else { return false }
        return !isAtEnd(direction, of: list)
    }
}
