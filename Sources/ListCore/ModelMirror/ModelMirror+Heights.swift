extension ModelMirror {
    /// Rows whose height the host measured itself (an app's own widgets in a custom row, measured
    /// for the list's width): the rows of `heights`' identities take them and nothing else changes —
    /// no row moves, none is updated (no crossfade), the layout keeps its identities. The batch,
    /// committed animated, slides the rows below from their old slots to the new ones.
    ///
    ///     // row b's child grew to three lines
    ///     if let batch = mirror.setHeights([bID: 92]) { animator.commit(batch, at: now) }
    ///
    /// Identities not in the model are ignored. `nil` when every row already has its height.
    ///
    /// - Complexity: O(k) expected for k heights to find the rows (the layout's identity index),
    ///   plus O(n) to copy the rows and build the height index when one changed.
    package mutating func setHeights(_ heights: [RowID: Double]) -> PreparedBatch? {
        var newRows = rows
        var changed = false
        for (id, height) in heights {
            guard let index = layout.index(of: id), newRows[index].height != height else { continue }
            newRows[index].height = height
            changed = true
        }
        guard changed else { return nil }
        let oldRows = rows
        rows = newRows
        layout = layout.withHeights(newRows.map(\.height)).reading(newRows)
        _checkInvariants()
        return PreparedBatch(oldRows: oldRows, newRows: newRows, newLayout: layout, plan: .inPlace(count: newRows.count))
    }
}
