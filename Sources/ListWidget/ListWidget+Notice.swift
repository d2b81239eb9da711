import ListGtk
import ListCore

/// The timing of a notice the app shows over the list ("3 rows deleted", Undo): the core says
/// when it expires — later while the pointer rests on it — and the widget's timer calls
/// `onNoticeExpired` then. The notice itself (a toast, a banner) is the app's.
///
///     list.onNoticeExpired = { toast.hide() }
///     toast.show("3 rows deleted")
///     list.showNotice()                           // for UndoHistory.noticeDuration seconds
///     toast.onHover = { list.setNoticeHovered($0) }
///
/// - Complexity: O(1) each.
extension ListWidget {
    /// A notice is shown from now for `duration` seconds (one at a time: it replaces the last).
    ///
    ///     list.showNotice(for: 86_400)            // until dismissed, in practice
    ///
    /// - Complexity: O(1).
    public func showNotice(for duration: Double = UndoHistory.noticeDuration) {
        scene.showNotice(at: MainLoop.now, duration: duration)
        scheduleWake()
    }

    /// The notice was closed by the user (its action or its close button): it no longer expires.
    ///
    ///     list.dismissNotice()
    ///
    /// - Complexity: O(1).
    public func dismissNotice() { scene.dismissNotice() }

    /// The pointer entered (`true`) or left the notice: it does not expire while pointed at.
    ///
    ///     list.setNoticeHovered(true)
    ///
    /// - Complexity: O(1).
    public func setNoticeHovered(_ hovered: Bool) { scene.setNoticeHovered(hovered) }
}
