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

    /// The zone height actually used: at most half the viewport, so the zones never overlap.
    var effectiveZoneHeight: Double {
        min(max(0, options.scrollZoneHeight), max(0, (list?.viewportHeight ?? 0) / 2))
    }

    /// `.up` when `y` is within the top zone (or above the viewport), `.down` within the bottom
    /// zone (or below it), `nil` in between.
    func autoScrollDirection(forPointerY y: Double) -> ScrollDirection? {
        guard let list else { return nil }
        let zone = effectiveZoneHeight
        guard zone > 0 else { return nil }
        if y < zone { return .up }
        if y > list.viewportHeight - zone { return .down }
        return nil
    }

    /// The depth factor `0.5 + d`, d in 0…1 from the zone's inner edge to the viewport edge (and
    /// beyond); 0 outside the zones.
    ///
    ///     // viewport 600, zone 40: y = 580 → 1.0, y = 600 → 1.5, y = 560 → 0.5
    ///
    /// - Complexity: O(1).
    func speedMultiplier(forPointerY y: Double) -> Double {
        guard let list, let direction = autoScrollDirection(forPointerY: y) else { return 0 }
        let zone = effectiveZoneHeight
        let depth: Double
        switch direction {
        case .up: depth = (zone - y) / zone
        case .down: depth = (y - (list.viewportHeight - zone)) / zone
        }
        return 0.5 + min(max(depth, 0), 1)
    }

    /// True when the list cannot scroll further in `direction`.
    func isAtEnd(_ direction: ScrollDirection, of list: ListState) -> Bool {
        switch direction {
        case .up: list.scrollOffset <= 0
        case .down: list.scrollOffset >= list.maxScrollOffset
        }
    }

    /// Scrolls by `rowsPerSecond × dt` rows, converted to pixels with the exact heights of the
    /// rows that pass under the pointer.
    func autoScroll(_ direction: ScrollDirection, for dt: Double, in list: ListState) {
        guard let session, !isAtEnd(direction, of: list) else { return }
        let rowsPerSecond = options.speed.rowsPerSecond * speedMultiplier(forPointerY: session.pointY)
        let contentY = clampedPointerY(session.pointY, in: list) + list.scrollOffset - list.headerHeight
        let pixels = list.layout.distance(
            travelling: rowsPerSecond * dt, from: contentY, downward: direction == .down)
        let moved = list.scroll(to: list.scrollOffset + (direction == .down ? pixels : -pixels))
        guard moved != 0 else { return }
        log("dragselect.autoscroll", [("direction", .string(direction.rawValue)),
                                      ("speed", .number(abs(moved) / dt)),
                                      ("rowsPerSecond", .number(rowsPerSecond)),
                                      ("offset", .number(list.scrollOffset))])
    }
}
