/// The times at which a host must wake the core although nothing moves on screen: the notice
/// ("3 rows deleted", Undo) expiring, and the font re-measures after a font change. Time is
/// injected: the core says when it next needs waking (`ListScene.nextWake(after:)`), the host
/// runs one timer for that time and hands it back (`ListScene.wake(at:)`), which says what fell due.
///
///     var wakes = WakeSchedule()
///     wakes.showNotice(at: 10, duration: 5)
///     wakes.next                          // 15
///     wakes.setNoticeHovered(true)
///     wakes.take(dueAt: 15)               // []: the pointer rests on it, it stays 5 s more
///     wakes.setNoticeHovered(false)
///     wakes.take(dueAt: 20)               // [.noticeExpired]
///
/// - Complexity: O(1) per call (at most `remeasureDelays.count` re-measures are pending).
public struct WakeSchedule: Sendable, Equatable {
    /// What fell due at a wake.
    ///
    ///     for reason in scene.wake(at: now) { if reason == .liveUpdate { requestFrames() } }
    ///
    /// - Complexity: a value.
    public enum Reason: Sendable, Hashable {
        /// A live update is due within a frame: the host asks for frames (the update lands on one).
        case liveUpdate
        /// A look at the followed source is due: the host calls `ListScene.pollSource(at:)`.
        case sourceLook
        /// The notice's time is up (and the pointer is not on it): the host hides it.
        case noticeExpired
        /// The desktop's font changed a while ago: the host measures the fonts again (a toolkit restyles
        /// labels a few frames after the setting changed, so this comes several times).
        case remeasure
    }

    /// When the notice shown expires, `nil` when none is shown.
    package private(set) var noticeExpiry: Double?
    /// How long the notice lasts, and how much longer each time the pointer rests on it at expiry.
    package private(set) var noticeDuration: Double = 0
    /// True while the pointer rests on the notice: it does not expire then.
    package private(set) var isNoticeHovered = false
    /// Font re-measures still to come, earliest first.
    package private(set) var remeasures: [Double] = []

    /// After a font change, the fonts are measured again this long after it (seconds): a toolkit
    /// restyles the labels a few frames later, at a moment no signal tells.
    package static let remeasureDelays = [0.016, 0.060, 0.150, 0.400]

    package init() {}

    /// The earliest time something here falls due, `nil` when nothing is pending.
    package var next: Double? {
        [noticeExpiry, remeasures.first].compactMap { $0 }.min()
    }

    /// A notice was shown at `time` for `duration` seconds (a new one replaces the shown one).
    package mutating func showNotice(at time: Double, duration: Double) {
        noticeExpiry = time + duration
        noticeDuration = duration
        isNoticeHovered = false
    }

    /// The notice was closed (its action, its close button, or a new edit).
    package mutating func dismissNotice() {
        noticeExpiry = nil
        isNoticeHovered = false
    }

    /// The pointer entered or left the notice.
    package mutating func setNoticeHovered(_ hovered: Bool) {
        isNoticeHovered = hovered
    }

    /// The desktop's font or text scale changed at `time`: re-measures follow at `remeasureDelays`.
    package mutating func fontsChanged(at time: Double) {
        remeasures = Self.remeasureDelays.map { time + $0 }
    }

    /// Takes what fell due by `time`. A notice due while hovered stays another `noticeDuration`.
    package mutating func take(dueAt time: Double) -> [Reason] {
        var due: [Reason] = []
        if let expiry = noticeExpiry, time >= expiry - Self.tolerance {
            if isNoticeHovered {
                noticeExpiry = expiry + max(noticeDuration, Self.tolerance)
            } else {
                noticeExpiry = nil
                due.append(.noticeExpired)
            }
        }
        if let first = remeasures.first, time >= first - Self.tolerance {
            remeasures.removeAll { time >= $0 - Self.tolerance }
            due.append(.remeasure)
        }
        return due
    }

    /// A timer firing this much early (millisecond rounding) still counts as on time.
    static let tolerance = 0.001
}
