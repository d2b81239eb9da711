/// What a windowed list (`ListState.setWindowed`) asks of the host that owns its model and its
/// `WindowedMirror` when the user's input reaches rows it has not read: the keyboard focus moved
/// to a row far below, a Shift range or a strip drag that spans positions no row of the window
/// holds, Select All. The list names rows by model position; the host reads those items' keys
/// and tracks them (`WindowedMirror.track(_:at:key:)`), so they keep their identity through
/// changes and scrolling. A list that holds every row (ListDemo) never asks: it selects
/// identities directly.
///
/// The list changes the selection of rows it names itself (a tap that opens a row, the back
/// transition's deselection, `ListScene.setSelection(_:)`): the host reads `selection` after
/// input for those, as it does for a list that holds every row; the rows it deselects when edit
/// mode starts or ends it untracks here.
///
/// The list holds its host weakly (`ListScene.setWindowedHost(_:)`); the host owns the scene.
///
///     final class Host: WindowedListHost {
///         var mirror: WindowedMirror<UInt>
///         func setSelected(_ selected: Bool, positions: Range<Int>) -> [RowID] {
///             selected ? positions.map { mirror.track(.selected, at: $0, key: keyAt($0)) }
///                      : positions.compactMap { deselect(at: $0) }
///         }
///         …
///     }
///     scene.setWindowedHost(host)
///
/// - Complexity: each call should cost what the mirror's does: O(1) expected for one row,
///   O(positions) for `setSelected`.
package protocol WindowedListHost: AnyObject {
    /// The identity of the tracked row at model position `position` (window, selection or any
    /// other role), `nil` when that row is not tracked (`WindowedMirror.id(at:)`).
    func id(at position: Int) -> RowID?

    /// The model position of the tracked row `id`, `nil` when it is not tracked
    /// (`WindowedMirror.position(of:)`).
    func position(of id: RowID) -> Int?

    /// Gives the row at `position` `role` (`.cursor`, `.rangeAnchor`, `.pivot`): the host reads
    /// its key and tracks it; returns its identity.
    func track(_ role: TrackedRoles, at position: Int) -> RowID

    /// Takes `role` from `id`; the host lets go of its item when that was its last role.
    func untrack(_ role: TrackedRoles, _ id: RowID)

    /// Selects (tracks `.selected`) or deselects (takes `.selected` from) the rows at `positions`,
    /// and returns the identities of those rows (selecting: every row of `positions`; deselecting:
    /// the rows that were selected). The list adds them to, or takes them from, its `selection`.
    func setSelected(_ selected: Bool, positions: Range<Int>) -> [RowID]
}
