import ListCore

/// The demo's command line (DESIGN.md, "Contract used by tests"), parsed without touching the
/// file system or the display.
///
/// Every flag is accepted as `--flag value` or `--flag=value`. A flag given twice, a missing or
/// malformed value, `--rows` together with `--data`, and anything unknown are `LaunchError`s.
/// `--help` (or `-h`) anywhere wins over everything else, so `ListDemo --rowz --help` prints the
/// usage instead of an error.
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
                let names = schema.columns.map(\.name).joined(separator: ", ")
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
    /// `--sort COLUMN[:asc|:desc]`: the initial sort.
    public var sort: SortRequest?
    /// `--debug`: JSON Lines events on stdout.
    public var debug: Bool
    /// `--report FILE`: JSON report written on exit.
    public var reportPath: String?
    /// `--help` / `-h`: print `usage` and exit successfully.
    public var showHelp: Bool

    public init(
        rows: Int? = nil, dataPath: String? = nil, sort: SortRequest? = nil, debug: Bool = false,
        reportPath: String? = nil, showHelp: Bool = false
    ) {
        self.rows = rows
        self.dataPath = dataPath
        self.sort = sort
        self.debug = debug
        self.reportPath = reportPath
        self.showHelp = showHelp
    }

    public static let usage = """
        Usage: ListDemo [options]

        A list window with iOS-grade row interactions: deselection, drag-select, animated sort.

        Options:
          --rows N                 show N generated rows (1 to 10000000), ids row-0, row-1, ...
          --data FILE.csv          show the rows of a CSV file (RFC 4180, header line first);
                                   cannot be combined with --rows
          --sort COLUMN[:desc]     sort by COLUMN at start (case-insensitive); append :desc for
                                   descending or :asc for ascending (the default)
          --debug                  write JSON Lines events (ready, page, ...) to stdout
          --report FILE            write a JSON report to FILE on exit
          -h, --help               show this help and exit

        Every option also accepts the form --option=value. Without --rows or --data the
        bundled sample data is shown. A bad option or data file prints one line on stderr
        and exits with status 2.

        Examples:
          ListDemo --rows 100000 --sort value:desc
          ListDemo --data Resources/cities.csv --sort population:desc --report report.json
        """

    /// Parses the arguments after the program name.
    public static func parse(_ arguments: [String]) throws(LaunchError) -> LaunchOptions {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
            return LaunchOptions(showHelp: true)
        }
        var options = LaunchOptions()
        var seen: Set<String> = []
        var position = 0
        while position < arguments.count {
            let argument = arguments[position]
            position += 1
            guard argument.hasPrefix("--"), argument.count > 2 else {
                if argument.hasPrefix("-") && argument.count > 1 {
                    throw LaunchError("unknown option '\(argument)' (see --help)")
                }
                throw LaunchError("unexpected argument '\(argument)' (see --help)")
            }
            let name: String
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
            }
            guard let flag = Flag(rawValue: name) else {
                throw LaunchError("unknown option '\(name)' (see --help)")
            }
            guard seen.insert(name).inserted else {
                throw LaunchError("\(name) given more than once")
            }

            if !flag.takesValue {
                if inlineValue != nil { throw LaunchError("\(name) takes no value") }
                options.debug = true  // `--debug` is the only flag without a value (help is handled above)
                continue
            }
            // A value is the `=` part or the next argument, unless that is another option.
            var value = inlineValue
            if value == nil, position < arguments.count, !arguments[position].hasPrefix("--") {
                value = arguments[position]
                position += 1
            }
            guard let value, !value.isEmpty else {
                throw LaunchError("\(name) needs \(flag.valueDescription)")
            }
            switch flag {
            case .rows: options.rows = try parseRowCount(value)
            case .data: options.dataPath = value
            case .sort: options.sort = try parseSort(value)
            case .report: options.reportPath = value
            case .debug: break
            }
        }
        if options.rows != nil && options.dataPath != nil {
            throw LaunchError("--rows and --data cannot be combined")
        }
        return options
    }

    private enum Flag: String {
        case rows = "--rows", data = "--data", sort = "--sort", debug = "--debug", report = "--report"

        var takesValue: Bool { self != .debug }

        var valueDescription: String {
            switch self {
            case .rows: "a positive integer"
            case .data: "a CSV file path"
            case .sort: "a column name, optionally followed by :asc or :desc"
            case .report: "a file path"
            case .debug: "no value"
            }
        }
    }

    private static func parseRowCount(_ value: String) throws(LaunchError) -> Int {
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

    private static func parseSort(_ value: String) throws(LaunchError) -> SortRequest {
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
