extension WindowedMirror {
    /// What moving the window changed for the host: the rows it read anew (the host takes a
    /// reference to their items) and the keys of rows no longer tracked (it lets them go).
    package struct WindowMove {
        package var entered: [RowID] = []
        package var released: [Key] = []
    }

    /// Shows `range` (clamped to the model): rows that leave the window lose the `.window` role
    /// (and with their last role, their identity), rows that enter it are read
    /// (`key(position)`, `content(position)`) unless they are tracked and drawn already.
    /// Scrolling moves the window; nothing is animated.
    ///
    ///     let move = mirror.moveWindow(to: 500..<540, key: keyAt, content: read)
    ///     move.entered.count   // 40 rows read, when none of them was tracked
    ///
    /// - Complexity: O(w + rows entering) plus their reads.
    @discardableResult
    package mutating func moveWindow(to range: Range<Int>, key: (Int) -> Key,
                                     content: (Int) -> ModelMirrorContent) -> WindowMove {
        windowLength = range.count
        let lower = min(max(0, range.lowerBound), count)
        let newWindow = lower..<min(count, max(lower, range.upperBound))
        var move = WindowMove()
        for position in window where !newWindow.contains(position) {
            let serial = serialAt[position]!
            entries[serial]!.roles.remove(.window)
            if entries[serial]!.roles.isEmpty {
                move.released.append(entries[serial]!.key)
                entries[serial] = nil
                drawnRows[serial] = nil
                serialAt[position] = nil
            } else if entries[serial]!.roles.isDisjoint(with: .drawn) {
                drawnRows[serial] = nil
            }
        }
        var serials: [UInt32] = []
        serials.reserveCapacity(newWindow.count)
        for position in newWindow {
            if let serial = serialAt[position] {
                entries[serial]!.roles.insert(.window)
                if drawnRows[serial] == nil { drawnRows[serial] = makeRow(serial: serial, at: position, content(position)) }
                serials.append(serial)
            } else {
                let serial = nextSerial
                nextSerial &+= 1
                entries[serial] = Entry(key: key(position), position: position, roles: .window)
                drawnRows[serial] = makeRow(serial: serial, at: position, content(position))
                serialAt[position] = serial
                serials.append(serial)
                move.entered.append(RowID.mirrored(serial))
            }
        }
        window = newWindow
        windowSerials = serials
        _checkInvariants()
        return move
    }

    /// The row of `serial` at `position` showing `content` (its height: the content's, else the
    /// heights' for that row).
    func makeRow(serial: UInt32, at position: Int, _ content: ModelMirrorContent, version: Int = 0) -> Row {
        ModelMirror<Key>.row(serial: serial, content, version: version, defaultHeight: heights.height(at: position))
    }
}
