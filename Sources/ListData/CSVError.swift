/// Why a CSV file could not be loaded: a one-line message and, when it applies, the 1-based line
/// of the file where the problem starts.
///
///     do { _ = try CSVTable.parse("a,b\n1\n") } catch {
///         error.description   // "line 2: expected 2 fields, found 1"
///     }
///
/// - Complexity: O(1).
public struct CSVError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The physical line (line breaks inside quoted fields count) or `nil` for whole-file problems.
    public var line: Int?
    /// What is wrong, without the line prefix.
    public var message: String

    public init(line: Int?, message: String) {
        self.line = line
        self.message = message
    }

    /// A header and nothing else: there is no list to show.
    public static let noRecords = CSVError(line: nil, message: "no records after the header line")

    /// The file's bytes changed while they were read (`DataFile.hasChanged`), noticed at line
    /// `line`: what was read may mix two versions of it, so none of it is kept.
    ///
    ///     CSVError.fileChanged(line: 120_001).description   // "the file changed while it was read (line 120001)"
    public static func fileChanged(line: Int) -> CSVError { CSVError(line: line, message: changedMessage) }

    static let changedMessage = "the file changed while it was read"

    /// `"line 7: expected 4 fields, found 3"`, or just the message when there is no line;
    /// `"the file changed while it was read (line 7)"`.
    public var description: String {
        if let line { message == Self.changedMessage ? "\(message) (line \(line))" : "line \(line): \(message)" } else { message }
    }
}
