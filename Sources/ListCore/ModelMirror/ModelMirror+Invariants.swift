extension ModelMirror {
    /// Debug check: one key per row; row identities unique; the key table holds, for every key,
    /// exactly the identities of the rows with that key (keys ↔ row identities one to one, per
    /// occurrence); the layout is the rows' layout. No-op in release builds.
    ///
    /// - Complexity: O(n) expected, in debug builds only.
    public func _checkInvariants() {
        #if DEBUG
        precondition(keys.count == rows.count, "one key per row")
        precondition(layout.count == rows.count, "the layout has every row")
        var keyOfID = [RowID: Key](minimumCapacity: rows.count)
        for (index, row) in rows.enumerated() {
            precondition(keyOfID.updateValue(keys[index], forKey: row.id) == nil, "row identity \(row.id) twice")
            precondition(layout.ids[index] == row.id && layout.height(at: index) == row.height, "layout out of step")
        }
        var counted = 0
        for (key, occurrences) in identities {
            if case .many(let ids) = occurrences { precondition(ids.count > 1, "a .many of one") }
            for id in occurrences.all {
                precondition(keyOfID[id] == key, "key table names \(id), which is not a row of that key")
                counted += 1
            }
        }
        precondition(counted == rows.count, "the key table has \(counted) identities for \(rows.count) rows")
        #endif
    }
}
