extension BatchAnimator {
    /// The running animation, of either kind of list: a chain over the states of a list that holds
    /// every row (`BatchSnapshot`, ListDemo's path), or over a windowed list's (`WindowedSnapshot`).
    /// Each frame switches on it once and runs the code specialized for its kind, so neither path
    /// reads its states through an existential.
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

        /// True while a stage of the chain animates.
        var isAnimating: Bool {
            switch self {
            case .full(let chain): chain.isAnimating
            case .windowed(let chain): chain.isAnimating
            }
        }

        /// Time fraction of every running stage at `time`.
        func fractions(at time: Double) -> [Double] {
            switch self {
            case .full(let chain): chain.fractions(at: time)
            case .windowed(let chain): chain.fractions(at: time)
            }
        }

        /// The number of running stages.
        var depth: Int {
            switch self {
            case .full(let chain): chain.stages.count
            case .windowed(let chain): chain.stages.count
            }
        }
    }
}
