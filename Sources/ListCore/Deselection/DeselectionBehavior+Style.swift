extension DeselectionBehavior {
    /// The ways of deselecting the row a user comes back from, as the seeds compare them.
    ///
    ///     deselection.style = .onAppear   // the naive way, to compare on the slider
    ///
    /// - Complexity: a value; O(1).
    public enum Style: String, CaseIterable, Sendable {
        /// The row stays selected and highlighted on the list.
        case none
        /// The row stays fully highlighted during the transition and is deselected once the list
        /// has appeared (what `viewDidAppear` deselection does).
        case onAppear
        /// The highlight fades in lockstep with the transition and comes back if it is cancelled.
        case progressDriven
    }
}
