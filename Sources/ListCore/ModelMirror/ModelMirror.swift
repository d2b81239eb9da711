/// The rows of an external ordered list model whose items have identities (a `GListModel` of
/// GObjects), kept in step with the model's `items-changed(position, removed, added)` and turned
/// into batches the core animates: inserts, deletes and moves by identity, whatever the shape of
/// the change.
///
/// The host supplies each item's identity as an opaque `Key`: the item object's address while
/// the host keeps a reference to it, or the string value of an `id-property` for apps that
/// re-create items. The mirror gives every key a `RowID` and keeps it while the key is in the
/// model. A key removed and added back within one change (a sorter's `items-changed(0, n, n)`, a
/// filter's splice) keeps its identity, so its row moves rather than leaving and coming back.
///
///     var mirror = ModelMirror<String>()
///     _ = try mirror.itemsChanged(position: 0, removed: 0, added: [
///         .init(key: "a", content: .init(fields: ["Apple"])),
///         .init(key: "b", content: .init(fields: ["Banana"]))])
///     // A sorter reverses the model: items-changed(0, 2, 2).
///     let batch = try mirror.itemsChanged(position: 0, removed: 2, added: [
///         .init(key: "b"), .init(key: "a")])
///     batch.plan.moves.count        // 1 (no deletion, no insertion)
///     animator.commit(batch, at: now)
///
/// Duplicates: a model may hold one key more than once (one object appended twice). Each
/// occurrence is its own row with its own `RowID`. Within one change, the added occurrences of a
/// key take the identities of the removed occurrences of that key in order (first removed ↔
/// first added); an occurrence with none left to take — a second copy appearing — gets a fresh
/// identity and is inserted.
///
/// A value type: a change that throws leaves the mirror as it was (nothing half-applied).
///
/// It holds every item's row, so it is no longer what LiListView keeps (the windowed mirror,
/// `WindowedMirror`, holds the rows near the viewport only); it is the oracle the windowed
/// mirror's tests compare with, and the baseline its benchmark measures against.
///
/// - Complexity: storage O(n) for n items (rows, keys, the new rows' layout, the key table).
///   `itemsChanged` costs O(added) key-table lookups plus O(n) plain copying and
///   the planner's O(n + k log k) over the k rows that stay (k log k only when they reorder); see
///   `itemsChanged(position:removed:added:)`.
package struct ModelMirror<Key: Hashable> {
    /// The rows, in the model's order; `rows[i]` is the model's item `i`.
    package internal(set) var rows: [Row]
    /// The key of every row, in the model's order (`keys[i]` is the key of `rows[i]`).
    package internal(set) var keys: [Key]
    /// The layout of `rows` (identity → index, heights), handed to each batch as its new layout.
    package internal(set) var layout: RowLayout
    /// Where each key sits in `keys` (all its occurrences): the key table, 4–8 bytes a row.
    var keyIndex: IdentityIndex<Key>
    /// The number in the next fresh identity (`RowID.mirrored`, `"m<serial>"`). 32 bits, as an
    /// external row stores it; it wraps after 2^32 fresh identities (a feed of a thousand new
    /// items a second for 50 days), when the oldest row, if still there, would share its name.
    var nextSerial: UInt32 = 0
    /// Height of a row whose content gives none.
    package var defaultHeight: Double
    /// Whether the plan of a change that only reorders rows (a sorter's `(0, n, n)`: nothing
    /// inserted, deleted or changed) lists every move and origin (`true`, the default), or only
    /// how many rows move, as a sort's plan does (`ChangePlanner.reorder(permutation:)`). The
    /// animation needs only the count (it moves rows from the old layout to the new one) and a
    /// reorder is never scroll-anchored; the list saves 48 bytes a moved row and the planner's
    /// pass that names them.
    package var listsReorderMoves = true

    /// An empty mirror (the host then reports the model's items as `itemsChanged(0, 0, n)`).
    ///
    /// - Complexity: O(1).
    package init(defaultHeight: Double = 56) {
        rows = []
        keys = []
        layout = RowLayout(ids: [], heights: [])
        keyIndex = IdentityIndex([], allowingDuplicates: true)!
        self.defaultHeight = defaultHeight
    }

    /// Number of items mirrored.
    package var count: Int { rows.count }

    /// The identities of the rows of `key` (one per occurrence), empty when the key is not in the
    /// model: selection by item maps through this.
    ///
    /// - Complexity: O(1) expected, plus O(occurrences log occurrences).
    package func rowIDs(of key: Key) -> [RowID] {
        keyIndex.indices(of: key, in: keys).sorted().map { rows[$0].id }
    }

    /// The key of the row at `index`.
    ///
    /// - Complexity: O(1).
    package func key(at index: Int) -> Key { keys[index] }
}

/// Plain values throughout: a mirror may be handed to a worker (to be freed there, for one).
extension ModelMirror: Sendable where Key: Sendable {}
