import ListCore

/// A command line `LaunchOptions.parse` rejects: one line for stderr, after which the demo exits
/// with status 2 and opens no window.
///
///     do { _ = try LaunchOptions.parse(["--rowz", "5"]) } catch {
///         error.description   // "unknown option '--rowz' (see --help)"
///     }
///
/// - Complexity: O(1).
public struct LaunchError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
