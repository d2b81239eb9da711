import ListGtk
import ListCore

/// The core's deadlines that are not frames, woken by the widget's one GLib timer (`WakeTimer`):
/// the next live update or look at a followed source, the notice's expiry, the font
/// re-measures. The core says when and what fell due (`ListScene+Wake.swift`); the widget does
/// it, and tells the app only what is the app's (`onNoticeExpired`). The timer is armed again
/// after every change, tick and input (`showNow`, `tick`).
///
/// - Complexity: O(1) per arming and per wake (plus what fell due).
extension ListWidget {
    /// Arms the wake timer for the core's next deadline.
    func scheduleWake() {
        wakeTimer.arm(at: scene.nextWake(after: MainLoop.now))
    }

    /// The wake timer fired at `time`: does what fell due, then arms it again.
    func wake(at time: Double) {
        guard canvas.isAlive else { return }   // the window closed meanwhile
        for reason in scene.wake(at: time) {
            switch reason {
            case .liveUpdate: requestFrames()
            // A large table still loading: no look until its rows are in (never diff against none).
            case .sourceLook: if !loadingRows { scene.pollSource(at: time) }
            case .noticeExpired: onNoticeExpired()
            case .remeasure: canvas.remeasure()
            }
        }
        scheduleWake()
    }
}
