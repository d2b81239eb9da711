/// Animates a list from its current rows to new rows: every row slides from its old y to its
/// new y, inserted rows fade in in place, deleted rows fade out where they were, and rows whose
/// content version changed crossfade their content at their new position. A row that moves and
/// changes gets exactly one slide and one crossfade.
///
///     let animator = BatchAnimator()
///     list.attach(animator)
///     animator.apply(newRows, at: now)                     // plan, set the rows, animate
///     try animator.perform(BatchUpdate(...), at: now)      // an explicit, validated batch
///     let frame = list.frame(at: now + 0.15)               // rows half-way
///
/// For long lists plan off the main thread with `prepare(old:new:)` and apply the result on the
/// main thread with `commit(_:at:)` (`BackgroundScheduler` decides which lists are long).
///
/// Virtualized: the animator keeps the old layout (a copy-on-write value) instead of per-row
/// state and computes a row's old position by identity when the row is drawn. Per frame it
/// looks only at rows visible before or after the running batches, so a frame of a sorted list
/// of a million rows costs as much as one of a hundred. A second batch while one is running
/// starts every row from its current animated position (`BatchChain`).
///
/// Rows leaving the list are added to the frame by `finishFrame` with `index == -1`,
/// `previousFields` set to their content and `contentOpacity == 0`; `list.row(id)` no longer
/// knows them, `departingRow(_:)` does.
///
/// - Complexity: `apply` is O(n + k log k) (`ChangePlanner`) plus `ListState.setRows`;
///   a frame is O(visible rows × running batches × log n).
package final class BatchAnimator: ListBehavior {
    package var options: Options
    private(set) weak var list: ListState?
    /// The running animation of a list that holds every row. At most one of `chain` and
    /// `windowedChain` is set (`running`, `replaceRunning`): they are kept apart because reading
    /// the chain out of a stored `RunningChain` copies the enum, which cost ListDemo's
    /// mid-animation frame about 4 % (`ListBench --frames-only`).
    var chain: BatchChain<BatchSnapshot>?
    /// The running animation of a windowed list.
    var windowedChain: BatchChain<WindowedSnapshot>?
    /// The running animation, of a list that holds every row or of a windowed one.
    var running: RunningChain? {
        if let chain { return .full(chain) }
        return windowedChain.map(RunningChain.windowed)
    }
    /// Time of the last `advance(to:)`.
    private(set) var now: Double = 0
    /// Time fraction of every running stage at `cachedTime` (the frame being built).
    private var cachedFractions: [Double] = []
    private var cachedTime: Double = .nan
    /// Rows looked at during the last frame (decorated, or considered for `finishFrame`).
    /// The test of virtualization reads it.
    var rowsEvaluated = 0
    /// Rows the committed plans covered so far (every new row's origin plus every deletion):
    /// what planning the batches cost. A height change plans no row; the test of re-measuring
    /// reads it.
    package internal(set) var rowsPlanned = 0

    /// Receives the state of finished batches (the rows and layouts they animated from) instead
    /// of letting it go here. Freeing a million rows takes ~100 ms, so a host may drop the last
    /// reference on a worker thread: `animator.discard = { old in queue.async { _ = old } }`.
    /// `nil` frees it on the calling thread.
    package var discard: ((any Sendable) -> Void)?

    package init(options: Options = Options()) {
        self.options = options
    }

    package func didAttach(to list: ListState) {
        self.list = list
        chain = nil
        windowedChain = nil
        isDetached = false
    }

    /// Detached mid-animation: every row lands in its final place at once. Sorts, deletes and
    /// live updates still change the list through `commit`, without animation, until attached
    /// again.
    package func didDetach(from list: ListState) {
        finish()
        isDetached = true
    }

    /// True between `didDetach` and the next `didAttach`: changes apply without animation.
    package private(set) var isDetached = false

    /// True while a batch is animating.
    package var isAnimating: Bool { chain?.isAnimating ?? windowedChain?.isAnimating ?? false }

    package var needsFrames: Bool { isAnimating }

    /// Reduced motion: batches from now on jump; one animating now ends at once.
    package func setReducesMotion(_ reduced: Bool) {
        options.reducesMotion = reduced
        if reduced, chain != nil || windowedChain != nil { replaceChain(with: nil) }
    }

    /// Advances the animation; finished batches are forgotten.
    /// - Complexity: O(running batches).
    package func advance(to time: Double) {
        now = time
        rowsEvaluated = 0
        if var chain = validChain() {
            let stages = chain.stages.count
            chain.prune(at: time)
            guard chain.stages.count != stages else { return }
            replaceChain(with: chain.isAnimating ? chain : nil)
        } else if var chain = validWindowedChain() {
            let stages = chain.stages.count
            chain.prune(at: time)
            guard chain.stages.count != stages else { return }
            replaceRunning(with: chain.isAnimating ? .windowed(chain) : nil)
        }
    }

    /// Cancels the running animation: every row jumps to its final place.
    /// - Complexity: O(1).
    package func finish() {
        replaceChain(with: nil)
    }

    /// Sets the chain, handing the one it replaces to `discard`.
    func replaceChain(with next: BatchChain<BatchSnapshot>?) {
        replaceRunning(with: next.map(RunningChain.full))
    }

    /// Sets the running animation of either kind, handing the one it replaces to `discard`.
    func replaceRunning(with next: RunningChain?) {
        let previous = running
        switch next {
        case .full(let next)?: (chain, windowedChain) = (next, nil)
        case .windowed(let next)?: (chain, windowedChain) = (nil, next)
        case nil: (chain, windowedChain) = (nil, nil)
        }
        invalidateFractions()
        if let previous, let discard { discard(previous) }
    }

    /// The content of a row that is drawn this frame, also while it fades out after a deletion.
    ///
    ///     guard let data = list.row(row.id) ?? animator.departingRow(row.id) else { return }
    ///
    /// - Complexity: O(running batches) identity lookups.
    package func departingRow(_ id: RowID) -> Row? {
        guard let list, !list.contains(id) else { return nil }
        if let chain = validChain() { return chain.departure(of: id, fractions: fractions(at: now))?.row }
        if let chain = validWindowedChain() { return chain.departure(of: id, fractions: fractions(at: now))?.row }
        return nil
    }

    /// The running chain, or `nil` when there is none or the list's rows were replaced behind
    /// the animator's back (then the animation is dropped: nothing is drawn from stale state).
    func validChain() -> BatchChain<BatchSnapshot>? {
        guard let chain, let list else { return nil }
        guard !list.isWindowed, BatchSnapshot.sameStorage(chain.stages.last?.target.rows ?? chain.base.rows, list.rows) else {
            replaceChain(with: nil)
            return nil
        }
        return chain
    }

    /// The running animation of a windowed list, or `nil` when there is none or the list holds
    /// every row again (`ListState.setRows`: then the animation is dropped).
    func validWindowedChain() -> BatchChain<WindowedSnapshot>? {
        guard let windowedChain, let list else { return nil }
        guard list.isWindowed else {
            replaceRunning(with: nil)
            return nil
        }
        return windowedChain
    }

    /// Time fraction of every running stage at `time`, cached for the frame being built.
    func fractions(at time: Double) -> [Double] {
        if time != cachedTime {
            cachedFractions = chain?.fractions(at: time) ?? windowedChain?.fractions(at: time) ?? []
            cachedTime = time
        }
        return cachedFractions
    }

    /// Forgets the cached fractions (the chain changed: `replaceRunning` calls it).
    func invalidateFractions() {
        cachedTime = .nan
    }
}
