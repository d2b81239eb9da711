extension ListScene {
    /// Live on or off: a followed source (a database) when the host gave one, the simulated feed
    /// otherwise. Returns whether the switch took: live updates cannot start while detached
    /// (`setAttached(.liveUpdates, false)` stops them, and the frame's `isLiveAvailable` turns the
    /// toggle insensitive). The frame's `header.isLive` says whether live runs.
    ///
    ///     scene.setAttached(.liveUpdates, false)
    ///     scene.setLive(true, at: t)                 // false: nothing starts
    ///
    /// - Complexity: O(1).
    @discardableResult
    public func setLive(_ on: Bool, at time: Double) -> Bool {
        if follower.read != nil {
            guard follower.isRunning != on else { return true }
            if on { follower.start(at: time) } else { follower.stop() }
            list.emit("live", [("running", .bool(on)), ("source", .string("database"))])
            return true
        }
        if on {
            guard isAttached(.liveUpdates) else { return false }
            live.start(at: time)
        } else {
            live.stop()
        }
        return true
    }
}
