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

    /// `"line 7: expected 4 fields, found 3"`, or just the message when there is no line.
    public var description: String {
        if let line { "line \(line): \(message)" } else { message }
    }
}
