extension ListScene {
    /// The sort the menu asks for: `column` (nil: the current one) in `descending` order (nil:
    /// the current order, ascending when unsorted). Descending chosen before any column sorts by
    /// the first column.
    ///
    ///     ListScene.sortDescriptor(column: nil, descending: true, current: nil)   // column 0, descending
    ///
    /// - Complexity: O(1).
    public static func sortDescriptor(column: Int?, descending: Bool?, current: SortDescriptor?) -> SortDescriptor {
        let column = column ?? current?.column ?? 0
        let ascending = descending.map { !$0 } ?? current?.ascending ?? true
        return SortDescriptor(column: column, ascending: ascending)
    }

    /// The sort menu: sorts by `column` and/or in `descending` order (`sortDescriptor(column:descending:current:)`).
    public func sort(column: Int?, descending: Bool?, at time: Double, done: @escaping () -> Void = {}) {
        sort(by: Self.sortDescriptor(column: column, descending: descending, current: sorter.descriptor), at: time,
             done: done)
    }

    /// Ctrl+1 … Ctrl+9 sort by the Nth column (ascending; again: descending, `sortDescriptor(forColumnKey:)`);
    /// Ctrl+0 (`n == 0`) restores the original order. Returns false for a column the table lacks.
    ///
    ///     scene.sort(columnKey: 2, at: t)   // by the second column, ascending
    ///     scene.sort(columnKey: 0, at: t)   // the original order
    ///
    /// - Complexity: as `sort(by:at:)`.
    @discardableResult
    public func sort(columnKey n: Int, at time: Double, done: @escaping () -> Void = {}) -> Bool {
        guard n > 0 else {
            sort(by: nil, at: time, done: done)
            return true
        }
        guard let descriptor = sortDescriptor(forColumnKey: n) else { return false }
        sort(by: descriptor, at: time, done: done)
        return true
    }
}
