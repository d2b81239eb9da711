/// How one visible row is drawn this frame: the core's answer, the host only paints it.
///
/// Coordinates are in the list viewport (0 is the top edge of the visible area).
///
/// - Complexity: a value; O(1).
public struct RowAppearance: Equatable, Sendable {
    /// The row's identity.
    public var id: RowID
    /// The row's position in the list, -1 for a row fading out after its deletion.
    public var index: Int
    /// Top edge in viewport coordinates, after any running layout animation.
    public var y: Double
    /// Height in points, after any running layout animation.
    public var height: Double
    /// Selection highlight strength, 0 (none) … 1 (fully selected).
    public var highlight: Double
    /// Pressed feedback, 0 … 1.
    public var pressed: Double = 0
    /// Whole-row opacity (inserted rows fade in, deleted rows fade out).
    public var opacity: Double = 1
    /// Opacity of the current content; the rest is `previousFields` crossfading out.
    public var contentOpacity: Double = 1
    /// The content being crossfaded out, when the row was just updated.
    public var previousFields: [String]? = nil
    /// Edit mode shows a check mark; `checked` is its state.
    public var showsCheckmark: Bool = false
    /// How far edit mode has come in, 0 … 1: the check mark slides in and the content makes room
    /// for it (`EditModeAnimation`; without it, 0 or 1).
    public var editProgress: Double = 0
    /// Whether the check mark is checked.
    public var checked: Bool = false
    /// Whether the row is in the selection (rows leaving the list never are). The highlight
    /// fades; this does not: it is what screen readers and the `selected` style are told.
    public var isSelected: Bool = false
    /// The row's data as the frame shows it (a departing row's last content), filled by
    /// `ListScene.frame`: views draw it and never look it up in the model.
    public var content: Row? = nil
    /// Whether the row is a section's header (`ListScene.setSectionHeaders(_:)`): drawn by the
    /// header factory, never selected or opened.
    public var isSectionHeader = false
    /// How far the row is lifted by a reorder drag, 0 (at rest) … 1 (lifted: it casts its
    /// shadow and is raised above the rows it passes, `ReorderMotion.lift`); drawn last.
    public var lift: Double = 0

    /// A row at rest (no press, fully opaque, no check mark).
    public init(id: RowID, index: Int, y: Double, height: Double, highlight: Double) {
        self.id = id
        self.index = index
        self.y = y
        self.height = height
        self.highlight = highlight
    }
}
