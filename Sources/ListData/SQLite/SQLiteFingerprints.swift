/// What a rowid table held at the last scan, compactly: its rowids in ascending order and a
/// 64-bit fingerprint of each row's values (16 bytes a row). The next scan, in the same order,
/// is merged against it to find the rows added, changed and removed without keeping any text
/// (`SQLiteTableSource.changes(in:since:)`).
///
///     var prints = SQLiteFingerprints()
///     prints.append(rowID: 1, fingerprint: 0x9E37)
///
/// - Complexity: O(1) amortized per row.
public struct SQLiteFingerprints: Sendable, Equatable {
    public private(set) var rowIDs: [Int64] = []
    public private(set) var fingerprints: [UInt64] = []

    public init() {}

    public var count: Int { rowIDs.count }

    public mutating func append(rowID: Int64, fingerprint: UInt64) {
        rowIDs.append(rowID)
        fingerprints.append(fingerprint)
    }

    public mutating func reserveCapacity(_ count: Int) {
        rowIDs.reserveCapacity(count)
        fingerprints.reserveCapacity(count)
    }
}
