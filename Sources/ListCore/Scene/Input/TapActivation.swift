/// When a tap on a row activates it, in a desktop list's terms: with `singleClick` (the host's
/// `single-click-activate`, on by default: a tap opens the row) every tap does; without it a tap
/// only selects the row and a second tap on the same row within `doubleTapInterval` (the desktop's
/// double-click time) activates it, as a double click does.
///
///     var rule = TapActivation(singleClick: false)
///     rule.tap("row-3", at: 1.0)    // false: selects
///     rule.tap("row-3", at: 1.2)    // true: a double tap activates
///
/// - Complexity: O(1).
public struct TapActivation: Sendable, Equatable {
    /// Every tap activates its row (the default).
    public var singleClick: Bool
    /// Seconds within which a second tap on the same row is a double tap.
    public var doubleTapInterval: Double
    private var lastTap: RowID?
    private var lastTapTime = -Double.infinity

    /// A rule, by default the host's: every tap activates, and a double tap is two within 0.4 s.
    public init(singleClick: Bool = true, doubleTapInterval: Double = 0.4) {
        self.singleClick = singleClick
        self.doubleTapInterval = doubleTapInterval
    }

    /// A tap on row `id` at `time`: whether it activates the row (otherwise it selects it). A
    /// double tap is counted once: a third tap starts a new pair.
    package mutating func tap(_ id: RowID, at time: Double) -> Bool {
        if singleClick { return true }
        if lastTap == id, time - lastTapTime <= doubleTapInterval, time >= lastTapTime {
            lastTap = nil
            return true
        }
        lastTap = id
        lastTapTime = time
        return false
    }
}
