/// The edge auto-scroll of a drag that holds the pointer near the top or bottom of the list:
/// the zones and speed presets drag-select uses, shared with the reorder drag so both scroll
/// alike (`DragSelectBehavior.Options.scrollZoneHeight` and `.speed`).
///
///     let zones = EdgeAutoScroll(zoneHeight: 40, speed: .moderate)
///     zones.direction(forPointerY: 590, viewportHeight: 600)        // .down
///     zones.speedMultiplier(forPointerY: 580, viewportHeight: 600)  // 1.0: the zone's middle
///
/// With the pointer in a zone at depth `d` (0 at the zone's inner edge, 1 at the viewport edge
/// and beyond), rows pass under the pointer at `speed.rowsPerSecond × (0.5 + d)`.
///
/// - Complexity: O(1), and `scroll` O(log n + rows passed).
package struct EdgeAutoScroll: Equatable, Sendable {
    /// Height of each zone (at most half the viewport is used, so the zones never overlap).
    package var zoneHeight: Double
    package var speed: DragSelectBehavior.ScrollSpeed

    package init(zoneHeight: Double, speed: DragSelectBehavior.ScrollSpeed) {
        self.zoneHeight = zoneHeight
        self.speed = speed
    }

    /// The zone height actually used: at most half the viewport.
    package func effectiveZoneHeight(viewportHeight: Double) -> Double {
        min(max(0, zoneHeight), max(0, viewportHeight / 2))
    }

    /// `.up` when `y` is within the top zone (or above the viewport), `.down` within the bottom
    /// zone (or below it), `nil` in between.
    package func direction(forPointerY y: Double, viewportHeight: Double) -> DragSelectBehavior.ScrollDirection? {
        let zone = effectiveZoneHeight(viewportHeight: viewportHeight)
        guard zone > 0 else { return nil }
        if y < zone { return .up }
        if y > viewportHeight - zone { return .down }
        return nil
    }

    /// The depth factor `0.5 + d`; 0 outside the zones.
    ///
    ///     // viewport 600, zone 40: y = 580 → 1.0, y = 600 → 1.5, y = 560 → 0.5
    package func speedMultiplier(forPointerY y: Double, viewportHeight: Double) -> Double {
        guard let direction = direction(forPointerY: y, viewportHeight: viewportHeight) else { return 0 }
        let zone = effectiveZoneHeight(viewportHeight: viewportHeight)
        let depth: Double
        switch direction {
        case .up: depth = (zone - y) / zone
        case .down: depth = (y - (viewportHeight - zone)) / zone
        }
        return 0.5 + min(max(depth, 0), 1)
    }

    /// True when `list` cannot scroll further in `direction`.
    package static func isAtEnd(_ direction: DragSelectBehavior.ScrollDirection, of list: ListState) -> Bool {
        switch direction {
        case .up: list.scrollOffset <= 0
        case .down: list.scrollOffset >= list.maxScrollOffset
        }
    }

    /// Scrolls `list` by `rowsPerSecond × dt` rows for the pointer at viewport `pointerY`,
    /// converted to pixels with the exact heights of the rows that pass under the pointer.
    /// Returns the distance scrolled (0 outside the zones or at an end).
    @discardableResult
    package func scroll(_ list: ListState, pointerY: Double, for dt: Double) -> Double {
        guard dt > 0, let direction = direction(forPointerY: pointerY, viewportHeight: list.viewportHeight),
              !Self.isAtEnd(direction, of: list) else { return 0 }
        let rowsPerSecond = speed.rowsPerSecond * speedMultiplier(forPointerY: pointerY, viewportHeight: list.viewportHeight)
        let clampedY = min(max(pointerY, 0), max(0, list.viewportHeight - 1e-6))
        let contentY = clampedY + list.scrollOffset - list.headerHeight
        let pixels = list.distance(travelling: rowsPerSecond * dt, from: contentY, downward: direction == .down)
        return list.scroll(to: list.scrollOffset + (direction == .down ? pixels : -pixels))
    }
}
