extension BatchAnimator {
    /// Lands a windowed list's change (`WindowedMirror.apply`) and animates it from `time`, as
    /// `commit(_:at:animated:anchors:)` lands a list's batch: the list takes `batch.new`
    /// (`ListState.setWindowed`, the selected rows that left the model deselected), and the rows
    /// head there from where the running animation draws them.
    ///
    /// With `anchors`, a `ScrollAnchoring` attached (policy other than `.none`, the list not at
    /// its top) and a change other than a reorder, the offset follows `batch.anchor` (`anchorDistance`,
    /// clamped to the content), and the running animation moves with it; a reorder with `anchors`
    /// keeps the window's top where it was drawn (`anchorDistance`: the measured rows above it
    /// count at the estimate again); otherwise the offset stays, moving only when the shorter
    /// list clamps it. `animated: false` (or
    /// `options.reducesMotion`, or a detached animator) lands it at once.
    ///
    ///     let batch = try mirror.apply(position: 0, removed: 2, added: 0, key: keyAt, content: read)
    ///     animator.commit(batch, at: now)
    ///
    /// - Complexity: `ListState.setWindowed`, O(window), plus `BatchChain.commit(_:at:duration:curve:offsetMovedBy:)`.
    package func commit<Key>(_ batch: WindowedBatch<Key>, at time: Double, animated: Bool = true, anchors: Bool = true) {
        // An empty change (nothing removed or added) changes nothing, as a list's batch that changes
        // nothing; any other change restarts the running rows from where they are drawn, as on the
        // full path, whether or not the rows it changed can be seen.
        guard let list, batch.change.removed > 0 || batch.change.added > 0 else { return }
        rowsPlanned += batch.inserted.count + batch.deleted.count + batch.new.ids.count
        var chain = validWindowedChain() ?? BatchChain(base: batch.old)
        let anchoring = list.behavior(ScrollAnchoring.self)
        let anchored = anchors && !batch.isReorder && anchoring.map { $0.policy != .none && !$0.isAtTop } == true
        let offsetBefore = list.scrollOffset
        list.setWindowed(batch.new, deselected: batch.deselected, isChange: true)
        list.scroll(to: offsetBefore + (anchored || anchors && batch.isReorder ? batch.anchorDistance : 0))
        let moved = list.scrollOffset - offsetBefore
        anchoring?.windowedChangeLanded(batch, anchored: anchored, shift: moved, at: time)
        let animate = animated && !isDetached && !options.reducesMotion && options.duration > 0
        if animate {
            chain.commit(batch, at: time, duration: options.duration, curve: options.curve, offsetMovedBy: moved)
            chain.limitDepth(to: Self.maxChainDepth, window: Self.window(of: list))
            replaceRunning(with: .windowed(chain))
        } else {
            replaceRunning(with: nil)
        }
        invalidateFractions()
        if options.emitsEvents {
            list.emit("batch", [
                ("deleted", .number(Double(batch.deleted.count))),
                ("inserted", .number(Double(batch.inserted.count))),
                ("updated", .number(Double(batch.updated.count))),
                ("rows", .number(Double(batch.new.count))),
                ("animated", .bool(animate)),
                ("windowed", .bool(true)),
            ])
        }
    }

    /// A windowed list's window moved or its rows in flight were let go (`WindowedMirror.moveWindow`,
    /// `releaseInFlight(keeping:)`): the list takes the mirror's `snapshot()`, and the running
    /// animation learns the places of the rows it did not know (`BatchChain.learn(_:)`), so a row
    /// read into the window mid-flight is drawn where the animation has it.
    ///
    ///     _ = mirror.moveWindow(to: range, key: keyAt, content: read)
    ///     animator.windowMoved(mirror.snapshot())
    ///
    /// - Complexity: O(window + rows the running animation's current state knows).
    package func windowMoved(_ state: WindowedSnapshot) {
        guard let list else { return }
        list.setWindowed(state)
        if var chain = validWindowedChain() {
            chain.learn(state)
            windowedChain = chain
        }
    }

    /// Every row a state of the running animation of a windowed list places: what the host keeps
    /// in flight (`WindowedMirror.releaseInFlight(keeping:)`); empty when nothing runs.
    ///
    /// - Complexity: O(stages × rows each state knows).
    package var placedIDs: Set<RowID> { validWindowedChain()?.placedIDs ?? [] }
}

extension BatchAnimator {
    /// A windowed list's rows took new heights (`WindowedMirror.measure`: a factory's children
    /// measured): the list takes `new`, the offset moves by `offsetMovedBy` (the host keeps the
    /// reader's row where it is drawn, as the desktop's list views do while estimates turn into
    /// measured heights above it), and the rows slide to their new places and heights from where
    /// the running animation draws them when `animated`; otherwise they land at once and the
    /// running animation ends. `old` is the state the list showed (the mirror's before it measured).
    ///
    ///     let old = mirror.snapshot()
    ///     if mirror.measure([id: 92]) { animator.heightsChanged(from: old, to: mirror.snapshot(), offsetMovedBy: 0, at: now, animated: true) }
    ///
    /// - Complexity: `ListState.setWindowed`, O(window), plus `BatchChain.learn(_:)` when animated.
    package func heightsChanged(from old: WindowedSnapshot, to new: WindowedSnapshot, offsetMovedBy distance: Double,
                                at time: Double, animated: Bool) {
        guard let list else { return }
        let offsetBefore = list.scrollOffset
        list.setWindowed(new)
        list.scroll(to: offsetBefore + distance)
        let moved = list.scrollOffset - offsetBefore
        if animated && !isDetached && !options.reducesMotion && options.duration > 0 {
            var chain = validWindowedChain() ?? BatchChain(base: old)
            chain.prune(at: time)
            chain.learn(old)
            chain.shift(by: moved)
            chain.add(new, at: time, duration: options.duration, curve: options.curve)
            chain.limitDepth(to: Self.maxChainDepth, window: Self.window(of: list))
            replaceRunning(with: .windowed(chain))
        } else {
            replaceRunning(with: nil)
        }
        invalidateFractions()
    }
}
