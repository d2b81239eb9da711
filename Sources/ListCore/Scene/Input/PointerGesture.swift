/// What a press on the list turned out to be, decided by `ListScene` from the pointer's path and
/// the event times: a tap (released soon), a long press (held, released without moving — it
/// opens the row just the same), a drag (moved more than `tapSlop`: not a tap), a drag-select
/// (started on the selection strip in edit mode), a press on the header, or a press that only
/// caught a gliding list.
///
///     var press = PointerGesture(kind: .row("row-4"), x: 10, y: 80, time: 1.0)
///     press.moved(toX: 30, y: 80)          // true: past the tap slop, now a drag
///
/// - Complexity: O(1).
package struct PointerGesture: Sendable, Equatable {
    /// What the press is on, decided when it lands.
    ///
    /// - Complexity: a value; O(1).
    package enum Kind: Sendable, Equatable {
        /// Pressed on a row; released on the same row it activates it.
        case row(RowID)
        /// Pressed on the summary header.
        case header
        /// Started a drag-select on the strip (the press already gave the row its new state).
        case dragSelect
        /// Pressed on a row's drag handle in edit mode: a move past the tap slop (or a long
        /// press) starts a reorder drag.
        case handle(RowID)
        /// Dragging rows to reorder them (`ListScene+Reorder.swift`).
        case reorder
        /// Caught a gliding list: the release does nothing.
        case caught
        /// Moved too far to be a tap, or pressed on nothing.
        case none
    }

    /// A press that moves farther than this (points) is a drag, not a tap (the desktop's
    /// usual drag threshold).
    package static let tapSlop = 8.0
    /// A press held at least this long before its release is a long press (reported; it still
    /// activates the row: a slow tap is a tap).
    package static let longPressDuration = 0.4

    package var kind: Kind
    package let x: Double
    package let y: Double
    package let time: Double

    package init(kind: Kind, x: Double, y: Double, time: Double) {
        self.kind = kind
        self.x = x
        self.y = y
        self.time = time
    }

    /// True (and the press stops being a tap) when the pointer left the tap slop.
    package mutating func moved(toX x: Double, y: Double) -> Bool {
        guard case .row = kind else { return false }
        let dx = x - self.x, dy = y - self.y
        guard dx * dx + dy * dy > Self.tapSlop * Self.tapSlop else { return false }
        kind = .none
        return true
    }

    /// "tap" or "long-press" for a release at `time`.
    package func name(releasedAt time: Double) -> String {
        time - self.time >= Self.longPressDuration ? "long-press" : "tap"
    }
}
