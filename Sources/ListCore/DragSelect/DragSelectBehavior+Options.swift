extension DragSelectBehavior {
    /// The drag-select settings. All lengths are in pixels of the list viewport.
    ///
    ///     var options = DragSelectBehavior.Options()
    ///     options.isEnabled = true       // the host turns it on in edit mode
    ///     options.speed = .fast
    ///     let dragSelect = DragSelectBehavior(options: options)
    ///
    /// Auto-scroll depth scaling: with the pointer in a zone at depth `d` (0 at the zone's inner
    /// edge, 1 at the viewport edge and beyond), rows pass under the pointer at
    /// `speed.rowsPerSecond × (0.5 + d)` — half the chosen speed just inside the zone, the chosen
    /// speed in its middle, 1.5× at (or past) the edge.
    ///
    /// - Complexity: O(1).
    package struct Options: Equatable, Sendable {
        /// Drags start only while enabled. Off by default; the host enables it in edit mode.
        package var isEnabled: Bool
        /// Width of the selection strip along `stripSide`.
        package var stripWidth: Double
        package var stripSide: StripSide
        /// Height of the auto-scroll zone at the top and at the bottom of the viewport (each is at
        /// most half the viewport).
        package var scrollZoneHeight: Double
        package var speed: ScrollSpeed
        /// Pointer moves shorter than this from the last accepted point are ignored.
        package var jitterThreshold: Double
        /// Emits `dragselect.*` events through `ListState.emit` and tints the strip.
        package var isDebug: Bool

        package init(
            isEnabled: Bool = false, stripWidth: Double = 60, stripSide: StripSide = .leading,
            scrollZoneHeight: Double = 40, speed: ScrollSpeed = .moderate, jitterThreshold: Double = 5,
            isDebug: Bool = false
        ) {
            self.isEnabled = isEnabled
            self.stripWidth = stripWidth
            self.stripSide = stripSide
            self.scrollZoneHeight = scrollZoneHeight
            self.speed = speed
            self.jitterThreshold = jitterThreshold
            self.isDebug = isDebug
        }
    }
}
