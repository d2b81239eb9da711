extension WindowedMirror {
    /// What is wrong with this mirror, one sentence per broken invariant; empty when it is sound.
    /// The invariants: the window lies in the model and its serials are the tracked rows with
    /// `.window`, in order, one per position; every tracked row has a role, a position in the
    /// model, and a row exactly while it is in the window or in flight (the row's identity its
    /// serial's); `serialAt` is the inverse of the positions; and the heights are the model's.
    ///
    ///     var mirror = WindowedMirror<Int>(count: 3, window: 0..<2, heights: .uniform(count: 3, height: 10),
    ///                                      key: { $0 }, content: { .init(fields: ["\($0)"]) })
    ///     mirror.serialAt[2] = 0
    ///     mirror._invariantViolations()   // ["2 tracked positions, 3 position look-ups"]
    ///
    /// - Complexity: O(w + t).
    func _invariantViolations() -> [String] {
        var problems: [String] = []
        if window.lowerBound < 0 || window.upperBound > count { problems.append("window \(window) outside 0..<\(count)") }
        if heights.count != count { problems.append("heights for \(heights.count) rows, the model has \(count)") }
        if windowSerials.count != window.count { problems.append("\(windowSerials.count) serials for window \(window)") }
        for (offset, serial) in windowSerials.enumerated() {
            guard let entry = entries[serial] else {
                problems.append("window serial \(serial) not tracked")
                break
            }
            if entry.position != window.lowerBound + offset || !entry.roles.contains(.window) {
                problems.append("window row \(offset) is \(entry.position) with roles \(entry.roles.rawValue)")
                break
            }
        }
        if entries.values.filter({ $0.roles.contains(.window) }).count != windowSerials.count {
            problems.append("rows with the window role outside the window")
        }
        if serialAt.count != entries.count { problems.append("\(entries.count) tracked positions, \(serialAt.count) position look-ups") }
        for (serial, entry) in entries {
            if entry.roles.isEmpty { problems.append("row \(serial) tracked without a role") }
            if entry.position < 0 || entry.position >= count { problems.append("row \(serial) at \(entry.position) of \(count)") }
            if serialAt[entry.position] != serial { problems.append("position \(entry.position) looks up another row than \(serial)") }
            let drawn = !entry.roles.isDisjoint(with: .drawn)
            if drawn && drawnRows[serial] == nil { problems.append("drawn row \(serial) without a row") }
            if problems.count > 4 { break }
        }
        for (serial, row) in drawnRows {
            if entries[serial].map({ $0.roles.isDisjoint(with: .drawn) }) ?? true {
                problems.append("row \(serial) keeps a row nothing draws")
            }
            if row.id != RowID.mirrored(serial) { problems.append("row \(serial) holds \(row.id)") }
            if problems.count > 4 { break }
        }
        return problems
    }

    /// Traps (debug builds only) when an invariant is broken; free in release builds.
    ///
    /// - Complexity: O(w + t) in debug builds, O(1) in release builds.
    @inline(__always)
    func _checkInvariants() {
        #if DEBUG
        let problems = _invariantViolations()
        precondition(problems.isEmpty, "WindowedMirror: " + problems.joined(separator: "; "))
        #endif
    }
}
