/// The identities of a layout's rows in display order: kept in an array, or read from the rows
/// themselves, each row asked for its `id` when one is read.
///
/// Why: the rows of a file and generated rows make their identities on demand (a `ColumnTable`
/// reads or makes one from the row's text, a `RowContentMaker` from its number); keeping them
/// again in the layout cost 16 bytes a row, 15 MiB at a million rows, a tenth of a loaded file's
/// memory. A layout built from rows (`RowLayout(rows:)`) reads its identities from those rows,
/// the very array the list holds, so they cost nothing more; one built from identities
/// (`RowLayout(ids:heights:)`) keeps them.
///
///     let ids = RowIDs(rows: rows)
///     ids[3] == rows[3].id   // true
///
/// - Complexity: reading an identity is O(1) kept, or what the row's `id` costs (a file's row
///   makes its string); copying is O(1) either way (the array is shared).
public struct RowIDs: RandomAccessCollection, Equatable, Sendable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case ids([RowID])
        case rows([Row])
    }

    private let storage: Storage

    /// These identities, kept.
    package init(_ ids: [RowID]) { storage = .ids(ids) }

    /// The identities of `rows`, read from them.
    package init(rows: [Row]) { storage = .rows(rows) }

    /// These identities, kept: `let ids: RowIDs = ["a", "b"]`.
    public init(arrayLiteral ids: RowID...) { storage = .ids(ids) }

    /// Always 0: positions are display indices.
    public var startIndex: Int { 0 }

    /// The number of identities.
    public var endIndex: Int {
        switch storage {
        case .ids(let ids): ids.count
        case .rows(let rows): rows.count
        }
    }

    /// The identity of the row at display index `position`.
    /// - Complexity: O(1) kept; what the row's `id` costs when read from rows.
    public subscript(position: Int) -> RowID {
        switch storage {
        case .ids(let ids): ids[position]
        case .rows(let rows): rows[position].id
        }
    }

    /// The rows the identities are read from; `nil` when they are kept.
    var rows: [Row]? {
        if case .rows(let rows) = storage { rows } else { nil }
    }

    /// The same identities read from `rows` (the same identities in the same order: rows whose
    /// heights or content changed) when these are read from rows; kept ones stay. A layout that
    /// goes on with the new rows reads them, so the old array is not kept alive by it.
    /// - Complexity: O(1).
    func reading(_ rows: [Row]) -> RowIDs {
        precondition(rows.count == count, "the same identities")
        if case .rows = storage { return RowIDs(rows: rows) }
        return self
    }

    /// The same identities in a new order: `newToOld[j]` is the position of the one that goes to
    /// `j`. Identities read from rows stay so, from the rows reordered.
    /// - Complexity: O(n), no identity read.
    func reordered(by newToOld: [Int]) -> RowIDs {
        switch storage {
        case .ids(let ids): RowIDs(newToOld.map { ids[$0] })
        case .rows(let rows): RowIDs(rows: newToOld.map { rows[$0] })
        }
    }

    /// - Complexity: O(n), each identity read.
    public static func == (lhs: RowIDs, rhs: RowIDs) -> Bool { lhs.elementsEqual(rhs) }

    /// - Complexity: O(n), each identity read.
    package static func == (lhs: RowIDs, rhs: [RowID]) -> Bool { lhs.elementsEqual(rhs) }
}
