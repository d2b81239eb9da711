/// One batch of a running (possibly retargeted) layout animation: where the list is heading,
/// when the batch started and how it eases.
///
/// A stage starts every row from where the stage before it had the row at `start`, so a second
/// batch during the animation continues from the rows' current positions (see `BatchChain`).
///
///     let stage = BatchStage(target: after, start: 2.0, duration: 0.3, curve: .easeInOut,
///                            previousProgress: 1)
///     stage.progress(at: 2.15)   // 0.5
///
/// - Complexity: O(1) per query.
struct BatchStage: Sendable {
    /// The list after this batch.
    let target: BatchSnapshot
    /// Clock time the batch started, seconds.
    let start: Double
    let duration: Double
    let curve: TimingCurve
    /// Eased progress of the stage before this one at `start`: where this stage picked the rows
    /// up. (1 when the stage before had finished.)
    let previousProgress: Double
    /// Exact start spans of rows that could be on screen when the stage before this one was
    /// collapsed to keep the chain short; other rows start from that stage's target.
    var startOverride: [RowID: RowSpan] = [:]

    /// Eased progress 0…1 at `time`.
    func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return curve.value(at: (time - start) / duration)
    }

    func isFinished(at time: Double) -> Bool {
        duration <= 0 || time >= start + duration
    }
}
