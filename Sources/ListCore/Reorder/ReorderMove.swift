/// A reorder the user made (a drop, or a keyboard or accessible move): which rows moved, from
/// where to where. The scene has already applied it to its rows, as one batch and one undo step;
/// a host tells its screen reader (`announcement`) and, embedding an app's model, moves the
/// items there (`LiListView`).
///
///     scene.onRowsReordered = { move in announce(move.announcement(title: "Row 2")) }
///
/// - Complexity: a value; O(moved rows).
public struct ReorderMove: Sendable, Equatable {
    /// The rows moved, in their (unchanged) relative order.
    public var ids: [RowID]
    /// Each moved row's index before the move, in `ids`' order.
    public var fromIndices: [Int]
    /// The index of the first moved row after the move (the others follow it).
    public var toIndex: Int
    /// The rows in the list.
    public var count: Int

    /// A move of the rows `ids`, which were at `fromIndices`, to `toIndex` in a list of `count` rows.
    public init(ids: [RowID], fromIndices: [Int], toIndex: Int, count: Int) {
        self.ids = ids
        self.fromIndices = fromIndices
        self.toIndex = toIndex
        self.count = count
    }

    /// The undo step's name: "Move Row 2", "Move 3 rows".
    public func label(title: String) -> String {
        ids.count == 1 ? "Move \(title)" : "Move \(ids.count) rows"
    }

    /// What a screen reader says: "Row 2 moved to position 7 of 40" (positions count from 1).
    public func announcement(title: String) -> String {
        ids.count == 1 ? "\(title) moved to position \(toIndex + 1) of \(count)"
            : "\(ids.count) rows moved to positions \(toIndex + 1) to \(toIndex + ids.count) of \(count)"
    }
}
