extension DragSelectBehavior {
    /// The auto-scroll direction for the current pointer, `nil` when it is outside both zones or
    /// not dragging.
    ///
    ///     dragSelect.autoScrollDirection   // .down with the pointer 10 px above the bottom edge
    ///
    /// - Complexity: O(1).
    package var autoScrollDirection: ScrollDirection? {
        guard let session, session.hasMoved else { return nil }
        return autoScrollDirection(forPointerY: session.pointY)
    }

    /// The zones and speed of the options (shared with the reorder drag).
    var zones: EdgeAutoScroll { EdgeAutoScroll(zoneHeight: options.scrollZoneHeight, speed: options.speed) }

    /// The zone height actually used: at most half the viewport, so the zones never overlap.
    var effectiveZoneHeight: Double { zones.effectiveZoneHeight(viewportHeight: list?.viewportHeight ?? 0) }

    /// `.up` when `y` is within the top zone (or above the viewport), `.down` within the bottom
    /// zone (or below it), `nil` in between.
    func autoScrollDirection(forPointerY y: Double) -> ScrollDirection? {
        guard let list else { return nil }
        return zones.direction(forPointerY: y, viewportHeight: list.viewportHeight)
    }

    /// The depth factor `0.5 + d`, d in 0…1 from the zone's inner edge to the viewport edge (and
    /// beyond); 0 outside the zones.
    ///
    ///     // viewport 600, zone 40: y = 580 → 1.0, y = 600 → 1.5, y = 560 → 0.5
    ///
    /// - Complexity: O(1).
    func speedMultiplier(forPointerY y: Double) -> Double {
        guard let list else { return 0 }
        return zones.speedMultiplier(forPointerY: y, viewportHeight: list.viewportHeight)
    }

    /// True when the list cannot scroll further in `direction`.
    func isAtEnd(_ direction: ScrollDirection, of list: ListState) -> Bool {
        EdgeAutoScroll.isAtEnd(direction, of: list)
    }

    /// Scrolls by `rowsPerSecond × dt` rows, converted to pixels with the exact heights of the
    /// rows that pass under the pointer.
    func autoScroll(_ direction: ScrollDirection, for dt: Double, in list: ListState) {
        guard let session else { return }
        let moved = zones.scroll(list, pointerY: session.pointY, for: dt)
        guard moved != 0 else { return }
        let rowsPerSecond = options.speed.rowsPerSecond * speedMultiplier(forPointerY: session.pointY)
        log("dragselect.autoscroll", [("direction", .string(direction.rawValue)),
                                      ("speed", .number(abs(moved) / dt)),
                                      ("rowsPerSecond", .number(rowsPerSecond)),
                                      ("offset", .number(list.scrollOffset))])
    }
}
