extension ScrollAnchoring {
    /// A windowed list's change landed (`BatchAnimator.commit(_:at:animated:anchors:)`, the windowed
    /// kind), its offset moved by `shift` to keep `batch.anchor` in place when `anchored`. What
    /// `keep(_:in:at:)` does for a list's batch: a glide to the top goes on from the adjusted
    /// offset, and the rows that arrived above the anchor count in "N new" (`newRowsAbove`).
    ///
    /// A windowed list has no identity for most arrivals: they are the positions of the change's
    /// added span above the anchor that no row it tracked became (new to the model, or from an
    /// unseen place of the removed span) or that a tracked row took coming from at or below the
    /// anchor, kept as runs of model positions. Each later change moves the runs with the rows
    /// around them; a run inside a later change's removed span is dropped (its rows may have gone
    /// anywhere), so a reorder clears the count.
    ///
    ///     animator.commit(batch, at: now)   // 3 rows inserted above the reader
    ///     anchoring.newRowsAbove            // 3
    ///
    /// - Complexity: O(runs kept + the added rows above the anchor).
    func windowedChangeLanded<Key>(_ batch: WindowedBatch<Key>, anchored: Bool, shift: Double, at time: Double) {
        let change = batch.change
        if !windowedArrivals.isEmpty {
            let end = change.position + change.removed, moved = change.added - change.removed
            windowedArrivals = windowedArrivals.flatMap { run -> [Range<Int>] in
                let before = run.clamped(to: 0..<change.position)
                let after = run.clamped(to: end..<Int.max)
                return [before, (after.lowerBound + moved)..<(after.upperBound + moved)].filter { !$0.isEmpty }
            }
        }
        guard anchored, let anchor = batch.anchor else { return forgetSeenArrivals() }
        glide(shiftedBy: shift, at: time)
        var runs: [Range<Int>] = []
        // Only what was added above the anchor counts: nothing when the change lies below it.
        let above = change.position..<max(change.position, min(change.position + change.added, anchor.newPosition))
        for position in above {
            let arrived: Bool
            switch change.origin(ofNewPosition: position) {
            case .unknown: arrived = true
            case .tracked(_, let oldPosition): arrived = oldPosition >= anchor.oldPosition
            case .untracked: arrived = false
            }
            guard arrived else { continue }
            if let last = runs.last, last.upperBound == position {
                runs[runs.count - 1] = last.lowerBound..<position + 1
            } else {
                runs.append(position..<position + 1)
            }
        }
        windowedArrivals += runs
        forgetSeenArrivals()
        if policy == .alwaysReveal, !runs.isEmpty { scrollToTop(at: time) }
    }
}
