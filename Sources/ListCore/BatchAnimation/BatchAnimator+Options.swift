extension BatchAnimator {
    /// How batches animate.
    ///
    ///     var options = BatchAnimator.Options()
    ///     options.duration = 0.25
    ///     options.reducesMotion = true    // batches apply at once, nothing slides or fades
    ///     let animator = BatchAnimator(options: options)
    ///
    /// - Complexity: O(1).
    package struct Options: Equatable, Sendable {
        /// Seconds a batch takes: slides, fades and content crossfades (about 0.3 s, as UIKit).
        package var duration: Double
        package var curve: TimingCurve
        /// Reduced motion: batches apply instantly.
        package var reducesMotion: Bool
        /// Emits a `batch` event through `ListState.emit` for every batch.
        package var emitsEvents: Bool

        package init(duration: Double = 0.3, curve: TimingCurve = .easeInOut, reducesMotion: Bool = false,
                    emitsEvents: Bool = true) {
            self.duration = duration
            self.curve = curve
            self.reducesMotion = reducesMotion
            self.emitsEvents = emitsEvents
        }
    }
}
