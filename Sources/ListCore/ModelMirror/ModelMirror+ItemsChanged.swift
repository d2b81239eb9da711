extension ModelMirror {
    /// Applies the model's `items-changed(position, removed, added)`: the items at
    /// `position..<position + removed` are replaced by `added`. Returns the one batch from the
    /// old rows to the new ones (`rows` afterwards), for `BatchAnimator.commit(_:at:)`.
    ///
    /// - An added key that was among the removed items keeps that row's identity: the row moves
    ///   (or stays, when it lands in its old slot). Its content, when given and different, makes
    ///   it changed too: one move plus one update, never a deletion plus an insertion.
    /// - Other added items are inserted with a fresh identity; other removed items are deleted.
    /// - Duplicates pair in order: the first added occurrence of a key takes its first removed
    ///   occurrence; an extra occurrence gets a fresh identity.
    ///
    /// A sorter's `(0, n, n)` is thus only moves; a filter's splices are deletions and
    /// insertions; a change of nothing (`(p, 1, 1)` with the same item and content) is an empty
    /// batch (`isNoChange`).
    ///
    ///     // rows a b c d; a filter hides b and c, shows x: items-changed(1, 2, 1)
    ///     let batch = try mirror.itemsChanged(position: 1, removed: 2, added: [
    ///         .init(key: "x", content: .init(fields: ["X"]))])
    ///     batch.plan.deletions.count    // 2
    ///     batch.plan.insertions.count   // 1
    ///
    /// With `itemsChanged(position:removed:keys:content:freshContent:)`, a host passes no
    /// content at all and reads only the items that are new (a sort then reads nothing, a
    /// filter only what it shows anew).
    ///
    /// Throws `ModelMirrorError.rangeOutOfBounds` (negative values, or past the end) or
    /// `.missingContent` (no content, and no `freshContent`), and then nothing changed.
    ///
    /// - Complexity: O(added) key-table lookups and O(fresh) content reads and hashing; plus
    ///   O(n) for the new row array, the plan's origins and the tables' remaps (plain copies,
    ///   nothing hashed) and the planner's longest increasing subsequence, O(k) when the kept rows
    ///   keep their order (any splice) and O(k log k) when they reorder. A `(0, n, n)` re-sort
    ///   therefore costs O(n) lookups plus O(n log n) for the planner and O(n) for the remaps.
    ///   Specialized ahead for the keys a host passes (an address as `UInt`, an `id-property`
    ///   as `String`), so a caller in another module does not run the unspecialized generic code.
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package mutating func itemsChanged(
        position: Int, removed: Int, added: [Item]
    ) throws(ModelMirrorError) -> PreparedBatch {
        try itemsChanged(position: position, removed: removed, keys: added.map(\.key), content: { added[$0].content },
                         readsFresh: false) { _ in preconditionFailure("content checked before") }
    }

    /// `itemsChanged(position:removed:added:)` for the added items' `keys`, without an `Item`
    /// array: `content(index)` is the content of the added item at `index` when the host read
    /// it (`nil`: the same content as before), and an item that gets a fresh identity without
    /// it takes `freshContent(index)`. A host passing no content reads only the new items.
    ///
    ///     try mirror.itemsChanged(position: 0, removed: n, keys: sortedKeys, content: { _ in nil },
    ///                             freshContent: { read(items[$0]) })   // a sort reads nothing
    ///
    /// - Complexity: as `itemsChanged(position:removed:added:)`.
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package mutating func itemsChanged(
        position: Int, removed: Int, keys added: [Key], content: (Int) -> ModelMirrorContent?,
        freshContent: (Int) -> ModelMirrorContent
    ) throws(ModelMirrorError) -> PreparedBatch {
        try itemsChanged(position: position, removed: removed, keys: added, content: content, readsFresh: true,
                         freshContent: freshContent)
    }

    private mutating func itemsChanged(
        position: Int, removed: Int, keys added: [Key], content: (Int) -> ModelMirrorContent?, readsFresh: Bool,
        freshContent: (Int) -> ModelMirrorContent
    ) throws(ModelMirrorError) -> PreparedBatch {
        let oldCount = rows.count
        guard position >= 0, removed >= 0, position <= oldCount, removed <= oldCount - position else {
            throw .rangeOutOfBounds(position: position, removed: removed, count: oldCount)
        }
        // The mirror's parts as locals: the loops below call the host's closures, and reading
        // `self` across such a call copied the whole mirror (ten retains) per item.
        let rows = self.rows, keys = self.keys, keyIndex = self.keyIndex
        // 1. Which removed row each added item is (-1: a fresh identity): its key's first removed
        //    occurrence not taken yet, found through the key table. Nothing is changed before
        //    this pass ends, so a throw leaves the mirror as it was.
        var addedFrom = [Int32](repeating: -1, count: added.count)
        var taken = [Bool](repeating: false, count: removed)
        let removedRange = position..<position + removed
        for (index, key) in added.enumerated() {
            if removed > 0, let old = keyIndex.firstIndex(of: key, in: keys, where: {
                removedRange.contains($0) && !taken[$0 - position]
            }) {
                addedFrom[index] = Int32(old)
                taken[old - position] = true
            } else if !readsFresh && content(index) == nil {
                throw .missingContent(index: index)
            }
        }
        // 2. The new rows and keys, where each new row came from, and where each old one went.
        let newCount = oldCount - removed + added.count
        var newRows: [Row] = []
        var newKeys: [Key] = []
        var newToOld: [Int32] = []
        var oldToNew = [Int32](repeating: -1, count: oldCount)
        var inserted: [Int] = []
        var changesContent = false
        newRows.reserveCapacity(newCount)
        newKeys.reserveCapacity(newCount)
        newToOld.reserveCapacity(newCount)
        newRows.append(contentsOf: rows[..<position])
        newKeys.append(contentsOf: keys[..<position])
        newToOld.append(contentsOf: (0..<Int32(position)))
        for index in 0..<position { oldToNew[index] = Int32(index) }
        let defaultHeight = self.defaultHeight
        var serial = nextSerial
        for (index, key) in added.enumerated() {
            let old = Int(addedFrom[index])
            if old >= 0 {
                oldToNew[old] = Int32(newRows.count)
                let row = Self.updated(rows[old], with: content(index), defaultHeight: defaultHeight)
                changesContent = changesContent || row.version != rows[old].version || row.height != rows[old].height
                newRows.append(row)
            } else {
                inserted.append(newRows.count)
                let content = content(index) ?? freshContent(index)
                newRows.append(Self.row(serial: serial, content, version: 0, defaultHeight: defaultHeight))
                serial &+= 1
            }
            newKeys.append(key)
            newToOld.append(Int32(old))
        }
        let shift = added.count - removed
        for index in (position + removed)..<oldCount { oldToNew[index] = Int32(index + shift) }
        newRows.append(contentsOf: rows[(position + removed)...])
        newKeys.append(contentsOf: keys[(position + removed)...])
        newToOld.append(contentsOf: (Int32(position + removed)..<Int32(oldCount)))
        nextSerial = serial
        // 3. The key table follows: deleted keys leave, fresh ones come in (only those hashed).
        self.keyIndex = keyIndex.merged(oldToNew: oldToNew, inserted: inserted, ids: newKeys)
            ?? IdentityIndex(newKeys, allowingDuplicates: true)!
        // 4. The batch, planned from the known match (no identity hashed again).
        let oldRows = rows
        let onlyReorders = !listsReorderMoves && inserted.isEmpty && removed == added.count && !changesContent
        let plan = onlyReorders ? ChangePlanner.reorder(newToOld: newToOld)
            : ChangePlanner.plan(old: oldRows, new: newRows, newToOld: newToOld, oldToNew: oldToNew,
                                 matched: newCount - inserted.count)
        self.rows = newRows
        self.keys = newKeys
        guard !plan.isEmpty else {
            _checkInvariants()
            return PreparedBatch.noChange(oldRows: oldRows, newRows: newRows)
        }
        layout = layout.merged(newToOld: newToOld, oldToNew: oldToNew, inserted: inserted, rows: newRows)
        _checkInvariants()
        return PreparedBatch(oldRows: oldRows, newRows: newRows, newLayout: layout, plan: plan)
    }

    /// `row` with `content`, its version bumped when the content differs; `row` itself when
    /// `content` is `nil` or the same.
    static func updated(_ row: Row, with content: ModelMirrorContent?, defaultHeight: Double) -> Row {
        guard let content else { return row }
        let height = content.height ?? defaultHeight
        if let reference = content.reference {
            // Read from an object: the same object at the same height shows the same content.
            if row.reference(in: reference.source)?.handle == reference.handle, row.height == height {
                return row
            }
        } else if row.fields == content.fields && row.detail == content.detail && row.height == height {
            return row
        }
        return self.row(serial: Self.serial(of: row), content, version: row.version + 1, defaultHeight: defaultHeight)
    }

    /// The row of serial `serial` (identity `RowID.mirrored(serial)`) showing `content`: an
    /// external row when the content is read from an object, else a stored one.
    static func row(serial: UInt32, _ content: ModelMirrorContent, version: Int, defaultHeight: Double) -> Row {
        let height = content.height ?? defaultHeight
        if let reference = content.reference {
            return Row(reading: reference.handle, from: reference.source, serial: serial, version: version,
                       style: reference.style, height: height)
        }
        return Row(id: RowID.mirrored(serial), fields: content.fields, detail: content.detail, height: height,
                   version: version)
    }

    /// The serial of a row the mirror made: its external serial, or read from its identity
    /// `"m<serial>"`.
    static func serial(of row: Row) -> UInt32 {
        if let serial = row.externalSerial { return serial }
        guard row.id.rawValue.hasPrefix("m"), let serial = UInt32(row.id.rawValue.dropFirst()) else {
            preconditionFailure("\(row.id) is not a mirror's row")
        }
        return serial
    }
}
