extension BatchAnimator {
    /// Plans the change from `old` to `new` rows. Pure and `Sendable`: call it on any thread,
    /// e.g. on a worker for lists longer than `BackgroundScheduler.threshold`, then hand the result to
    /// `commit(_:at:)` on the main thread.
    ///
    ///     let prepared = BatchAnimator.prepare(old: list.rows, new: newRows)
    ///     prepared.plan.moves.count
    ///
    /// Identities must be unique in each list (a precondition, as for `ListState`).
    ///
    /// - Complexity: O(n + m + k log k) for k rows in both lists (`ChangePlanner`); O(n) more
    ///   to compare the rows when the plan is empty.
    package static func prepare(old: [Row], new: [Row]) -> PreparedBatch {
        let plan = ChangePlanner.plan(from: old, to: new)
        let isNoChange = plan.isEmpty && old == new
        return PreparedBatch(oldRows: old, newRows: new, plan: plan, isNoChange: isNoChange)
    }

    /// Animates the list to `newRows`: plans the batch, sets the rows and starts the animation
    /// at `time` (from the rows' current animated positions if a batch is running).
    ///
    ///     animator.apply(rows.filter { !selected.contains($0.id) }, at: now)
    ///
    /// `animated: false` (or `options.reducesMotion`) applies the rows without animation.
    ///
    /// - Complexity: `prepare` plus `commit`, O(n + k log k).
    package func apply(_ newRows: [Row], at time: Double, animated: Bool = true) {
        guard let list else { return }
        commit(Self.prepare(old: list.rows, new: newRows), at: time, animated: animated)
    }

    /// Applies a prepared batch on the main thread and animates it from `time`.
    ///
    /// If the list's rows are no longer the ones the batch was prepared from (another batch,
    /// a live update or a replacement came in between), nothing happens and the result is
    /// `false`: prepare again from the current rows. Never half-applied.
    ///
    ///     if !animator.commit(prepared, at: now) { schedulePrepare(from: list.rows) }
    ///
    /// With a `ScrollAnchoring` attached, the batch keeps the reader's place (`anchors: false`
    /// for a sort, which reorders every row): the offset follows the first visible row in the
    /// same frame, and the running animation moves with it (`BatchChain.shift(by:)`), so nothing
    /// on screen jumps.
    ///
    /// - Complexity: O(1) to check the rows when they are the prepared ones (O(n) compare
    ///   otherwise) plus `ListState.setRows`, O(n), plus the anchor's O(visible rows).
    @discardableResult
    package func commit(_ prepared: PreparedBatch, at time: Double, animated: Bool = true, anchors: Bool = true) -> Bool {
        guard let list else { return false }
        guard Self.rows(list.rows, areStill: prepared.oldRows) else {
            if options.emitsEvents {
                list.emit("batch.rejected", [("reason", "the list changed since the batch was prepared")])
            }
            return false
        }
        guard !prepared.isNoChange else { return true }
        rowsPlanned += prepared.plan.origins.count + prepared.plan.deletions.count + prepared.plan.movedCount
        var chain = validChain() ?? BatchChain(base: BatchSnapshot(of: list))
        chain.prune(at: time)
        let anchoring = anchors && !prepared.isReplacement ? list.behavior(ScrollAnchoring.self) : nil
        let anchor = anchoring?.anchor(for: prepared, in: list)
        let offsetBefore = list.scrollOffset
        list.setRows(prepared.newRows, layout: prepared.newLayout)
        if let anchoring, let anchor {
            chain.shift(by: anchoring.keep(anchor, in: list, at: time))
        } else {
            // No anchor (every visible row deleted or moved, a sort, policy none): the offset moves only when the
            // shorter list clamps it, and then the rows are drawn where they were the moment before, as with an
            // anchor. Unshifted, the old states' rows at the new offset, never on screen, would be drawn there.
            chain.shift(by: list.scrollOffset - offsetBefore)
        }
        let animate = animated && !prepared.isReplacement && !isDetached && !options.reducesMotion && options.duration > 0
        if animate {
            chain.add(BatchSnapshot(of: list), at: time, duration: options.duration, curve: options.curve)
            chain.limitDepth(to: Self.maxChainDepth, window: Self.window(of: list))
            replaceChain(with: chain)
        } else {
            replaceChain(with: nil)
        }
        invalidateFractions()
        if options.emitsEvents, !prepared.isReplacement { emitBatch(prepared.plan, animated: animate, in: list) }
        return true
    }

    /// Longest chain of running batches; an older one is collapsed (`BatchChain`) when batches
    /// arrive faster than they finish.
    static let maxChainDepth = 6

    /// True when `current` holds the rows `prepared` was planned from: the same storage (O(1))
    /// or, failing that, equal rows.
    static func rows(_ current: [Row], areStill prepared: [Row]) -> Bool {
        BatchSnapshot.sameStorage(current, prepared) || current == prepared
    }

    /// The rows a frame can draw from now on: those the current list, or any state the running
    /// animation started from, has within a viewport above, in or below the visible area. A row
    /// the next batch deletes can fade out on screen only if it is one of them (its host keeps
    /// its text before letting its object go).
    ///
    /// - Complexity: O(stages × (log n + rows per window)).
    package func idsNearViewport() -> [RowID] {
        guard let list else { return [] }
        if let windowed = list.windowed {
            return (validWindowedChain() ?? BatchChain(base: windowed)).ids(near: Self.window(of: list))
        }
        return (validChain() ?? BatchChain(base: BatchSnapshot(of: list))).ids(near: Self.window(of: list))
    }

    private func emitBatch(_ plan: ChangePlan, animated: Bool, in list: ListState) {
        list.emit("batch", [
            ("deleted", .number(Double(plan.deletions.count))),
            ("inserted", .number(Double(plan.insertions.count))),
            ("moved", .number(Double(plan.movedCount))),
            ("updated", .number(Double(plan.updates.count))),
            ("rows", .number(Double(plan.newCount))),
            ("animated", .bool(animated)),
        ])
    }
}
