/// An app scrolls to a row (position, alignment, focus, select): the row glides to the top, the
/// centre or the bottom of the viewport (or the least scroll that shows it), and is focused or
/// selected, or both. The row may not be in the list yet: a batch still bringing it in is waited
/// for, and the focus and selection land with it. A second call mid-flight retargets; a user
/// scroll (wheel, scrollbar, fling, a press) stops the glide where it is.
///
///     scene.scroll(toRow: "r1500", alignment: .center, actions: [.select], at: now)
///     scene.scrollTargetRow        // "r1500" until it has landed
///
/// - Complexity: O(log n) per call and per frame while it glides.
extension ListScene {
    /// What a scroll to a row also does once the row is in the list.
    public struct ScrollActions: OptionSet, Sendable {
        /// The actions as bits (`OptionSet`).
        public let rawValue: Int
        /// The actions whose bits are `rawValue`.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The keyboard focus moves to the row.
        public static let focus = ScrollActions(rawValue: 1)
        /// The row becomes the only selected row.
        public static let select = ScrollActions(rawValue: 2)
    }

    /// Scrolls to row `id` so it lands at `alignment`, animated (at once with reduced motion),
    /// then does `actions` — now if the row is in the list, else in the frame a batch brings it.
    public func scroll(toRow id: RowID, alignment: ScrollAlignment, actions: ScrollActions = [], at time: Double) {
        scrollTarget.onArrival = { [unowned self] arrived in
            if actions.contains(.select) { list.setSelection([arrived]) }
            if actions.contains(.focus) { commands.focusWithoutScrolling(arrived, in: list) }
        }
        scrollTarget.scroll(to: id, alignment: alignment, at: time)
    }

    /// The row being scrolled to or waited for, `nil` once it landed or the scroll was stopped.
    public var scrollTargetRow: RowID? { scrollTarget.target?.id }

    /// A user scroll took over: the scroll to the top and the scroll to a row stop where they are.
    func stopGlides() {
        anchoring.stopScrolling()
        scrollTarget.stop()
    }
}
