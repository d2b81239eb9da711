import ListCore

/// Sorting, as the core rules it (`ListScene+SortCommands.swift`): case- and accent-insensitive,
/// numbers by value, stable, in the undo history; the rows slide to their new places. Long lists
/// (or much text in the sorted column) are sorted on a worker while frames go on; `done` runs
/// once the sort has landed, and the frame's `header.sort` says it from then on.
///
///     list.sort(column: 2, descending: true)   // the sort menu
///     list.sort(columnKey: 3)                  // Ctrl+3: by the third column (again: descending)
///     list.sort(by: nil)                       // the original order
///
/// - Complexity: O(n log n) for n rows, on the worker for long lists; O(visible rows) per
///   animated frame.
extension ListWidget {
    /// Sorts by `column` (nil: the current one) in `descending` order (nil: the current order,
    /// ascending when unsorted); descending chosen before any column sorts by the first column.
    ///
    ///     list.sort(column: nil, descending: true) { print("landed") }
    ///
    /// - Complexity: O(n log n) for n rows.
    public func sort(column: Int?, descending: Bool?, done: @escaping () -> Void = {}) {
        scene.sort(column: column, descending: descending, at: frameTime, done: landed(done))
        showNow()
    }

    /// Ctrl+1 … Ctrl+9: sorts by the Nth column, ascending (the same key again: descending);
    /// `n == 0` (Ctrl+0) restores the original order. Returns false for a column the rows lack.
    ///
    ///     list.sort(columnKey: 1)
    ///
    /// - Complexity: O(n log n) for n rows.
    @discardableResult
    public func sort(columnKey n: Int, done: @escaping () -> Void = {}) -> Bool {
        let known = scene.sort(columnKey: n, at: frameTime, done: landed(done))
        showNow()
        return known
    }

    /// Sorts by `descriptor` (nil: the original order); `animated: false` lands the new order at
    /// once (a sort asked for at launch).
    ///
    ///     list.sort(by: SortDescriptor(column: 1, ascending: false), animated: false)
    ///
    /// - Complexity: O(n log n) for n rows.
    public func sort(by descriptor: SortDescriptor?, animated: Bool = true, done: @escaping () -> Void = {}) {
        scene.sort(by: descriptor, at: frameTime, animated: animated, done: landed(done))
        showNow()
    }
}
