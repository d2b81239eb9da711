/// Why a reorder did not start: the list's order is not the user's to change now.
///
/// A sorted list refuses (rather than switching itself to manual order): the sort is the user's
/// choice and its column stays marked in the header bar, live updates and a database's changes land
/// in the sort order (`KeyedDiff.merge`), so a dropped row would be moved away again by the next
/// update; turning the sort off (Ctrl+0) is one key and says what happens. A search shows only the
/// matching rows, and a move among them has no place among the hidden ones.
///
///     scene.onReorderRefused = { refusal in showNotice(refusal.message) }
///
/// - Complexity: a value; O(1).
public enum ReorderRefusal: Sendable, Equatable {
    /// The list is sorted by the column named.
    case sorted(column: String)
    /// A search filters the rows.
    case searching

    /// The notice to show: "Sorted by name: turn sorting off to reorder".
    public var message: String {
        switch self {
        case .sorted(let column): "Sorted by \(column): turn sorting off to reorder"
        case .searching: "Searching: clear the search to reorder"
        }
    }
}
