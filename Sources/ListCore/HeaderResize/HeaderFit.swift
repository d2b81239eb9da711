/// The height of a header whose content decides it (an app's own widget, measured by the host
/// every layout), as it is shown frame by frame: the measured height plus a residual that decays
/// to 0. A change that comes within `continuation` of the previous one continues the header's
/// own motion (a revealer opening in it changes its height every frame): the shown height moves
/// with it one to one. Any other change (a label wrapping, another widget) is a jump: the
/// shown height leaves where it is, with its velocity, and eases to the new height.
///
///     var fit = HeaderFit(height: 40)
///     fit.measure(120, at: 1, animated: true)   // a jump
///     fit.value(at: 1.1)                        // between 40 and 120
///     fit.measure(128, at: 1.116, animated: true)   // the next frame: moves with it, +8
///
/// - Complexity: O(1).
package struct HeaderFit: Sendable, Equatable {
    /// The height last measured.
    package private(set) var measured: Double
    /// Shown minus measured, heading for 0.
    private var residual = Animation(from: 0, to: 0, kind: .instant)
    /// When the measured height last changed.
    private var lastChange: Double?

    /// How soon after the previous change a change continues it (seconds): a few frames at 60 Hz,
    /// so a loaded machine dropping a frame still follows a revealer one to one.
    package static let continuation = 0.1
    /// How a jump is animated: the summary banner's resize (eased, 0.35 s; a jump mid-way leaves
    /// with the velocity it had).
    package static let kind = Animation.Kind.timed(duration: 0.35, curve: .easeInOut)

    /// A header shown at `height`, at rest.
    package init(height: Double) {
        measured = max(0, height)
    }

    /// The header now measures `height` at `time`; `animated: false` shows it there at once.
    package mutating func measure(_ height: Double, at time: Double, animated: Bool) {
        let height = max(0, height)
        guard height != measured else { return }
        let continues = lastChange.map { time - $0 <= Self.continuation } ?? false
        let shown = value(at: time), velocity = residual.velocity(at: time)
        lastChange = time
        measured = height
        guard animated else {
            residual = Animation(from: 0, to: 0, kind: .instant)
            return
        }
        guard !continues else { return }   // the residual goes on decaying: shown moves by the change
        residual = Animation(from: shown - height, to: 0, kind: Self.kind, initialVelocity: velocity)
        residual.play(at: time)
    }

    /// The height to show at `time`: never below 0.
    package func value(at time: Double) -> Double { max(0, measured + residual.value(at: time)) }

    /// Moves the residual to `time` (finished once it reached 0).
    package mutating func update(at time: Double) { residual.update(at: time) }

    /// Ends any motion: the measured height is shown (reduced motion, detach).
    package mutating func settle() { residual = Animation(from: 0, to: 0, kind: .instant) }

    /// Whether the shown height still differs from the measured one.
    package var isMoving: Bool { residual.state == .playing }
}
