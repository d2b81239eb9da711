extension WindowedMirror {
    /// Applies the model's `items-changed(position, removed, added)` (the model has changed
    /// already): plans it with `WindowedChange` over the tracked rows, moves every tracked row to
    /// its new position (a row whose key is not among the added items leaves, with all its
    /// roles), moves the window with the scroll anchor, reads the rows new to the window, and
    /// returns the `WindowedBatch` the scene animates.
    ///
    /// - The new window: a reorder (`isReorder`: a sorter's `(0, n, n)` with every tracked row
    ///   found again) keeps the window's positions. Any other change keeps the anchor row (the
    ///   `.anchor` row, else the first row of the old window that is still in the model) at its
    ///   place in the window; when none is left, the window's start is guessed proportionally in
    ///   the changed span, as a toolkit's list view guesses a lost tracker's position.
    /// - Reads: `key(p)` for the scan (positions in the added span, in order, stopped once every
    ///   tracked row of the removed span is found) and for rows new to the window; `content(p)`
    ///   for rows new to the window, and with `rereads` (items keyed by `id-property`, which an
    ///   app may re-create; or the shown properties changed) for the window's rows of the added
    ///   span too, and for the rows in flight there: a row whose content differs crossfades
    ///   (`updated`).
    /// - The old window's rows that stay in the model get `.inFlight`: the animation draws them
    ///   (sliding out, when they left the window), and a change during it finds them again. The
    ///   scene lets them go with `releaseInFlight(keeping:)` once its stages no longer draw them.
    ///
    ///     // rows a…j, window 2..<6 (c d e f); a filter removes c and d: items-changed(2, 2, 0)
    ///     let batch = try mirror.apply(position: 2, removed: 2, added: 0, key: keyAt, content: read)
    ///     batch.deleted          // [c, d]'s identities: they fade out
    ///     batch.new.window       // 2..<6 (e f g h): g and h slide in from below
    ///
    /// Throws `ModelMirrorError.rangeOutOfBounds` (and reads and changes nothing) when the change
    /// does not fit the model's count.
    ///
    /// - Complexity: O((w + t) log(w + t)) for a window of w rows and t tracked rows, plus the
    ///   scan's key reads (at most `added`, none when no tracked row was in the removed span) and
    ///   the reads of the rows new to the window; nothing per item of the model.
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package mutating func apply(position: Int, removed: Int, added: Int, key: (Int) -> Key,
                                content: (Int) -> ModelMirrorContent,
                                rereads: Bool = false) throws(ModelMirrorError) -> WindowedBatch<Key> {
        let serials = entries.keys.sorted()
        let tracked = serials.map { (key: entries[$0]!.key, position: entries[$0]!.position) }
        let change = try WindowedChange(tracked: tracked, oldCount: count, position: position, removed: removed,
                                        added: added, key: key)
        let oldCount = count, oldWindow = window, oldWindowSerials = windowSerials
        let old = snapshot()
        // 1. The tracked rows follow; rows whose key was not added again leave the model.
        var deleted: [RowID] = [], deselected: [RowID] = [], released: [Key] = []
        var moves: [(from: Int, to: Int)] = []
        var oldPosition: [UInt32: Int] = [:]
        var following: [UInt32: Entry] = [:]
        following.reserveCapacity(entries.count)
        for (index, serial) in serials.enumerated() {
            var entry = entries[serial]!
            oldPosition[serial] = entry.position
            guard let newPosition = change.newPositions[index] else {
                drawnRows[serial] = nil
                deleted.append(RowID.mirrored(serial))
                if entry.roles.contains(.selected) { deselected.append(RowID.mirrored(serial)) }
                released.append(entry.key)
                continue
            }
            if entry.position >= position && entry.position < position + removed { moves.append((entry.position, newPosition)) }
            entry.position = newPosition
            // The old window's rows are in flight until the animation lets them go.
            if entry.roles.contains(.window) {
                entry.roles.remove(.window)
                entry.roles.insert(.inFlight)
            }
            following[serial] = entry
        }
        entries = following
        count = oldCount - removed + added
        heights.itemsChanged(position: position, removed: removed, added: added, moves: moves)
        // 2. The new window, after the anchor.
        let isReorder = position == 0 && removed == oldCount && added == oldCount
            && !change.newPositions.contains(nil)
        var anchor: WindowedBatch<Key>.Anchor?
        if !isReorder && !oldWindow.isEmpty {
            let candidates = entries.filter { $0.value.roles.contains(.anchor) }.map(\.key) + oldWindowSerials
            if let serial = candidates.first(where: { entries[$0] != nil }) {
                anchor = .init(id: RowID.mirrored(serial), oldPosition: oldPosition[serial]!,
                               newPosition: entries[serial]!.position)
            } else {
                let start = oldWindow.lowerBound
                let guess = start < position ? start
                    : start >= position + removed ? start + added - removed
                    : position + (start - position) * added / max(removed, 1)
                anchor = .init(id: nil, oldPosition: start, newPosition: guess)
            }
        }
        let wanted = anchor.map { $0.newPosition - ($0.oldPosition - oldWindow.lowerBound) } ?? oldWindow.lowerBound
        let lower = max(0, min(wanted, count - windowLength))
        let newWindow = lower..<min(count, lower + windowLength)
        // 3. The window's rows: tracked ones keep their identity, others are read with a new one.
        var inserted: [RowID] = [], updated: [RowID] = [], entered: [RowID] = []
        var arrivals: [RowID: Int] = [:]   // rows placed in the old state where they were
        var serialsInWindow: [UInt32] = []
        serialsInWindow.reserveCapacity(newWindow.count)
        let addedSpan = position..<position + added
        for newPosition in newWindow {
            switch change.origin(ofNewPosition: newPosition) {
            case .tracked(let index, let was):
                let serial = serials[index]
                var entry = entries[serial]!
                entry.roles.insert(.window)
                if let row = drawnRows[serial] {
                    if rereads && addedSpan.contains(newPosition) {
                        let new = ModelMirror<Key>.updated(row, with: content(newPosition),
                                                           defaultHeight: heights.height(at: newPosition))
                        if new.version != row.version || new.height != row.height { updated.append(RowID.mirrored(serial)) }
                        drawnRows[serial] = new
                    }
                } else {
                    drawnRows[serial] = makeRow(serial: serial, at: newPosition, content(newPosition))
                }
                if old.index(of: RowID.mirrored(serial)) == nil { arrivals[RowID.mirrored(serial)] = was }
                entries[serial] = entry
                serialsInWindow.append(serial)
            case .untracked(let was):
                let id = read(at: newPosition, key: key, content: content, into: &serialsInWindow)
                arrivals[id] = was
                entered.append(id)
            case .unknown:
                let id = read(at: newPosition, key: key, content: content, into: &serialsInWindow)
                inserted.append(id)
                entered.append(id)
            }
        }
        // Rows in flight outside the window that were added again show their new content too.
        if rereads {
            for (serial, row) in drawnRows {
                let entry = entries[serial]!
                guard !entry.roles.contains(.window) && addedSpan.contains(entry.position) else { continue }
                let new = ModelMirror<Key>.updated(row, with: content(entry.position),
                                                   defaultHeight: heights.height(at: entry.position))
                if new.version != row.version || new.height != row.height { updated.append(RowID.mirrored(serial)) }
                drawnRows[serial] = new
            }
        }
        window = newWindow
        windowSerials = serialsInWindow
        serialAt = Dictionary(uniqueKeysWithValues: entries.map { ($0.value.position, $0.key) })
        _checkInvariants()
        // 4. The states: the old one places the arrivals where they were.
        var oldPlaces = old.places
        oldPlaces.merge(arrivals) { kept, _ in kept }
        let before = WindowedSnapshot(count: oldCount, heights: old.heights, window: old.window, windowRows: old.windowRows,
                                      places: oldPlaces, rowsOutsideWindow: old.rowsOutsideWindow)
        return WindowedBatch(change: change, old: before, new: snapshot(), inserted: inserted, deleted: deleted,
                             updated: updated, deselected: deselected, entered: entered, released: released,
                             anchor: anchor, isReorder: isReorder)
    }

    /// The state the mirror shows now: the window's rows and every row in flight or dragged, in place.
    ///
    /// - Complexity: O(w + rows in flight), however many rows are tracked otherwise (selected).
    package func snapshot() -> WindowedSnapshot {
        var places: [RowID: Int] = [:]
        var outside: [RowID: Row] = [:]
        places.reserveCapacity(drawnRows.count)
        for (serial, row) in drawnRows {
            let entry = entries[serial]!
            places[RowID.mirrored(serial)] = entry.position
            if !entry.roles.contains(.window) { outside[RowID.mirrored(serial)] = row }
        }
        return WindowedSnapshot(count: count, heights: heights, window: window, windowRows: rows, places: places,
                                rowsOutsideWindow: outside)
    }

    /// Reads the untracked row at `position` into the window with a fresh identity.
    private mutating func read(at position: Int, key: (Int) -> Key, content: (Int) -> ModelMirrorContent,
                               into serials: inout [UInt32]) -> RowID {
        let serial = nextSerial
        nextSerial &+= 1
        entries[serial] = Entry(key: key(position), position: position, roles: .window)
        drawnRows[serial] = makeRow(serial: serial, at: position, content(position))
        serials.append(serial)
        return RowID.mirrored(serial)
    }
}
