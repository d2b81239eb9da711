extension ListState {
    /// The model position of `id`: its index in a list that holds every row; in a windowed list
    /// also a tracked row's outside the window (the focus, a range's anchor, a selected row),
    /// asked of its `windowedHost`. `nil` when the list knows no place for it.
    ///
    ///     list.position(of: commands.focus!)   // 9 999 after End, wherever the window is
    ///
    /// - Complexity: O(1) expected.
    package func position(of id: RowID) -> Int? {
        guard isWindowed else { return layout.index(of: id) }
        return windowed!.index(of: id) ?? windowedHost?.position(of: id)
    }

    /// The identity of the row at model position `position` when the list knows it without
    /// reading the model: every row of a list that holds them; a windowed list's window rows and
    /// the rows its host tracks. `nil` for a row no one tracks (it is not selected).
    ///
    /// - Complexity: O(1) expected.
    package func knownID(at position: Int) -> RowID? {
        guard isWindowed else { return layout.ids[position] }
        return id(at: position) ?? windowedHost?.id(at: position)
    }

    /// The identity of the row at `position`, which a windowed list's host tracks with `role` from
    /// now on (so it keeps it outside the window and through changes); a list that holds every
    /// row just names it. `nil` only for a windowed list without a host, outside its window.
    ///
    /// - Complexity: O(1) expected.
    package func track(_ role: TrackedRoles, at position: Int) -> RowID? {
        guard isWindowed else { return layout.ids[position] }
        return windowedHost?.track(role, at: position) ?? id(at: position)
    }

    /// Takes `role` from `id` in a windowed list (its host lets the row go with its last role);
    /// nothing for a list that holds every row.
    ///
    /// - Complexity: O(1) expected.
    package func untrack(_ role: TrackedRoles, _ id: RowID?) {
        guard isWindowed, let id else { return }
        windowedHost?.untrack(role, id)
    }

    /// Whether the row at `position` is selected.
    ///
    /// - Complexity: O(1) expected.
    func isSelected(at position: Int) -> Bool {
        knownID(at: position).map(selection.contains) ?? false
    }

    /// Gives the rows at `positions` that the user may select (not `unselectable`) the state
    /// `selected` in `selection`: by identity in a list that holds every row; through the
    /// `windowedHost` in a windowed list, which tracks (or lets go of) those rows `.selected` and
    /// names them. A windowed list knows which rows are unselectable only among those it has read
    /// (its window): the flag is the row's, read when it is shown.
    ///
    /// - Complexity: O(positions) expected, plus the host's work.
    func setSelected(_ selected: Bool, positions: Range<Int>, in selection: inout Set<RowID>) {
        guard !positions.isEmpty else { return }
        guard isWindowed, let windowed else {
            for index in positions where !unselectable.contains(layout.ids[index]) {
                if selected { selection.insert(layout.ids[index]) } else { selection.remove(layout.ids[index]) }
            }
            return
        }
        func apply(_ run: Range<Int>) {
            guard !run.isEmpty else { return }
            guard let host = windowedHost else {   // no host: the window's rows only
                for index in run.clamped(to: windowed.window) {
                    guard let id = id(at: index) else { continue }
                    if selected { selection.insert(id) } else { selection.remove(id) }
                }
                return
            }
            let ids = host.setSelected(selected, positions: run)
            if selected { selection.formUnion(ids) } else { selection.subtract(ids) }
        }
        var start = positions.lowerBound
        if !unselectable.isEmpty {
            for index in positions.clamped(to: windowed.window) where id(at: index).map(unselectable.contains) == true {
                apply(start..<index)
                start = index + 1
            }
        }
        apply(start..<positions.upperBound)
    }

    /// The pixel distance covered by moving `rows` rows from content position `y`
    /// (`RowPlacement.distance(travelling:from:downward:)`), over the model's heights in a
    /// windowed list.
    ///
    /// - Complexity: O(log n + rows passed).
    func distance(travelling rows: Double, from y: Double, downward: Bool) -> Double {
        if isWindowed { return windowed!.distance(travelling: rows, from: y, downward: downward) }
        return layout.distance(travelling: rows, from: y, downward: downward)
    }
}
