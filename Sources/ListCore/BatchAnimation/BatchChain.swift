/// The running layout animation of `BatchAnimator` as a chain of batches, without any per-row
/// state: a base snapshot (the list before the oldest running batch) and one `BatchStage` per
/// batch since, oldest first.
///
/// A row's position is computed on demand from identities: in stage `k` it goes from its start
/// span to its span in the stage's target, where the start span is the row's position in stage
/// `k − 1` at the moment stage `k` began, with the speed it had there. A second batch during
/// the animation therefore starts every row from exactly where it is drawn and as fast as it
/// was moving (no jump, no jolt), and a row that moves and changes content gets one slide and
/// one crossfade.
///
///     var chain = BatchChain(base: BatchSnapshot(of: list))
///     list.setRows(sorted)
///     chain.add(BatchSnapshot(of: list), at: now, duration: 0.3, curve: .easeInOut)
///     let fractions = chain.fractions(at: now + 0.15)
///     chain.span(of: "row-7", fractions: fractions)   // half-way between old and new slot
///
/// Stages that no longer matter are dropped (`prune(at:)`); when batches arrive faster than
/// they finish, the chain is kept at most `maxDepth` stages long by collapsing the oldest one
/// (`collapseOldest(keeping:)`), which keeps exact start positions for the rows that can be on
/// screen.
///
/// - Complexity: a row query is O(stages) identity lookups (O(log n) each); nothing is ever
///   done for all rows. Adding a stage is O(1); collapsing is O(stages × rows that can be on
///   screen).
struct BatchChain<State: BatchState>: Sendable {
    private(set) var base: State
    /// Changed only by the methods below, which keep `_invariantViolations()` empty (settable
    /// within the module so a test can break an invariant on purpose and see the check catch it).
    var stages: [BatchStage<State>] = []

    init(base: State) {
        self.base = base
    }

    /// The list after the newest batch (what `ListState` holds).
    var current: State { stages.last?.target ?? base }

    var isAnimating: Bool { !stages.isEmpty }

    /// The snapshot stage `k` starts from.
    func snapshot(before k: Int) -> State {
        k == 0 ? base : stages[k - 1].target
    }

    /// Time fraction of every stage at `time`, oldest first (what the row queries take).
    func fractions(at time: Double) -> [Double] {
        stages.map { $0.fraction(at: time) }
    }

    // MARK: Changing the chain

    /// Starts a new batch heading for `target` at `time`; rows start where the chain has them
    /// at `time`.
    mutating func add(_ target: State, at time: Double, duration: Double, curve: TimingCurve) {
        let previous = stages.last?.fraction(at: time) ?? 1
        stages.append(BatchStage(target: target, start: time, duration: duration, curve: curve,
                                 previousFraction: previous))
        _checkInvariants()
    }

    /// Drops the oldest stages once they can no longer be seen: every one of them has finished
    /// at `time`, and the stage after them picked the rows up at their final positions.
    mutating func prune(at time: Double) {
        var drop = 0
        for k in stages.indices {
            guard stages[k].isFinished(at: time) else { break }
            if k + 1 == stages.count || stages[k + 1].previousFraction >= 1 { drop = k + 1 }
        }
        guard drop > 0 else { return }
        base = stages[drop - 1].target
        stages.removeFirst(drop)
        if !stages.isEmpty { stages[0].startOverride = [:] }
        _checkInvariants()
    }

    /// Folds the oldest stage into the base. Rows in `keeping` (those that can be on screen)
    /// keep their exact start in the next stage; any other row starts that stage from the
    /// oldest stage's target, which only an off-screen row can notice. The kept starts are
    /// bounded by `keeping`, so collapsing never accumulates state.
    mutating func collapseOldest(keeping ids: some Sequence<RowID>, window: RowSpan? = nil) {
        guard stages.count >= 2 else { return }
        let pickup = stages[1].previousFraction
        var override: [RowID: RowMotion] = [:]
        for id in ids where override[id] == nil {
            if let motion = motion(of: id, inStage: 0, fraction: pickup, window: window) { override[id] = motion }
        }
        base = stages[0].target
        stages.removeFirst()
        stages[0].startOverride = override
        _checkInvariants()
    }

    /// Moves every state the animation started from by `distance` points (layout coordinates):
    /// the scroll offset followed an anchor by as much, so each row is drawn where it was the
    /// moment before, and goes on along its path from there.
    ///
    ///     chain.shift(by: 56)   // a row inserted above the viewport; the offset moved 56 down
    ///
    /// - Complexity: O(stages + kept start positions).
    mutating func shift(by distance: Double) {
        guard distance != 0 else { return }
        base.shift += distance
        for k in stages.indices {
            stages[k].target.shift += distance
            for (id, motion) in stages[k].startOverride {
                stages[k].startOverride[id] = RowMotion(span: RowSpan(top: motion.span.top + distance,
                                                                      height: motion.span.height),
                                                        velocity: motion.velocity)
            }
        }
        _checkInvariants()
    }

    /// Collapses the oldest stages (`collapseOldest(keeping:window:)`) until at most `maxDepth`
    /// run, keeping the exact start of every row any state has within a viewport above, in or
    /// below `window` (the viewport, layout coordinates): the rows that can be on screen.
    ///
    /// - Complexity: O(collapses × stages × (log n + rows per window)).
    mutating func limitDepth(to maxDepth: Int, window: RowSpan) {
        while stages.count > maxDepth {
            collapseOldest(keeping: ids(near: window), window: window)
        }
    }

    /// Replaces the current state (the newest target, or the base) by `transform`'s result: the
    /// same list, described with more rows than when it was added.
    mutating func updateCurrent(_ transform: (inout State) -> Void) {
        if stages.isEmpty { transform(&base) } else { transform(&stages[stages.count - 1].target) }
        _checkInvariants()
    }

    /// Forgets the animation: the current list becomes the base.
    mutating func reset(to snapshot: State) {
        base = snapshot
        stages = []
        _checkInvariants()
    }
}
