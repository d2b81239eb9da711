/// Why a row of a `WindowedMirror` is tracked (docs/windowed-mirror.md §3.1): a row keeps its identity, its key and
/// its position while it has at least one role, and loses them with the last.
///
///     mirror.track(.selected, at: 90_000, key: item)   // the row's identity follows every change
///     mirror.roles(of: id).contains(.window)            // in the window: read, shown
///
/// - Complexity: a value; O(1).
package struct TrackedRoles: OptionSet, Hashable, Sendable {
    package let rawValue: UInt16
    package init(rawValue: UInt16) { self.rawValue = rawValue }

    /// In the window (the rows in view plus a margin): read from the model, with a `Row`.
    package static let window = TrackedRoles(rawValue: 1 << 0)
    /// Selected (the selection keeps an entry per selected item, as a toolkit's multi-selection model does).
    package static let selected = TrackedRoles(rawValue: 1 << 1)
    /// The scroll anchor: changes other than a reorder keep it where it is drawn.
    package static let anchor = TrackedRoles(rawValue: 1 << 2)
    /// The open row (the back transition's highlight).
    package static let open = TrackedRoles(rawValue: 1 << 3)
    /// The drag-select pivot.
    package static let pivot = TrackedRoles(rawValue: 1 << 4)
    /// The keyboard cursor.
    package static let cursor = TrackedRoles(rawValue: 1 << 5)
    /// The range-selection anchor (shift-click).
    package static let rangeAnchor = TrackedRoles(rawValue: 1 << 6)
    /// Drawn by a running animation (a row that slid out of the window, or is in a stage's
    /// snapshot): kept until the animation lets it go (`releaseInFlight(keeping:)`).
    package static let inFlight = TrackedRoles(rawValue: 1 << 7)
    /// Lifted by a reorder drag (`ReorderDrag`): drawn under the pointer wherever the window
    /// is, so its row is kept while the drag lasts.
    package static let dragged = TrackedRoles(rawValue: 1 << 8)
    /// The roles of a row something draws: its row (`Row`) is kept while it has one of them.
    package static let drawn: TrackedRoles = [.window, .inFlight, .dragged]
}
