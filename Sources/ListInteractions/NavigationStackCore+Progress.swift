import CListInteractions
import ListCore

/// `LiNavigationStack:progress` and `:transition-running`: what the frame just shown says of the
/// pages (`ListFrame.pages.progress`, the scene's `isTransitioning`), told to the app after the
/// frame is shown (`notify::progress` on each change, so a binding follows a scrub, a swipe and
/// an animation frame by frame; `notify::transition-running` when a transition starts or ends).
///
///     stack.show(frame)          // remembers the frame's progress
///     stack.frameShown()         // → tellProgress(): notify when it changed
///
/// - Complexity: O(1) per frame.
extension NavigationStackCore {
    /// Notifies the properties whose values the shown frame changed, both set first: a handler of
    /// one reads the other as the frame has it too.
    func tellProgress(_ progress: Double, running: Bool) {
        let progressChanged = progress != shownProgress
        let runningChanged = running != isTransitionRunning
        shownProgress = progress
        isTransitionRunning = running
        if progressChanged { li_navigation_stack_notify_progress(stack) }
        if runningChanged { li_navigation_stack_notify_transition_running(stack) }
    }
}
