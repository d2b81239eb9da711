/// Why a `ModelMirror` refused a change; the mirror is left as it was.
///
///     do { _ = try mirror.itemsChanged(position: 5, removed: 1, added: []) }
///     catch { print(error) }   // "items-changed(5, 1, …) past the end of 3 items"
///
/// - Complexity: a value; O(1).
package enum ModelMirrorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `position` or `removed` is negative, or `position + removed` is past the end: the model
    /// reported a change that does not fit the items it reported before.
    case rangeOutOfBounds(position: Int, removed: Int, count: Int)
    /// The added item at `index` (in the change's added items) gets a fresh identity but came
    /// without content.
    case missingContent(index: Int)
    /// `reload` named a key that is not in the model.
    case unknownKey

    package var description: String {
        switch self {
        case .rangeOutOfBounds(let position, let removed, let count):
            "items-changed(\(position), \(removed), …) past the end of \(count) items"
        case .missingContent(let index):
            "added item \(index) is new but came without content"
        case .unknownKey:
            "the reloaded item is not in the model"
        }
    }
}
