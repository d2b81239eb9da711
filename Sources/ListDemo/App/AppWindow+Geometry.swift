import ListGtk
import ListWidget
import ListCore
import ListData

/// The `--debug` geometry tests aim with: the list, the drag-select strip, visible rows and
/// header bar buttons, in window coordinates.
extension AppWindow {
    /// One `frame` event per frame drawn while anything moves: the frame clock time `t`, every
    /// row drawn (window coordinates, x offset of its content, opacity) and the values that move.
    func emitFrame(_ frame: ListFrame, _ debug: DebugStream) {
        guard let origin = debug.point(in: list.listArea, x: 0, y: 0) else { return }
        // lastPaintMs: the paint time of the frame drawn before this one (this one is not painted yet).
        var fields: [(String, JSONValue)] = [("t", .number(frame.time)), ("lastPaintMs", .number(list.lastPaintMs))]
        fields.append(("rows", .array(frame.rows.map { row in
            ["id": .string(row.id.rawValue), "x": .number(frame.pages.list + ListWidget.contentOffset(of: row)),
             "y": .number((origin.y + row.y).rounded()), "height": .number(row.height),
             "opacity": .number(row.opacity), "contentOpacity": .number(row.contentOpacity),
             "index": .number(Double(row.index)),
             "checkmark": .bool(row.showsCheckmark), "checked": .bool(row.checked), "lift": .number(row.lift)]
        })))
        let motion = frame.motion
        if let push = motion.push { fields.append(("push", .number(push))) }
        if let back = motion.back { fields.append(("back", .number(back))) }
        fields.append(("headerHeight", .number(motion.headerHeight)))
        fields.append(("headerY", .number(origin.y + frame.header.y)))
        fields.append(("editSlide", .number(motion.editSlide)))
        fields.append(("scrollOffset", .number(frame.scroll.offset)))
        fields.append(("listOrigin", .number(origin.y)))
        fields.append(("viewportHeight", .number(frame.scroll.viewportHeight)))
        fields.append(("newRowsAbove", .number(Double(frame.scroll.newRowsAbove))))
        fields.append(("anchor", frame.scroll.anchor.map { .string($0.rawValue) } ?? .null))
        if let open = frame.openRow {
            fields.append(("openRow", ["id": .string(open.id.rawValue), "deleted": .bool(open.isDeleted),
                                       "contentOpacity": .number(open.contentOpacity),
                                       "fading": .bool(open.previousFields != nil)]))
        }
        debug.emit("frame", fields)
    }

    /// Visible rows in window coordinates, where they rest.
    func visibleRowsJSON() -> JSONValue {
        guard let debug, let origin = debug.point(in: list.listArea, x: 0, y: 0) else { return .null }
        return .array(list.visibleRows.map { row in
            ["id": .string(row.id.rawValue), "y": .number((origin.y + row.y).rounded()), "height": .number(row.height)]
        })
    }

    /// The list's geometry for tests: its rect, the drag-select strip and the visible rows.
    func listGeometry(_ debug: DebugStream) -> [(String, JSONValue)] {
        let bounds = list.stripBounds
        let origin = debug.point(in: list.listArea, x: bounds.minX, y: 0) ?? (0, 0)
        let strip = JSONValue.rect(x: origin.x, y: origin.y, width: bounds.width, height: list.listArea.height)
        return [("list", debug.rect(of: list.listArea)), ("strip", strip), ("rows", visibleRowsJSON()),
                ("rowCount", .number(Double(list.rowCount))), ("rowWidgets", .number(Double(list.poolSize)))]
    }

    /// Runs `body` when the main loop is idle, unless the window was closed meanwhile (its widgets
    /// are gone; a close with debug output still queued printed GTK criticals).
    func whenIdleWhileOpen(_ body: @escaping @MainActor () -> Void) {
        MainLoop.idle { [weak self] in
            guard let self, isOpen else { return }
            body()
        }
    }

    /// Emits `ready` once the list has its size, then `layout` whenever the list is resized
    /// (the edit-mode bar takes room from it, for instance).
    func announceWhenReady() {
        guard let debug else { return }
        MainLoop.every(milliseconds: 16) { [weak self] in
            guard let self, isOpen else { return false }
            // Ready once the geometry is final: laid out, the launch work in, the rows and the
            // summary header measured for the user's font and come to rest.
            guard list.listArea.isMapped, list.listArea.height > 0, !isLaunchWorkRunning,
                  list.hasMeasuredRows, !list.isMoving
            else { return true }
            // After a frame is painted with this layout: what a test aims at is on screen (before
            // it, header bar buttons could still be at a provisional size).
            list.afterNextPaint { [weak self] in
                guard let self, isOpen else { return }
                debug.emit("ready", listGeometry(debug) + [
                    ("sortButton", debug.rect(of: sortButton)), ("liveButton", debug.rect(of: liveButton)),
                    ("editButton", debug.rect(of: editButton)), ("headerHeight", .number(list.headerHeight)),
                ])
            }
            var lastHeight = list.listArea.height
            list.onRelayout { [weak self] in
                guard let self, isOpen else { return }
                debug.emit("layout", listGeometry(debug))
            }
            list.onResize { [weak self] _, height in
                guard let self, height != lastHeight else { return }
                lastHeight = height
                whenIdleWhileOpen { [weak self] in
                    guard let self else { return }
                    debug.emit("layout", listGeometry(debug))
                }
            }
            return false
        }
    }
}
