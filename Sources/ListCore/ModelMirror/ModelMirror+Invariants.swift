extension ModelMirror {
    /// Debug check: one key per row; row identities unique; the key table finds every key at
    /// each of its positions (`IdentityIndex`'s invariants, duplicates allowed); the layout is
    /// the rows' layout. No-op in release builds.
    ///
    /// - Complexity: O(n) expected, in debug builds only.
    package func _checkInvariants() {
        #if DEBUG
        precondition(keys.count == rows.count, "one key per row")
        precondition(layout.count == rows.count, "the layout has every row")
        var seen = Set<RowID>(minimumCapacity: rows.count)
        for (index, row) in rows.enumerated() {
            precondition(seen.insert(row.id).inserted, "row identity \(row.id) twice")
            precondition(layout.ids[index] == row.id && layout.height(at: index) == row.height, "layout out of step")
        }
        keyIndex._checkInvariants(for: keys)
        #endif
    }
}
