/// The keys the list itself handles (the rest are window accelerators); the host maps GDK key
/// values to these and forwards them to `ListScene.key(_:shift:at:)`.
///
///     if scene.key(.down, shift: true, at: time) { return true }   // handled: stop the event
///
/// - Complexity: a value; O(1). (What a key does costs what `ListScene.key(_:shift:at:)` says.)
public enum ListKey: Sendable, Equatable {
    case up, down, space, enter
    /// Home: scrolls to the top, animated (`ScrollAnchoring.scrollToTop(at:)`), and focuses the
    /// first row; with Shift, extends the selection to it.
    case home
    /// End: focuses the last row and scrolls to it; with Shift, extends the selection to it.
    case end
    /// Page Up and Page Down: move the focus by a viewport's worth of rows; with Shift, extend the
    /// selection.
    case pageUp, pageDown
}
