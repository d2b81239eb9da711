extension BatchChain where State == WindowedSnapshot {
    /// Lands a windowed list's change (`WindowedMirror.apply`) and animates it from `time`, as
    /// `BatchAnimator.commit` lands a list's batch: the stages that can no longer be seen are
    /// dropped, the running animation moves with the scroll offset (`offsetMovedBy`, what the
    /// host scrolled to keep `batch.anchor` in place: `batch.anchorDistance` before clamping), and
    /// the rows head for `batch.new` from where the chain draws them at `time`.
    ///
    /// The list before the change is the chain's current state, which knows only the rows it
    /// could draw then; `batch.old` is the same state with the rows the change brought into the
    /// window from a known place outside it. The chain learns those places first (`learn(_:)`),
    /// so such a row slides in from its side, as it does in a list that holds every row.
    ///
    ///     var chain = BatchChain(base: mirror.snapshot())
    ///     let batch = try mirror.apply(position: 0, removed: 2, added: 0, key: keyAt, content: read)
    ///     offset += batch.anchorDistance
    ///     chain.commit(batch, at: now, duration: 0.3, curve: .easeInOut, offsetMovedBy: batch.anchorDistance)
    ///
    /// - Complexity: `learn(_:)` plus O(stages).
    mutating func commit<Key>(_ batch: WindowedBatch<Key>, at time: Double, duration: Double, curve: TimingCurve,
                              offsetMovedBy distance: Double) {
        prune(at: time)
        learn(batch.old)
        shift(by: distance)
        add(batch.new, at: time, duration: duration, curve: curve)
    }

    /// The current state learns the places and rows `state` (a description of the same list:
    /// the mirror's snapshot after its window moved, or a change's `old`) has and it lacks.
    /// Earlier states do not: a row they did not track has no known place there, and the stage
    /// that brought it fades it in, as a list's own rows arriving from far away do.
    ///
    ///     chain.learn(mirror.snapshot())   // after `mirror.moveWindow(to:…)`
    ///
    /// - Complexity: O(rows `state` and the current state know).
    mutating func learn(_ state: WindowedSnapshot) {
        updateCurrent { $0 = $0.learning(state) }
    }

    /// Every row a state of the chain places: what a windowed list keeps in flight
    /// (`WindowedMirror.releaseInFlight(keeping:)`) while the chain may draw it.
    ///
    /// - Complexity: O(stages × rows each state knows).
    var placedIDs: Set<RowID> {
        var ids = Set(base.ids)
        for stage in stages { ids.formUnion(stage.target.ids) }
        return ids
    }
}
