extension BatchAnimator {
    /// Moves a visible row to its animated position and applies its fade-in and crossfade.
    ///
    /// - Complexity: O(running batches) identity lookups.
    package func decorate(_ row: inout RowAppearance, at time: Double) {
        guard let list else { return }
        if let chain = validChain() {
            decorate(&row, at: time, chain: chain, in: list)
        } else if let chain = validWindowedChain() {
            decorate(&row, at: time, chain: chain, in: list)
        }
    }

    private func decorate<State>(_ row: inout RowAppearance, at time: Double, chain: BatchChain<State>, in list: ListState) {
        rowsEvaluated += 1
        let fractions = fractions(at: time)
        guard let span = chain.span(of: row.id, fractions: fractions, window: Self.window(of: list)) else { return }
        row.y = list.headerHeight + span.top - list.scrollOffset
        row.height = span.height
        row.opacity *= chain.opacity(of: row.id, fractions: fractions)
            * chain.travelOpacity(of: row.id, fractions: fractions, window: Self.window(of: list))
        if let fade = chain.crossfade(of: row.id, fractions: fractions) {
            row.previousFields = fade.previousFields
            row.contentOpacity = min(row.contentOpacity, fade.contentOpacity)
        }
    }

    /// Where a running batch draws row `id` at `time`, as a viewport y, before any other
    /// behavior's decoration (the reorder drag compares centres with it); `nil` when no batch runs
    /// or it does not move the row.
    ///
    /// - Complexity: O(running batches) identity lookups.
    package func animatedTop(of id: RowID, at time: Double) -> Double? {
        guard let list else { return nil }
        let span: RowSpan?
        if let chain = validChain() {
            span = chain.span(of: id, fractions: fractions(at: time), window: Self.window(of: list))
        } else if let chain = validWindowedChain() {
            span = chain.span(of: id, fractions: fractions(at: time), window: Self.window(of: list))
        } else {
            span = nil
        }
        return span.map { list.headerHeight + $0.top - list.scrollOffset }
    }

    /// The crossfade of row `id`'s content at `time`: the fields a running batch replaced and the
    /// new content's opacity; `nil` when no running batch changed the row. For views of one row
    /// outside the list (a detail page), fading exactly as its row in the list does.
    ///
    ///     if let fade = animator.crossfade(of: id, at: now) { show(fade.previousFields, fading: 1 - fade.contentOpacity) }
    ///
    /// - Complexity: O(running batches) identity lookups.
    package func crossfade(of id: RowID, at time: Double) -> (previousFields: [String], contentOpacity: Double)? {
        if let chain = validChain() { return chain.crossfade(of: id, fractions: fractions(at: time)) }
        if let chain = validWindowedChain() { return chain.crossfade(of: id, fractions: fractions(at: time)) }
        return nil
    }

    /// Completes the frame: drops rows whose animated position left the viewport, adds rows
    /// that are outside the list's visible range but still slide through the viewport, adds
    /// deleted rows fading out where they were (drawn first, beneath the others), and draws
    /// rows far from their slots over rows near theirs.
    ///
    /// Only rows visible in one of the running batches' snapshots are considered.
    ///
    /// - Complexity: O(running batches × (visible rows + log n)) identity lookups, plus sorting
    ///   the visible rows.
    package func finishFrame(_ rows: inout [RowAppearance], at time: Double) {
        guard let list else { return }
        if let chain = validChain() {
            finishFrame(&rows, at: time, chain: chain, in: list)
        } else if let chain = validWindowedChain() {
            finishFrame(&rows, at: time, chain: chain, in: list)
        }
    }

    private func finishFrame<State>(_ rows: inout [RowAppearance], at time: Double, chain: BatchChain<State>,
                                    in list: ListState) {
        let fractions = fractions(at: time)
        let height = list.viewportHeight
        rows.removeAll { !($0.y < height && $0.y + $0.height > 0) }
        var drawn = Set(rows.map(\.id))
        var departing: [RowAppearance] = []
        var passing: [RowAppearance] = []
        let windowTop = list.scrollOffset - list.headerHeight
        for id in chain.earlierIDs(inWindowTop: windowTop, height: height) where drawn.insert(id).inserted {
            // Rows of the list are counted by `decorate`, called through `appearance`.
            if !list.contains(id) { rowsEvaluated += 1 }
            guard let row = appearance(of: id, at: time, chain: chain, fractions: fractions, in: list),
                row.y < height, row.y + row.height > 0
            else { continue }
            if row.index < 0 { departing.append(row) } else { passing.append(row) }
        }
        rows.append(contentsOf: passing)
        // Drawing order: rows fading out beneath, then by how far each row still is from its
        // slot, so a row sliding past others (a live update heading for the top) is seen going
        // over the rows that shift aside for it.
        var keyed: [(away: Double, row: RowAppearance)] = []
        keyed.reserveCapacity(rows.count)
        for row in rows {
            let distance: Double = abs(row.y - list.viewportY(ofRowAt: row.index))
            keyed.append(((distance * 2).rounded(), row))
        }
        keyed.sort { $0.away != $1.away ? $0.away < $1.away : $0.row.index < $1.row.index }
        rows = keyed.map(\.row)
        rows.insert(contentsOf: departing, at: 0)
    }

    /// The viewport in layout coordinates: rows sliding in from, or out to, far beyond it travel
    /// one viewport height, so every slide stays in view and reads as coming from that side.
    static func window(of list: ListState) -> RowSpan {
        RowSpan(top: list.scrollOffset - list.headerHeight, height: list.viewportHeight)
    }

    /// How row `id` is drawn at `time`, wherever it is (also outside the viewport): the
    /// animated position, opacity and crossfade, plus every attached behavior's decoration;
    /// a row fading out after a deletion has `index == -1`. `nil` for a row that is neither in
    /// the list nor fading out.
    ///
    ///     animator.appearance(of: "row-7", at: now)?.y   // viewport y, mid-slide
    ///
    /// Does not advance the animation.
    ///
    /// - Complexity: O(running batches × behaviors) identity lookups.
    package func appearance(of id: RowID, at time: Double) -> RowAppearance? {
        guard let list else { return nil }
        if let chain = validChain() {
            return appearance(of: id, at: time, chain: chain, fractions: fractions(at: time), in: list)
        }
        if let chain = validWindowedChain() {
            return appearance(of: id, at: time, chain: chain, fractions: fractions(at: time), in: list)
        }
        return list.index(of: id).map { baseAppearance(of: id, at: $0, in: list, time: time) }
    }

    private func appearance<State>(
        of id: RowID, at time: Double, chain: BatchChain<State>, fractions: [Double], in list: ListState
    ) -> RowAppearance? {
        if let index = list.index(of: id) {
            return baseAppearance(of: id, at: index, in: list, time: time)
        }
        guard let departure = chain.departure(of: id, fractions: fractions, window: Self.window(of: list)) else {
            return nil
        }
        // Decorated by every behavior like any row (edit-mode indent, check mark); the
        // animator's own decoration leaves a row that is not in the list alone.
        var row = list.appearance(of: id, index: -1, y: list.headerHeight + departure.span.top - list.scrollOffset,
                                  height: departure.span.height, at: time)
        row.opacity *= departure.opacity
        row.previousFields = departure.row.fields
        row.contentOpacity = 0
        return row
    }

    /// A row of the list drawn the way `ListState.appearances(at:)` draws it.
    private func baseAppearance(of id: RowID, at index: Int, in list: ListState, time: Double) -> RowAppearance {
        list.appearance(of: id, index: index, y: list.viewportY(ofRowAt: index), height: list.height(at: index),
                        at: time)
    }
}
