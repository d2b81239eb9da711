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
    /// The identity as text.
    public var rawValue: String

    /// The identity `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// An identity written as a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The identity as text.
    public var description: String { rawValue }

    /// Orders identities by their text (for stable output, not display order).
    public static func < (lhs: RowID, rhs: RowID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RowID {
    /// The identity `ModelMirror` gives its `serial`th row (`"m<serial>"`), and an external row
    /// of that serial has (`Row(reading:from:serial:version:style:height:)`).
    ///
    ///     RowID.mirrored(7)   // "m7"
    ///
    /// - Complexity: O(1).
    public static func mirrored(_ serial: UInt32) -> RowID { RowID(String(decimal: UInt64(serial), after: "m")) }
}
