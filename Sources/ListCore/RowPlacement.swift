/// Where rows sit, as the scene's frames and the batch animation read it: the count, each row's
/// top and height by position, the row at a y, the rows in a range of y, and a row's position by
/// identity.
///
/// Two kinds adopt it. `RowLayout` places every row of a list that holds all its rows (ListDemo's
/// path, exact heights). `WindowedSnapshot` places the rows of a windowed list that it knows (the
/// window's and those in flight) over `WindowHeights` (estimated heights for unseen rows). Readers
/// are generic over it, so each use is specialized for its concrete type (no existential in the
/// frame loop).
///
///     func firstRow(below y: Double, in placement: some RowPlacement) -> RowID? {
///         placement.index(atY: y).flatMap { placement.ids(in: $0..<$0 + 1).first { _ in true } }
///     }
///
/// - Complexity: see each adopter; `RowLayout` answers by position in O(log n) and by identity in
///   O(1) expected.
package protocol RowPlacement: Sendable {
    /// What `ids(in:)` returns: the identities a range of positions holds, in order.
    associatedtype IDs: Sequence<RowID>
    /// The number of rows (positions `0 ..< count`).
    var count: Int { get }
    /// The height of every row together (`top(of: count)`).
    var contentHeight: Double { get }
    /// The height of the row at `index`.
    func height(at index: Int) -> Double
    /// The top of the row at `index` in content coordinates; `top(of: count)` is `contentHeight`.
    func top(of index: Int) -> Double
    /// The row containing content position `y`; `nil` above the first and below the last row.
    func index(atY y: Double) -> Int?
    /// The rows that intersect `[offset, offset + viewportHeight)`.
    func visibleRange(offset: Double, viewportHeight: Double) -> Range<Int>
    /// The position of the row with identity `id`; `nil` when this placement has no place for it.
    func index(of id: RowID) -> Int?
    /// The identities this placement knows at the positions in `range`, in position order.
    func ids(in range: Range<Int>) -> IDs
}
