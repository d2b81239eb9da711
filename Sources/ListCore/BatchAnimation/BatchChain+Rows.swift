extension BatchChain {
    /// How a row that is leaving the list is drawn: at the position it had when the batch that
    /// deleted it began, fading out, with its last content.
    struct Departure: Sendable {
        var row: Row
        var span: RowSpan
        var opacity: Double
    }

    /// Where `id` is in stage `k` at time fraction `u`, and how fast it moves; `nil` when the
    /// row is not in that stage's target. With a `window` (the viewport, layout coordinates),
    /// long slides into or out of it travel one window height (`RowSpan.limitingTravel`).
    ///
    /// Retargeting stays on the path: a row takes its speed into the stage only when that
    /// motion could be seen (it was in the window) and heads for the new slot, and never so
    /// much of it that it would shoot past the slot (`carriedVelocity`).
    ///
    /// - Complexity: O(k) identity lookups.
    func motion(of id: RowID, inStage k: Int, fraction u: Double, window: RowSpan? = nil) -> RowMotion? {
        guard let target = stages[k].target.span(of: id) else { return nil }
        guard let start = startMotion(of: id, inStage: k, window: window) else {
            return RowMotion(span: target, velocity: 0)
        }
        let slide = RowSpan.limitingTravel(from: start.span, to: target, within: window)
        let visible = window.map { start.span.intersects(windowTop: $0.top, windowHeight: $0.height) } ?? true
        let velocity = visible && slide.fade == .none
            ? stages[k].carriedVelocity(start.velocity, distance: slide.end.top - slide.start.top) : 0
        return stages[k].motion(from: slide.start, to: slide.end, velocity: velocity, at: u)
    }

    /// Extra opacity of a row of the current list that fades in or out in place in the newest
    /// stage (a slide from or to farther than one window); 1 otherwise.
    ///
    /// - Complexity: O(stages) identity lookups.
    func travelOpacity(of id: RowID, fractions: [Double], window: RowSpan?) -> Double {
        guard let last = stages.indices.last, let window, let target = stages[last].target.span(of: id),
              let start = startMotion(of: id, inStage: last, window: window)
        else { return 1 }
        switch RowSpan.limitingTravel(from: start.span, to: target, within: window).fade {
        case .none: return 1
        case .fadeIn: return eased(fractions, last)
        case .fadeOut: return 1 - eased(fractions, last)
        }
    }

    /// Where and how fast `id` moves when stage `k` begins: its motion in the chain at that
    /// moment; `nil` when the stage inserted it.
    ///
    /// - Complexity: O(k) identity lookups.
    func startMotion(of id: RowID, inStage k: Int, window: RowSpan? = nil) -> RowMotion? {
        if let override = stages[k].startOverride[id] { return override }
        if k == 0 { return base.span(of: id).map { RowMotion(span: $0, velocity: 0) } }
        return motion(of: id, inStage: k - 1, fraction: stages[k].previousFraction, window: window)
    }

    /// The animated span of a row of the current list; `nil` when it is not in the list.
    /// `fractions` comes from `fractions(at:)`.
    func span(of id: RowID, fractions: [Double], window: RowSpan? = nil) -> RowSpan? {
        guard let last = stages.indices.last else { return base.span(of: id) }
        return motion(of: id, inStage: last, fraction: fractions[last], window: window)?.span
    }

    /// Whether the state stage `k` starts from places `id`, read in place (`snapshot(before:)`
    /// returns a copy of the state, which the frame's per-row queries cannot afford).
    private func snapshotContains(_ id: RowID, before k: Int) -> Bool {
        k == 0 ? base.contains(id) : stages[k - 1].target.contains(id)
    }

    /// `id`'s row in the state stage `k` starts from, read in place.
    private func snapshotRow(_ id: RowID, before k: Int) -> Row? {
        k == 0 ? base.row(id) : stages[k - 1].target.row(id)
    }

    /// Eased progress of stage `k` (fades and crossfades follow the stage's curve).
    private func eased(_ fractions: [Double], _ k: Int) -> Double {
        stages[k].curve.value(at: fractions[k])
    }

    /// Opacity of a row of the current list: the fade-in of the stage that inserted it, 1 for
    /// a row that was there before every running stage. `fractions` from `fractions(at:)`.
    func opacity(of id: RowID, fractions: [Double]) -> Double {
        var k = stages.count - 1
        while k >= 0 {
            if !snapshotContains(id, before: k) { return eased(fractions, k) }
            k -= 1
        }
        return 1
    }

    /// The content a row of the current list is crossfading from and the opacity of its new
    /// content, from the newest stage that changed its version; `nil` when no running stage
    /// changed it (or that crossfade is complete).
    func crossfade(of id: RowID, fractions: [Double]) -> (previousFields: [String], contentOpacity: Double)? {
        var k = stages.count - 1
        while k >= 0 {
            guard let old = snapshotRow(id, before: k), let new = stages[k].target.row(id) else { return nil }
            if old.version != new.version {
                let progress = eased(fractions, k)
                return progress < 1 ? (old.fields, progress) : nil
            }
            k -= 1
        }
        return nil
    }

    /// How a row that is not in the current list is drawn, if a running stage deleted it:
    /// from the newest such stage, until that stage ends.
    func departure(of id: RowID, fractions: [Double], window: RowSpan? = nil) -> Departure? {
        var k = stages.count - 1
        while k >= 0 {
            if snapshotContains(id, before: k) {
                let progress = eased(fractions, k)
                guard progress < 1, let row = snapshotRow(id, before: k),
                      let start = startMotion(of: id, inStage: k, window: window) else { return nil }
                let fadeIn = k > 0 ? opacity(of: id, before: k, fractions: fractions) : 1
                return Departure(row: row, span: start.span, opacity: (1 - progress) * fadeIn)
            }
            k -= 1
        }
        return nil
    }

    /// Opacity of `id` in the stages before `k` (a row deleted while still fading in).
    private func opacity(of id: RowID, before k: Int, fractions: [Double]) -> Double {
        var j = k - 1
        while j >= 0 {
            if !snapshotContains(id, before: j) { return eased(fractions, j) }
            j -= 1
        }
        return 1
    }

    /// Every row that can be on screen in the window `[windowTop, windowTop + height)` (layout
    /// coordinates) besides the current list's own visible rows: the rows each earlier
    /// snapshot has in that window. A row is only drawn by the animation if it was visible
    /// before or is visible after a batch.
    ///
    /// - Complexity: O(stages × (log n + rows per window)).
    func earlierIDs(inWindowTop windowTop: Double, height: Double) -> [RowID] {
        var ids: [RowID] = []
        for k in stages.indices {
            ids.append(contentsOf: snapshot(before: k).ids(inWindowTop: windowTop, height: height))
        }
        return ids
    }

    /// Every row any state of the chain has within a viewport above, in or below `window` (the
    /// viewport, layout coordinates): the rows whose exact position must survive collapsing a
    /// stage, and the rows a windowed list keeps while the chain may still draw them.
    ///
    /// - Complexity: O(stages × (log n + rows per window)).
    func ids(near window: RowSpan) -> [RowID] {
        let top = window.top - window.height
        var ids = earlierIDs(inWindowTop: top, height: 3 * window.height)
        ids.append(contentsOf: current.ids(inWindowTop: top, height: 3 * window.height))
        return ids
    }
}
