/// A row's key in a list with section headers: a section's header, keyed by the section's value
/// (its identity: a header that stays keeps its row, one that appears or empties is inserted or
/// deleted, and fades), or one of the model's items, keyed as the host keys them.
///
///     let keys: [SectionedKey<String>] = [.header("Mon"), .item("a1"), .item("a2"), .header("Tue"), .item("b1")]
///     var mirror = ModelMirror<SectionedKey<String>>()   // headers and items animate by identity alike
///
/// - Complexity: a value; hashing is O(length of the key).
package enum SectionedKey<Key: Hashable>: Hashable {
    /// The header of the section whose items share `value`.
    case header(String)
    /// One of the model's items.
    case item(Key)
}

extension SectionedKey: Sendable where Key: Sendable {}
