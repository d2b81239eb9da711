/// An identity and a content version, nothing else.
///
///     let stamp = RowStamp(id: "row-7", version: 2)
///
/// - Complexity: O(1) storage and comparison of the version; comparing ids compares strings.
public struct RowStamp: ChangeTrackable, Hashable, Sendable, CustomStringConvertible {
    public var id: RowID
    public var version: Int

    public init(id: RowID, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// `"row-7@2"`.
    public var description: String { "\(id)@\(version)" }
}
