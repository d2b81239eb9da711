/// Which column to sort by and in which direction.
///
///     var sort = SortDescriptor(column: 2)          // ascending
///     sort.ascending.toggle()                        // descending
///     RowSorter.sorted(rows, by: sort, schema: schema)
///
/// - Complexity: O(1).
public struct SortDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// Index of the column in each row's `fields` (the order of `ColumnSchema.columns`).
    public var column: Int
    /// Ascending (A to Z, small to large) or descending.
    public var ascending: Bool

    /// A sort by `column`, ascending unless told otherwise.
    public init(column: Int, ascending: Bool = true) {
        self.column = column
        self.ascending = ascending
    }

    /// The same column in the other direction.
    public var reversed: SortDescriptor { SortDescriptor(column: column, ascending: !ascending) }

    /// `"column 2 ascending"`.
    public var description: String { "column \(column) \(ascending ? "ascending" : "descending")" }
}
