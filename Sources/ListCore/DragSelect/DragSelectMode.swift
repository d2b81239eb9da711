/// What a drag (or a Shift extension) does to the rows it covers.
///
/// The first row a drag touches decides: an unselected row starts a `.select` drag, a selected
/// row starts a `.deselect` drag.
///
///     let mode: DragSelectMode = list.selection.contains(id) ? .deselect : .select
///     mode.makesSelected // false for .deselect
///
/// - Complexity: a value; O(1).
package enum DragSelectMode: String, Equatable, Sendable {
    case select
    case deselect

    /// The selection state every covered row takes.
    package var makesSelected: Bool { self == .select }

    /// The mode a drag gets when it starts on a row that is (or is not) selected.
    ///
    ///     DragSelectMode(startingOnSelectedRow: true) // .deselect
    ///
    /// - Complexity: O(1).
    package init(startingOnSelectedRow isSelected: Bool) {
        self = isSelected ? .deselect : .select
    }
}
