extension ListScene {
    /// When the host must next wake the scene although no frame is running, strictly after `time`
    /// (`nil`: not until input comes): the next live update, the next look at a followed source,
    /// the notice's expiry, a font re-measure. The host runs one timer for it and then calls
    /// `wake(at:)`.
    ///
    ///     scene.live.start(at: 0)                 // first update at 1.2 s
    ///     scene.nextWake(after: 0)                // 1.18: a frame before it is due
    ///     scene.wake(at: 1.18)                    // [.liveUpdate]: the host asks for frames
    ///
    /// - Complexity: O(1).
    public func nextWake(after time: Double) -> Double? {
        var times: [Double] = []
        if let next = wakes.next { times.append(next) }
        if live.isRunning, let due = live.nextUpdateTime {
            // Due a frame early (`LiveUpdates.isDue`); an update already due but waiting for a
            // frame or for its batch is looked at again a poll later, not at once.
            let wake = due - LiveUpdates.dueSlack
            times.append(wake > time && !live.isPreparing ? wake : time + LiveUpdates.pollInterval)
        }
        if follower.isRunning, let look = follower.nextLook {
            let wake = look - SourceFollower.slack
            times.append(wake > time ? wake : time + max(follower.interval, LiveUpdates.pollInterval))
        }
        return times.min()
    }

    /// The host's timer fired at `time`: what fell due, for the host to act on (ask for frames,
    /// look at the source, hide the notice, measure the fonts). Afterwards the host asks
    /// `nextWake(after:)` again.
    ///
    /// - Complexity: O(1).
    public func wake(at time: Double) -> [WakeSchedule.Reason] {
        var due = wakes.take(dueAt: time)
        if live.isDue(at: time) { due.append(.liveUpdate) }
        if follower.isDue(at: time) { due.append(.sourceLook) }
        return due
    }

    /// A notice ("3 rows deleted", Undo) is shown from `time` for `duration` seconds; it expires
    /// at a wake unless the pointer rests on it (`setNoticeHovered`).
    public func showNotice(at time: Double, duration: Double = UndoHistory.noticeDuration) {
        wakes.showNotice(at: time, duration: duration)
    }

    /// The notice was closed (its action or its close button).
    public func dismissNotice() { wakes.dismissNotice() }

    /// The pointer entered (`true`) or left the notice.
    public func setNoticeHovered(_ hovered: Bool) { wakes.setNoticeHovered(hovered) }

    /// The desktop's font or text scale changed at `time`: wakes for the re-measures follow.
    public func fontsChanged(at time: Double) { wakes.fontsChanged(at: time) }
}
