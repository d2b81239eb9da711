import ArgumentParser
import ListCore

/// The demo's command line (the contract the GUI tests use: README "Flags"), parsed by swift-argument-parser
/// (`LaunchCommand`) without touching the file system or the display.
///
/// Every flag is accepted as `--flag value` or `--flag=value`. A missing or malformed value,
/// `--rows` together with `--data`, a flag of the launch's data beside `FILE` arguments, and anything unknown are one-line `LaunchError`s.
///
///     let options = try LaunchOptions.parse(["--rows", "1000", "--sort=value:desc", "--debug"])
///     options.rows            // 1000
///     options.sort            // SortRequest(column: "value", descending: true)
///
/// - Complexity: O(arguments).
public struct LaunchOptions: Equatable, Sendable {
    /// An initial sort: a column name (matched case-insensitively against the data's
    /// `ColumnSchema` once it is loaded, see `resolve(in:)`) and a direction.
    public struct SortRequest: Equatable, Sendable {
        public var column: String
        public var descending: Bool

        public init(column: String, descending: Bool = false) {
            self.column = column
            self.descending = descending
        }

        /// The index of the requested column in `schema`, or an error listing the columns there are.
        public func resolve(in schema: ColumnSchema) throws(LaunchError) -> Int {
            guard let index = schema.index(ofColumnNamed: column) else {
                // A wide table lists its first columns only: the message stays one readable line.
                var names = schema.columns.prefix(20).map(\.name).joined(separator: ", ")
                if schema.columns.count > 20 { names += ", … \(schema.columns.count - 20) more" }
                throw LaunchError("--sort: no column named '\(column)' (columns: \(names))")
            }
            return index
        }
    }

    /// The largest `--rows` accepted.
    public static let maximumRows = 10_000_000

    /// `--rows N`: show N generated rows.
    public var rows: Int?
    /// `--data FILE.csv`: show the rows of a CSV file.
    public var dataPath: String?
    /// `--table NAME`: the table or view of an SQLite `--data` file.
    public var table: String?
    /// `--sort COLUMN[:asc|:desc]`: the initial sort.
    public var sort: SortRequest?
    /// `--debug`: JSON Lines events on stdout.
    public var debug: Bool
    /// `FILE…`: files to open, each in a window of its own, as the desktop opens them (Open With).
    public var files: [String] = []
    /// `--report FILE`: JSON report written on exit.
    public var reportPath: String?
    /// `--help`, `--version`, `--generate-completion-script`: print this and exit successfully.
    public var earlyExit: String?

    public init(
        rows: Int? = nil, dataPath: String? = nil, sort: SortRequest? = nil, debug: Bool = false,
        reportPath: String? = nil, earlyExit: String? = nil
    ) {
        self.rows = rows
        self.dataPath = dataPath
        self.sort = sort
        self.debug = debug
        self.reportPath = reportPath
        self.earlyExit = earlyExit
    }

    /// The generated help (`--help`).
    public static var usage: String { LaunchCommand.helpMessage(columns: 100) }

    /// A completion script for `bash`, `zsh` or `fish`, as `make install` installs it.
    public static func completionScript(for shell: String) -> String? {
        CompletionShell(rawValue: shell).map { LaunchCommand.completionScript(for: $0) }
    }

    /// Parses the arguments after the program name. `--help`, `--version` and
    /// `--generate-completion-script` give options whose `earlyExit` is the text to print.
    public static func parse(_ given: [String]) throws(LaunchError) -> LaunchOptions {
        let arguments = joiningNegativeValues(given)
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return LaunchOptions(earlyExit: usage)   // help wins over any error next to it
        }
        let command: LaunchCommand
        do {
            guard let parsed = try LaunchCommand.parseAsRoot(arguments) as? LaunchCommand else {
                return LaunchOptions(earlyExit: usage)   // the library's help command
            }
            command = parsed
        } catch let error as LaunchError {
            throw error
        } catch {
            if LaunchCommand.exitCode(for: error) == .success {
                return LaunchOptions(earlyExit: LaunchCommand.fullMessage(for: error, columns: 100))
            }
            let message = LaunchCommand.message(for: error)
            let line = message.split(separator: "\n").first.map(String.init) ?? message
            throw LaunchError(line + " (see --help)")
        }
        try checkRepeats(arguments)
        var options = LaunchOptions(rows: command.rows, dataPath: command.data, sort: command.sort, debug: command.debug,
                                    reportPath: command.report)
        options.table = command.table
        options.files = command.files
        return options
    }

    static func parseRowCount(_ value: String) throws(LaunchError) -> Int {
        let digits = value.hasPrefix("+") ? value.dropFirst() : Substring(value)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw LaunchError("--rows needs a positive integer, got '\(value)'")
        }
        guard let count = Int(digits), count <= maximumRows else {
            throw LaunchError("--rows is limited to \(maximumRows), got '\(value)'")
        }
        guard count > 0 else {
            throw LaunchError("--rows needs a positive integer, got '\(value)'")
        }
        return count
    }

    static func parseSort(_ value: String) throws(LaunchError) -> SortRequest {
        var column = Substring(value)
        var descending = false
        if let colon = value.lastIndex(of: ":") {
            let direction = value[value.index(after: colon)...]
            switch direction.lowercased() {
            case "asc": descending = false
            case "desc": descending = true
            default:
                throw LaunchError("--sort direction must be 'asc' or 'desc', got '\(direction)'")
            }
            column = value[..<colon]
        }
        let name = String(column.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        guard !name.isEmpty else {
            throw LaunchError("--sort needs a column name, got '\(value)'")
        }
        return SortRequest(column: name, descending: descending)
    }
}
