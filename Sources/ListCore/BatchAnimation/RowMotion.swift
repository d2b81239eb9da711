/// A row's span at one moment of a layout animation and how fast its top is moving there.
///
///     let motion = stage.motion(from: old, to: new, velocity: 0, at: 0.5)
///     motion.span.top      // half-way (ease-in-out)
///     motion.velocity      // points per second, downward positive
///
/// - Complexity: O(1).
struct RowMotion: Equatable, Sendable {
    var span: RowSpan
    /// Points per second of `span.top`.
    var velocity: Double
}
