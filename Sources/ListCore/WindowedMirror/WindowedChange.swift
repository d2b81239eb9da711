/// A model's `items-changed(position, removed, added)` planned from the rows a windowed list has
/// seen, without a copy of the model: where each tracked row (the rows in view, the selection,
/// the scroll anchor, the open row, rows in flight) is after the change, found by one scan of
/// the added items' keys that stops as soon as every tracked row of the removed span is found.
/// `origin(ofNewPosition:)` then says what any row of the new model was before.
///
/// The plan the windowed mirror (docs/windowed-mirror.md) builds its batch from: it agrees with
/// `ModelMirror`'s full plan on every tracked row and on every new row whose key the model holds
/// once (the seeded storm in `WindowedChangeTests` checks it against `ModelMirror` as oracle).
///
///     // Rows a b c d e, rows 1…3 in view; a sorter's items-changed(0, 5, 5) gives e d c b a.
///     let newModel = ["e", "d", "c", "b", "a"]
///     let change = try WindowedChange(tracked: [("b", 1), ("c", 2), ("d", 3)], oldCount: 5,
///                                     position: 0, removed: 5, added: 5) { newModel[$0] }
///     change.newPositions           // [3, 2, 1]
///     change.keysRead               // 4: the scan stopped at "b"
///     change.origin(ofNewPosition: 0)   // .unknown: "e" was not seen, and came with the change
///
/// Duplicates: the k-th tracked occurrence of a key in the removed span (by old position) takes
/// the k-th added occurrence of that key. An occurrence that was not tracked is unknown here, so
/// for a key held more than once the pairing may differ from `ModelMirror`'s (which sees every
/// occurrence); a toolkit's own list view picks one of them too.
///
/// - Complexity: O(t) for t tracked rows plus at most `added` key reads (O(1) hashing each),
///   allocating O(t); nothing O(n) for a model of n items.
package struct WindowedChange: Equatable, Sendable {
    /// The change: `removed` items at `position` replaced by `added` items.
    package let position: Int
    package let removed: Int
    package let added: Int
    /// For each tracked row, in the order given: its position in the new model, `nil` when it
    /// left the model (its key not among the added items).
    package let newPositions: [Int?]
    /// How many added items' keys the scan read (at most `added`; 0 when no tracked row was in
    /// the removed span).
    package let keysRead: Int
    /// The tracked rows' old positions, in the order given.
    package let oldPositions: [Int]
    /// Which tracked row (index into `oldPositions`) was at an old position, and which one is at
    /// a new position inside the added span: `origin(ofNewPosition:)`'s look-ups.
    let trackedAtOld: [Int: Int]
    let trackedAtNew: [Int: Int]

    /// Plans the change `items-changed(position, removed, added)` for the rows `tracked` (each a
    /// key and its position before the change, positions distinct), reading the key of the new
    /// model's item at an absolute position with `key` (called only for positions in
    /// `position..<position + added`, each at most once, in order).
    ///
    /// Throws `ModelMirrorError.rangeOutOfBounds` (and reads nothing) when the change does not
    /// fit `oldCount` items: negative values, or past the end.
    package init<Key: Hashable>(
        tracked: [(key: Key, position: Int)], oldCount: Int, position: Int, removed: Int, added: Int,
        key: (Int) -> Key
    ) throws(ModelMirrorError) {
        guard position >= 0, removed >= 0, added >= 0, position <= oldCount, removed <= oldCount - position else {
            throw .rangeOutOfBounds(position: position, removed: removed, count: oldCount)
        }
        self.position = position
        self.removed = removed
        self.added = added
        var newPositions = [Int?](repeating: nil, count: tracked.count)
        var trackedAtOld: [Int: Int] = [:]
        trackedAtOld.reserveCapacity(tracked.count)
        // The tracked rows of the removed span, by key, in old-position order (duplicates pair in order).
        var pending: [Key: [Int]] = [:]
        var pendingCount = 0
        let shift = added - removed
        for (index, row) in tracked.enumerated() {
            precondition(row.position >= 0 && row.position < oldCount, "tracked row \(index) past the end")
            precondition(trackedAtOld.updateValue(index, forKey: row.position) == nil, "row tracked twice")
            if row.position < position {
                newPositions[index] = row.position
            } else if row.position >= position + removed {
                newPositions[index] = row.position + shift
            } else {
                pending[row.key, default: []].append(index)
                pendingCount += 1
            }
        }
        for key in pending.keys { pending[key]!.sort { tracked[$0].position < tracked[$1].position } }
        // One scan of the added items, stopped once every tracked row of the span is found.
        var trackedAtNew: [Int: Int] = [:]
        var read = 0
        while pendingCount > 0 && read < added {
            let newPosition = position + read
            let key = key(newPosition)
            read += 1
            guard var waiting = pending[key] else { continue }
            let index = waiting.removeFirst()
            pending[key] = waiting.isEmpty ? nil : waiting
            pendingCount -= 1
            newPositions[index] = newPosition
            trackedAtNew[newPosition] = index
        }
        self.newPositions = newPositions
        self.oldPositions = tracked.map(\.position)
        self.keysRead = read
        self.trackedAtOld = trackedAtOld
        self.trackedAtNew = trackedAtNew
    }
}
