import ListGtk
import ListWidget
import ListCore

/// The core's deadlines, woken by one GLib timer (`WakeTimer`): the next live update or look
/// at a followed source, the notice's expiry, the font re-measures. The core says when and what
/// fell due (`ListScene+Wake.swift`); the window only does what needs GTK.
extension AppWindow {
    /// Arms the wake timer for the scene's next deadline (after every change and every tick).
    func scheduleWake() {
        wakeTimer.arm(at: host.scene.nextWake(after: MainLoop.now))
    }

    /// The wake timer fired at `time`: does what fell due, then arms it again.
    func wake(at time: Double) {
        guard isOpen else { return }
        for reason in host.scene.wake(at: time) {
            switch reason {
            case .liveUpdate: list.requestFrames()
            // A large table still loading: no look until its rows are in (never diff against none).
            case .sourceLook: if !host.isLoadingRows { host.scene.pollSource(at: time) }
            case .noticeExpired: toast.dismiss()
            case .remeasure: list.remeasure()
            }
        }
        scheduleWake()
    }

    /// Shows the toast ("3 rows deleted", Undo) for `duration` seconds; the core says when it
    /// expires (later while the pointer rests on it).
    func showNotice(_ message: String, action: String, duration: Double = UndoHistory.noticeDuration,
                    _ body: @escaping () -> Void) {
        toast.show(message, action: action, body)
        host.scene.showNotice(at: MainLoop.now, duration: duration)
        scheduleWake()
    }
}
