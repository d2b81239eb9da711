/// What the change planner compares about a row: its identity and its content version.
///
/// `Row` conforms, so rows can be planned directly; `RowStamp` is the smallest conforming value,
/// for callers (and benchmarks) that only keep identities and versions.
///
///     let old = [RowStamp(id: "a"), RowStamp(id: "b")]
///     let new = [RowStamp(id: "b"), RowStamp(id: "a", version: 1)]
///     ChangePlanner.plan(from: old, to: new).updates.map(\.id)   // ["a"]
///
/// - Complexity: O(1) to read `id` and `version`.
package protocol ChangeTrackable {
    /// The stable identity; unique within one list.
    var id: RowID { get }
    /// The content version; different versions of one identity mean "content changed".
    var version: Int { get }
}

/// Rows carry their identity and content version, so they can be planned as they are.
extension Row: ChangeTrackable {}
