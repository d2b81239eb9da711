extension ModelMirror {
    /// The item of `key` changed its content (its bound properties notified, or the app reloaded
    /// it): every row of the key gets `content` and a new version, so the batch crossfades it in
    /// place — an update, never a move, deletion or insertion. A reload always crossfades, even
    /// with the same text (the app asked for it).
    ///
    ///     let batch = try mirror.reload("b", content: .init(fields: ["Blueberry"]))
    ///     batch.plan.updates.map(\.newIndex)   // [1]
    ///
    /// Throws `ModelMirrorError.unknownKey` (and changes nothing) when the key is not in the model.
    ///
    /// - Complexity: O(1) expected to find the rows (the key table), plus O(n) to copy the rows
    ///   and build the plan's origins; O(n) more for the layout when the height changed.
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package mutating func reload(_ key: Key, content: ModelMirrorContent) throws(ModelMirrorError) -> PreparedBatch {
        let indices = keyIndex.indices(of: key, in: keys)
        guard !indices.isEmpty else { throw .unknownKey }
        let oldRows = rows
        var newRows = rows
        var heightChanged = false
        for index in indices {
            let old = newRows[index]
            newRows[index] = Self.row(serial: Self.serial(of: old), content, version: old.version + 1,
                                      defaultHeight: defaultHeight)
            heightChanged = heightChanged || newRows[index].height != old.height
        }
        let newToOld = Array(0..<Int32(newRows.count))
        let plan = ChangePlanner.plan(old: oldRows, new: newRows, newToOld: newToOld)
        rows = newRows
        layout = heightChanged ? layout.merged(newToOld: newToOld, rows: newRows) : layout.reading(newRows)
        _checkInvariants()
        return PreparedBatch(oldRows: oldRows, newRows: newRows, newLayout: layout, plan: plan)
    }
}
