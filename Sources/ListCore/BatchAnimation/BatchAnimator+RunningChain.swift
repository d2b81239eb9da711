extension BatchAnimator {
    /// The running animation, of either kind of list: a chain over the states of a list that holds
    /// every row (`BatchSnapshot`, ListDemo's path), or over a windowed list's (`WindowedSnapshot`).
    /// What `replaceRunning` takes and `discard` is handed. The animator stores the two kinds apart
    /// (`chain`, `windowedChain`); each frame runs the code specialized for the one set, so
    /// neither path reads its states through an existential.
    ///
    ///     switch animator.running {
    ///     case .full(let chain)?: chain.stages.count
    ///     case .windowed(let chain)?: chain.placedIDs.count
    ///     case nil: 0
    ///     }
    enum RunningChain: Sendable {
        /// A list that holds every row.
        case full(BatchChain<BatchSnapshot>)
        /// A windowed list (`ListState.setWindowed`).
        case windowed(BatchChain<WindowedSnapshot>)
    }
}
