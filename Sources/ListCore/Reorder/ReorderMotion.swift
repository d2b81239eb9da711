/// The motion numbers of a reorder drag (issue 49), beside the list's other motion numbers
/// (README, "Motion"). The timings are AdwTabBox's (libadwaita `adw-tab-box.c`:
/// `REORDER_ANIMATION_DURATION` 250 ms, ease-out cubic): a tab reordered by dragging there, a
/// row here.
///
///     ReorderMotion.makeWay        // .timed(duration: 0.25, curve: ReorderMotion.easeOutCubic)
///
/// - Complexity: constants; O(1).
public enum ReorderMotion {
    /// Ease-out cubic, `1 − (1 − t)³` as a CSS bezier (libadwaita's `adw_ease_out_cubic`).
    static let easeOutCubic = TimingCurve.cubicBezier(0.33, 1, 0.68, 1)
    /// The row (or the selected rows) lifting as the drag starts: the shadow and the raise come
    /// in over 150 ms; they go as the row settles.
    public static let liftDuration = 0.15
    /// A row making way for the dragged rows, starting as their centre crosses its own: 250 ms.
    public static let makeWayDuration = 0.25
    /// The dropped rows settling into their slot from where they were, and every row sliding to
    /// its place after a drop or a keyboard move: 250 ms.
    public static let settleDuration = 0.25
    /// A cancelled drag (Escape, a window opening): every row slides back in 250 ms.
    public static let cancelDuration = 0.25
    /// The selected rows gathering under the pointer as a drag of several starts: 250 ms.
    public static let gatherDuration = 0.25
    /// The drag handle's width at each row's trailing end in edit mode, in pixels.
    public static let handleWidth = 48.0

    static let makeWay = Animation.Kind.timed(duration: makeWayDuration, curve: easeOutCubic)
    static let settle = Animation.Kind.timed(duration: settleDuration, curve: easeOutCubic)
    static let cancel = Animation.Kind.timed(duration: cancelDuration, curve: easeOutCubic)
    static let gather = Animation.Kind.timed(duration: gatherDuration, curve: easeOutCubic)
    static let lift = Animation.Kind.timed(duration: liftDuration, curve: easeOutCubic)
}
