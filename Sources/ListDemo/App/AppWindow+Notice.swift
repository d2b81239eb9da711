import ListWidget
import ListCore

/// The toast ("3 rows deleted", Undo; the database gone) and its timing, which is the list's: it
/// expires when the list says (later while the pointer rests on it, `ListWidget+Notice.swift`).
extension AppWindow {
    func wireNotice() {
        list.onNoticeExpired = { [weak self] in
            guard let self, isOpen else { return }
            toast.dismiss()
        }
        toast.onHover = { [weak self] hovered in self?.list.setNoticeHovered(hovered) }
        toast.onDismiss = { [weak self] in self?.list.dismissNotice() }
    }

    /// Shows the toast for `duration` seconds.
    func showNotice(_ message: String, action: String, duration: Double = UndoHistory.noticeDuration,
                    wraps: Bool = false, _ body: @escaping () -> Void) {
        bannerKind = nil   // another message: no banner of the database's (`AppWindow+Database.swift`)
        toast.show(message, action: action, wraps: wraps, body)
        list.showNotice(for: duration)
        debug?.emit("notice", [("message", .string(message)), ("action", .string(action))])
    }
}
