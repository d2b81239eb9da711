extension DragSelectBehavior {
    /// Which edge of the list the selection strip runs along. `.leading` is the left edge (the
    /// side of the edit-mode check marks in a left-to-right layout); a right-to-left host passes
    /// `.trailing` to put it on the same visual side as its check marks.
    ///
    ///     DragSelectBehavior(options: .init(isEnabled: true, stripSide: .trailing))
    ///
    /// - Complexity: O(1).
    public enum StripSide: String, Equatable, Sendable {
        case leading
        case trailing
    }
}
