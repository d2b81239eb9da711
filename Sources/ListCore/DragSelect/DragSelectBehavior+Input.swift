extension DragSelectBehavior {
    /// The strip's horizontal extent in a list `listWidth` wide: `minX ..< minX + width`.
    ///
    ///     behavior.stripBounds(listWidth: 400)   // (minX: 0, width: 60) on the leading side
    ///
    /// - Complexity: O(1).
    package func stripBounds(listWidth: Double) -> (minX: Double, width: Double) {
        let width = min(max(0, options.stripWidth), max(0, listWidth))
        switch options.stripSide {
        case .leading: return (0, width)
        case .trailing: return (max(0, listWidth) - width, width)
        }
    }

    /// True when `x` (from the list's left edge) falls in the selection strip.
    ///
    ///     behavior.isInStrip(x: 30, listWidth: 400)   // true with the default 60 px leading strip
    ///
    /// - Complexity: O(1).
    package func isInStrip(x: Double, listWidth: Double) -> Bool {
        let strip = stripBounds(listWidth: listWidth)
        return x >= strip.minX && x < strip.minX + strip.width
    }

    /// Starts a drag at a press. Returns `true` (and the host should claim the gesture) only when
    /// enabled, not already dragging, inside the strip and over a row; the row under the press
    /// decides the mode and takes its new state at once.
    ///
    ///     if dragSelect.begin(x: 12, y: 200, listWidth: 400, at: 1.0) { gesture.claim() }
    ///
    /// - Complexity: O(log n).
    @discardableResult
    package func begin(x: Double, y: Double, listWidth: Double, at time: Double) -> Bool {
        guard options.isEnabled, session == nil, let list, isInStrip(x: x, listWidth: listWidth),
            y >= 0, y < list.viewportHeight, let index = list.rowIndex(atViewportY: y)
        else { return false }
        guard let id = list.id(at: index) else { return false }
        let mode = DragSelectMode(startingOnSelectedRow: list.selection.contains(id))
        guard let range = RangeSelection(anchorAt: index, role: .pivot, mode: mode, in: list) else { return false }
        startSession(range: range, x: x, y: y, time: time)
        log("dragselect.begin", [("id", .string(id.rawValue)), ("index", .number(Double(index))),
                                 ("mode", .string(mode.rawValue))])
        return true
    }

    /// The pointer moved (x and y may be anywhere, also outside the list). Moves shorter than
    /// `jitterThreshold` from the last accepted point are ignored; otherwise the range follows
    /// the row under the pointer at once, filling in any rows a fast move skipped.
    ///
    ///     dragSelect.move(x: 14, y: 480, at: 1.2)
    ///
    /// - Complexity: O(log n + rows entering or leaving the range).
    package func move(x: Double, y: Double, at time: Double) {
        guard let list, var session else { return }
        let dx = x - session.pointX
        let dy = y - session.pointY
        guard (dx * dx + dy * dy).squareRoot() >= options.jitterThreshold else { return }
        session.pointX = x
        session.pointY = y
        session.hasMoved = true
        session.time = time
        if let direction = autoScrollDirection(forPointerY: y) {
            // Entering a zone (or sitting at an end) starts the auto-scroll clock now.
            if session.scrollTime == nil || isAtEnd(direction, of: list) { session.scrollTime = time }
        } else {
            session.scrollTime = nil
        }
        self.session = session
        followPointer()
    }

    /// The pointer was released: the selection stays as it is (the rows between the anchor and
    /// the row under the pointer at this moment). Returns that last row (the host can give it
    /// the keyboard focus), `nil` when no drag was running.
    ///
    ///     if let last = dragSelect.end(at: 2.0) { commands.setFocus(last, in: list) }
    ///
    /// - Complexity: O(log n).
    @discardableResult
    package func end(at time: Double) -> RowID? {
        guard session != nil else { return nil }
        followPointer()
        guard let session else { return nil }  // the anchor row may have gone
        self.session = nil
        if let list { session.range.release(in: list) }
        log("dragselect.end", [("selected", .number(Double(list?.selection.count ?? 0))),
                               ("covered", .number(Double(session.range.coveredCount))),
                               ("mode", .string(session.range.mode.rawValue))])
        return session.range.focus
    }

    /// The gesture was cancelled (Escape, grab lost, edit mode left mid-drag): every row the drag
    /// covered gets its pre-drag state back.
    ///
    ///     dragSelect.cancel(at: 2.0)
    ///
    /// - Complexity: O(rows covered).
    package func cancel(at time: Double) {
        guard var session else { return }
        self.session = nil
        if let list {
            session.range.restoreAll(in: list)
            session.range.release(in: list)
        }
        log("dragselect.cancel", [("selected", .number(Double(list?.selection.count ?? 0)))])
    }

    /// The row under the pointer, the pointer clamped into the viewport and the rows: above the
    /// first row (over the header) counts as the first row, below the last as the last.
    func rowIndexUnderPointer(_ y: Double, in list: ListState) -> Int {
        let clampedY = clampedPointerY(y, in: list)
        if let index = list.rowIndex(atViewportY: clampedY) { return index }
        let contentY = clampedY + list.scrollOffset - list.headerHeight
        // Over a windowed list's section header: the slot it shares with its section's first item.
        if list.isWindowed, let slot = list.windowed?.index(atY: contentY) { return slot }
        return contentY < 0 ? 0 : list.count - 1
    }

    /// `y` clamped into the visible area `0 ..< viewportHeight`.
    func clampedPointerY(_ y: Double, in list: ListState) -> Double {
        min(max(y, 0), max(0, list.viewportHeight - 1e-6))
    }

    /// Re-derives the row under the pointer and updates the range; ends the drag when its anchor
    /// row has left the list.
    func followPointer() {
        guard let list, var session else { return }
        guard list.count > 0, session.range.anchorIndex(in: list) != nil else {
            self.session = nil
            session.range.release(in: list)
            log("dragselect.end", [("selected", .number(Double(list.selection.count))),
                                   ("reason", "anchor removed")])
            return
        }
        let index = rowIndexUnderPointer(session.pointY, in: list)
        let previousFocus = session.range.focus
        session.range.extend(toIndex: index, in: list)
        // A selection-change callback may have ended this drag meanwhile; keep that decision.
        guard self.session?.id == session.id else { return }
        self.session = session
        if session.range.focus != previousFocus {
            log("dragselect.row", [("id", .string(session.range.focus?.rawValue ?? "")),
                                   ("index", .number(Double(index))),
                                   ("mode", .string(session.range.mode.rawValue)),
                                   ("covered", .number(Double(session.range.coveredCount)))])
        }
    }
}
