/// The stable identity of a row.
///
/// Selection, reselection, animations and batch plans are keyed by identity; indices are derived
/// from the current order and never stored across changes.
///
///     let id: RowID = "row-42"
///     selection.insert(id)
///
/// - Complexity: hashing and comparing are O(length of the raw string).
public struct RowID: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public var rawValue: String

    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }
}
