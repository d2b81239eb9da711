/// An identity and a content version, nothing else.
///
///     let stamp = RowStamp(id: "row-7", version: 2)
///
/// - Complexity: O(1) storage and comparison of the version; comparing ids compares strings.
package struct RowStamp: ChangeTrackable, Hashable, Sendable, CustomStringConvertible {
    package var id: RowID
    package var version: Int

    package init(id: RowID, version: Int = 0) {
        self.id = id
        self.version = version
    }

    /// `"row-7@2"`.
    package var description: String { "\(id)@\(version)" }
}
