/// What one look at a followed source found (`SourceFollower.read`, on the worker).
///
///     follower.read = { force in watch.read(force: force) }   // .unchanged most of the time
///
/// - Complexity: a value.
public enum SourceRead: Sendable {
    /// Nothing was committed since the last look (and no re-read was asked for).
    case unchanged
    /// The source changed: all its rows now, in its own order.
    case rows([Row])
    /// The source changed: only the rows added, changed and removed since the last look.
    case changes(SourceDelta)
    /// The source cannot be followed any more (the file deleted or replaced): why, one line.
    case gone(String)
    /// The source is there but could not be read now (busy, its columns changed, an error): the
    /// rows shown stay, marked stale, and looks go on.
    case trouble(SourceTrouble)
}
