/// A self-contained behavior that attaches to a list: deselection on back navigation,
/// drag-select, animated sort, batch updates, header resize, live updates.
///
/// Adding one to a host is one line (`list.attach(behavior)`); removing it removes the behavior
/// and nothing else. A behavior reads and changes the list only through `ListState`, is
/// stepped with injected time, and may adjust how each visible row is drawn this frame.
///
///     final class Blink: ListBehavior {
///         func decorate(_ row: inout RowAppearance, at time: Double) { row.highlight = 1 }
///     }
///
/// - Complexity: `ListState` calls `decorate` once per visible row per frame and `advance` once
///   per frame, so a behavior should keep both O(1) (or O(log n)); attaching and detaching are
///   O(behaviors).
package protocol ListBehavior: AnyObject {
    /// Called once by `ListState.attach(_:)`.
    func didAttach(to list: ListState)
    /// Called by `ListState.detach(_:)`, possibly mid-animation: the behavior ends what it
    /// runs so the list is left in a state that is right without it (nothing half-selected,
    /// nothing stuck highlighted), and stops reading the list.
    func didDetach(from list: ListState)
    /// Advances the behavior's own clock; called once per frame before `decorate`.
    func advance(to time: Double)
    /// Adjusts one visible row's appearance for this frame.
    func decorate(_ row: inout RowAppearance, at time: Double)
    /// Adds or removes whole rows of this frame after every row was decorated: rows that are
    /// animating out (deleted) or still on screen only because they are sliding away.
    func finishFrame(_ rows: inout [RowAppearance], at time: Double)
    /// Edit mode was entered or left at `time` (`ListState.setEditing`).
    func editingDidChange(at time: Double)
    /// True while the behavior still needs frames (an animation or an auto-scroll is running).
    var needsFrames: Bool { get }
    /// Reduced motion (the desktop's "animations" off): animations jump to their end.
    /// `ListState.setReducesMotion(_:)` passes it to every attached behavior.
    func setReducesMotion(_ reduced: Bool)
}

extension ListBehavior {
    package func didAttach(to list: ListState) {}
    package func didDetach(from list: ListState) {}
    package func advance(to time: Double) {}
    package func decorate(_ row: inout RowAppearance, at time: Double) {}
    package func finishFrame(_ rows: inout [RowAppearance], at time: Double) {}
    package func editingDidChange(at time: Double) {}
    package var needsFrames: Bool { false }
    package func setReducesMotion(_ reduced: Bool) {}
}
