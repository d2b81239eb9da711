extension WindowedMirror {
    /// Rows the host measured (a `LiRowFactory`'s children, measured for the list's width): the
    /// tracked rows of `measured`' identities take their heights, in `heights` (kept with the
    /// window's, see `WindowHeights.setHeights`) and in their rows. Identities not tracked are
    /// ignored. Returns whether any height changed (the scene then re-places its rows; the
    /// anchor keeps the ones on screen still).
    ///
    ///     mirror.measure([id: 92])   // row id's child grew to three lines
    ///
    /// - Complexity: O(k) expected for k heights, plus `WindowHeights.setHeights`.
    @discardableResult
    package mutating func measure(_ measured: [RowID: Double]) -> Bool {
        var changed: [(position: Int, height: Double)] = []
        for (id, height) in measured {
            guard let serial = Self.serial(of: id), let entry = entries[serial] else { continue }
            if heights.isMeasured(entry.position) && heights.height(at: entry.position) == height { continue }
            changed.append((entry.position, height))
            drawnRows[serial]?.height = height
        }
        guard !changed.isEmpty else { return false }
        heights.setHeights(changed, keeping: window)
        _checkInvariants()
        return true
    }

    /// Every row takes `height` (uniform rows measured with new fonts): the heights and the rows
    /// the mirror holds.
    ///
    ///     mirror.setUniformHeight(metrics.height(of: style))
    ///
    /// - Complexity: O(w + rows in flight).
    package mutating func setUniformHeight(_ height: Double) {
        guard heights.uniformHeight != height else { return }
        heights.setUniformHeight(height)
        for serial in drawnRows.keys { drawnRows[serial]!.height = height }
        _checkInvariants()
    }
}
