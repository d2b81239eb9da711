/// Whether a `GListModel`'s `items-changed` fits the rows the widget holds and the model's new
/// count: a model that breaks the contract is refused before anything is read or changed. The
/// widget (`LiListView`) asks before reading the added items; `ModelMirror` itself refuses only
/// ranges, since it cannot see the model's count.
///
///     ModelChangeCheck.refusal(position: 5, removed: 1, added: 0, held: 3, modelCount: 2)
///     // "items-changed(5, 1, 0) removes past the end: the widget holds 3 rows"
///
/// - Complexity: O(1).
package enum ModelChangeCheck {
    /// Why the change is refused, `nil` when it fits.
    package static func refusal(position: Int, removed: Int, added: Int, held: Int, modelCount: Int) -> String? {
        let change = "items-changed(\(position), \(removed), \(added))"
        if position > held || removed > held - position {
            return "\(change) removes past the end: the widget holds \(held) rows; change ignored"
        }
        if held - removed + added != modelCount {
            return "\(change) on \(held) rows gives \(held - removed + added), but the model has \(modelCount) items; change ignored"
        }
        return nil
    }
}
