#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be read or written: the path and the system's reason (`strerror` text,
/// or ours for what the system does not check), one line for stderr.
///
///     FileError(path: "/tmp/x.csv", errno: ENOENT).description
///     // "/tmp/x.csv: No such file or directory"
///
/// - Complexity: O(1).
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The system's text for `errno` (`strerror`), e.g. "Permission denied".
    public init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    public var description: String { "\(path): \(reason)" }
}
