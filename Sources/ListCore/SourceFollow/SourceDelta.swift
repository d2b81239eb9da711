/// What changed in a source since the last look, by identity: the rows added or changed (in the
/// source's order) and the identities removed. A reader that can tell which rows changed (an
/// SQLite table scanned in rowid order against the last scan's fingerprints) hands only these
/// over, so a look at a long table costs the scan, not a copy of every row.
///
///     SourceDelta(upserted: [Row(id: "7", fields: ["Task 7", "1300"])], deleted: ["3"])
///
/// - Complexity: a value.
public struct SourceDelta: Sendable, Equatable {
    /// Rows added or changed since the last look, in the source's order.
    public var upserted: [Row]
    /// Identities removed since the last look.
    public var deleted: [RowID]

    /// A delta of rows added or changed and identities removed.
    public init(upserted: [Row] = [], deleted: [RowID] = []) {
        self.upserted = upserted
        self.deleted = deleted
    }
}
