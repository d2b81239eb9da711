import ArgumentParser
import ListCore

/// The demo's command line as swift-argument-parser declares it: help, `--version`, validation
/// and shell completion scripts (`--generate-completion-script bash|zsh|fish`) come from the
/// library. `LaunchOptions.parse` runs it and turns its outcome into options or one error line.
///
///     let command = try LaunchCommand.parseAsRoot(["--rows", "10"]) as! LaunchCommand
///     command.rows   // 10
///
/// - Complexity: O(arguments).
struct LaunchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ListDemo",
        abstract: "A list window with iOS-grade row interactions: deselection, drag-select, animated sort.",
        discussion: """
            Without --rows or --data the bundled sample data is shown, or each FILE in a window of \
            its own (a second ListDemo FILE opens it in the app already running). A bad option or \
            --data file prints one line on stderr and exits with status 2, before any window opens; \
            a FILE that cannot be read says why in its window.

            Examples:
              ListDemo --rows 100000 --sort value:desc
              ListDemo --data cities.csv --sort population:desc --report report.json
              ListDemo --data tasks.sqlite --table tasks --sort updated:desc
              ListDemo harbours.tsv tasks.sqlite
            """,
        version: AppInfo.version)

    @Option(name: .long, help: ArgumentHelp(
        "Show N generated rows (1 to \(LaunchOptions.maximumRows)), ids row-0, row-1, ...", valueName: "N"),
            transform: { value in try LaunchOptions.parseRowCount(value) })
    var rows: Int?

    @Option(name: .long, help: ArgumentHelp(
        "Show the rows of a CSV or TSV file (header line first) or an SQLite database, told by content.",
        valueName: "FILE"), completion: .file())
    var data: String?

    @Option(name: .long, help: ArgumentHelp(
        "The table or view of an SQLite --data file to show (needed when it has several).", valueName: "NAME"))
    var table: String?

    @Option(name: .long, help: ArgumentHelp(
        "Sort by COLUMN at start (case-insensitive); append :desc for descending or :asc (the default).",
        valueName: "COLUMN[:desc]"), transform: { value in try LaunchOptions.parseSort(value) })
    var sort: LaunchOptions.SortRequest?

    @Flag(name: .long, help: "Write JSON Lines events (ready, page, ...) to stdout.")
    var debug = false

    @Option(name: .long, help: ArgumentHelp(
        "Write a JSON report to FILE on exit (checked at start).", valueName: "FILE"), completion: .file())
    var report: String?

    @Argument(help: ArgumentHelp(
        "Files to open, each in a window of its own (CSV, TSV or SQLite, told by content).", valueName: "FILE"),
              completion: .file())
    var files: [String] = []

    func validate() throws {
        if !files.isEmpty {
            for (flag, given) in [("--rows", rows != nil), ("--data", data != nil), ("--table", table != nil), ("--sort", sort != nil)]
            where given {
                throw ValidationError("\(flag) cannot be combined with FILE arguments (they open as from the desktop)")
            }
        }
        if rows != nil && data != nil { throw ValidationError("--rows and --data cannot be combined") }
        if data?.isEmpty == true { throw ValidationError("--data needs a CSV file path") }
        if table != nil && data == nil { throw ValidationError("--table needs --data FILE (an SQLite database)") }
        if report?.isEmpty == true { throw ValidationError("--report needs a file path") }
    }
}
