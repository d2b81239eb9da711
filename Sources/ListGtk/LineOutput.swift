import Glibc

/// A stream of lines to a file descriptor that can never hurt the app: a reader that goes away
/// (`ListDemo --debug | head`) stops the stream with one line on stderr and the app goes on.
/// Needs SIGPIPE ignored (main does that first), so a broken pipe is the error EPIPE. Here, beside
/// the rest of what touches the operating system, not in the platform-neutral core.
///
///     let debug = LineOutput(fileDescriptor: 1, name: "--debug stream")
///     debug.write("{\"event\":\"ready\"}\n")   // false once the reader has gone
///
/// - Complexity: O(line).
package final class LineOutput: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let name: String
    /// True once a write failed; nothing is written after that.
    package private(set) var isClosed = false

    package init(fileDescriptor: Int32, name: String) {
        self.fileDescriptor = fileDescriptor
        self.name = name
    }

    /// Writes all of `text`; on the first failure reports it once on stderr and closes.
    @discardableResult
    package func write(_ text: String) -> Bool {
        guard !isClosed else { return false }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(fileDescriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                isClosed = true
                let line = "ListDemo: \(name) stopped: \(String(cString: strerror(errno)))\n"
                _ = line.withCString { Glibc.write(2, $0, strlen($0)) }
                return false
            }
            bytes = bytes.dropFirst(count)
        }
        return true
    }
}
