/// Animates entering and leaving edit mode: the check marks slide in from the leading edge and
/// the row content moves aside to make room, and back (UIKit's `setEditing(_:animated:)`).
///
/// It follows `ListState.setEditing`, so whoever toggles edit mode needs to know nothing
/// about it; toggling again mid-way retargets from the current position and velocity.
///
///     list.attach(EditModeAnimation())
///     list.setEditing(true, at: now)
///     list.frame(at: now + 0.1).first?.editProgress   // between 0 and 1
///
/// - Complexity: O(1) per frame and per row.
package final class EditModeAnimation: ListBehavior {
    package var duration: Double
    package var reducesMotion = false
    private weak var list: ListState?
    private var animation: Animation
    private var value: Double = 0

    package init(duration: Double = 0.25) {
        self.duration = duration
        self.animation = Animation(from: 0, to: 0, kind: .instant)
    }

    package func didAttach(to list: ListState) {
        self.list = list
        let start: Double = list.isEditing ? 1 : 0
        animation = Animation(from: start, to: start, kind: .instant)
        value = start
    }

    /// 0 out of edit mode … 1 in edit mode, this frame.
    package var progress: Double { value }

    package var needsFrames: Bool { animation.state == .playing }

    /// Reduced motion: changes from now on jump; a slide running now ends at once.
    package func setReducesMotion(_ reduced: Bool) {
        reducesMotion = reduced
        if reduced, animation.state == .playing {
            animation = Animation(from: animation.to, to: animation.to, kind: .instant)
            value = animation.to
        }
    }

    /// Heads for the new state from the moment edit mode changed.
    package func editingDidChange(at time: Double) {
        guard let list else { return }
        let kind = Animation.reducedMotion(.timed(duration: duration, curve: .easeInOut), reduced: reducesMotion)
        animation.retarget(to: list.isEditing ? 1 : 0, at: time, kind: kind)
        advance(to: time)
    }

    package func advance(to time: Double) {
        animation.update(at: time)
        value = min(max(animation.value(at: time), 0), 1)
    }

    package func decorate(_ row: inout RowAppearance, at time: Double) {
        row.editProgress = value
        row.showsCheckmark = value > 0
    }
}
