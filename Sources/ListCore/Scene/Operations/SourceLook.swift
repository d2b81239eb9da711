/// A look's result, carried from the executor to the main thread.
enum SourceLook: Sendable {
    case unchanged
    case gone(String)
    case trouble(SourceTrouble)
    /// The batch, what changed, and while searching the search's next session and hidden count.
    case batch(PreparedBatch, KeyedDiff.Summary, (SearchSession, Int)?)
}
