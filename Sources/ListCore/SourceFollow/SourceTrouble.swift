/// Why a look at a followed source could not bring its rows in, when the source is still there:
/// the list keeps the rows it shows, marked stale, says why, and looks on; the trouble ends at
/// the first look that reads again (`SourceFollower.trouble`).
///
///     SourceTrouble(.schemaChanged, "column 'city' was dropped")
///     SourceTrouble(.busy, "another program is writing to the database")
///
/// - Complexity: a value.
public struct SourceTrouble: Equatable, Sendable {
    /// What kind of trouble it is: what the host says, and whether reloading is the way out.
    public enum Kind: String, Sendable {
        /// Another program holds the source's lock: the rows shown may be behind.
        case busy
        /// The source's columns, or what it is, changed: it can be shown again only by reloading.
        case schemaChanged
        /// The source could not be read (an error other than those): looks go on, slower.
        case unreadable
    }

    /// What kind of trouble it is.
    public var kind: Kind
    /// What happened, one line (names what changed for `.schemaChanged`).
    public var message: String

    /// A trouble of `kind`, said as `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }
}
