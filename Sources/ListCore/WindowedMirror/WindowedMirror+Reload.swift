extension WindowedMirror {
    /// The content version of the tracked row `id` (`nil`: not tracked, or no row read for it).
    ///
    /// - Complexity: O(1) expected.
    package func version(of id: RowID) -> Int? {
        Self.serial(of: id).flatMap { drawnRows[$0]?.version }
    }

    /// The tracked row `id` shows its item again though it reads the same (a host's reload: a
    /// factory's widget binds the item again, as `ModelMirror.reload` bumps the version): its
    /// content version goes up by one. Returns false when `id` has no row.
    ///
    ///     if mirror.version(of: id) == before { mirror.bumpVersion(of: id) }
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    package mutating func bumpVersion(of id: RowID) -> Bool {
        guard let serial = Self.serial(of: id), let row = drawnRows[serial] else { return false }
        drawnRows[serial]!.version = row.version + 1
        return true
    }
}
