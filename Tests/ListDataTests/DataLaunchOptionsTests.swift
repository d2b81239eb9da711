import Testing
@testable import ListData
import ListCore

@Suite struct DataLaunchOptionsTests {
    typealias SortRequest = LaunchOptions.SortRequest

    @Test func noArgumentsGiveDefaults() throws {
        let options = try LaunchOptions.parse([])
        #expect(options == LaunchOptions())
        #expect(options.rows == nil && options.dataPath == nil && options.sort == nil && options.reportPath == nil)
        #expect(!options.debug && options.earlyExit == nil)
    }

    @Test func everyFlagInBothSpellings() throws {
        let spaced = try LaunchOptions.parse(
            ["--rows", "250", "--sort", "value:desc", "--debug", "--report", "/tmp/r.json"])
        let joined = try LaunchOptions.parse(["--rows=250", "--sort=value:desc", "--debug", "--report=/tmp/r.json"])
        let expected = LaunchOptions(
            rows: 250, sort: SortRequest(column: "value", descending: true), debug: true, reportPath: "/tmp/r.json")
        #expect(spaced == expected)
        #expect(joined == expected)
        #expect(try LaunchOptions.parse(["--data", "my cities.csv"]).dataPath == "my cities.csv")
        #expect(try LaunchOptions.parse(["--data=a=b.csv"]).dataPath == "a=b.csv")
    }

    @Test func rowsAcceptsOneToTenMillion() throws {
        #expect(try LaunchOptions.parse(["--rows", "1"]).rows == 1)
        #expect(try LaunchOptions.parse(["--rows", "+7"]).rows == 7)
        #expect(try LaunchOptions.parse(["--rows", "10000000"]).rows == LaunchOptions.maximumRows)
        #expect(LaunchOptions.maximumRows == 10_000_000)
    }

    @Test(arguments: [
        ("name", SortRequest(column: "name", descending: false)),
        ("Population:desc", SortRequest(column: "Population", descending: true)),
        ("population:DESC", SortRequest(column: "population", descending: true)),
        ("country:asc", SortRequest(column: "country", descending: false)),
        ("a:b:desc", SortRequest(column: "a:b", descending: true)),
    ])
    func sortTakesAColumnAndADirection(_ value: String, _ expected: SortRequest) throws {
        #expect(try LaunchOptions.parse(["--sort", value]).sort == expected)
        #expect(try LaunchOptions.parse(["--sort=\(value)"]).sort == expected)
    }

    @Test func sortColumnResolvesAgainstTheSchemaIgnoringCase() throws {
        let schema = ColumnSchema(columns: [
            .init(name: "name", kind: .text), .init(name: "country", kind: .text),
            .init(name: "population", kind: .number),
        ])
        #expect(try SortRequest(column: "POPULATION", descending: true).resolve(in: schema) == 2)
        #expect(throws: LaunchError("--sort: no column named 'size' (columns: name, country, population)")) {
            try SortRequest(column: "size").resolve(in: schema)
        }
    }

    @Test func sortErrorOfAWideTableListsTheFirstColumnsOnly() {
        let schema = ColumnSchema(columns: (0..<10_000).map { .init(name: "c\($0)", kind: .text) })
        #expect {
            try SortRequest(column: "size").resolve(in: schema)
        } throws: { error in
            let message = (error as? LaunchError)?.message ?? ""
            return message.hasSuffix("c18, c19, … 9980 more)") && message.count < 200
        }
    }

    @Test(arguments: [["--help"], ["-h"], ["--rows", "5", "-h"], ["--rowz", "--help"], ["--rows", "0", "--help"]])
    func helpWinsOverEverythingElse(_ arguments: [String]) throws {
        #expect(try LaunchOptions.parse(arguments).earlyExit == LaunchOptions.usage)
    }

    @Test func versionComesFromAppInfo() throws {
        #expect(try LaunchOptions.parse(["--version"]).earlyExit == AppInfo.version)
    }

    @Test func completionScriptsForEveryShellNameTheFlags() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try #require(LaunchOptions.completionScript(for: shell))
            #expect(script.contains("rows") && script.contains("report"), "\(shell)")
            #expect(try LaunchOptions.parse(["--generate-completion-script", shell]).earlyExit == script)
        }
        #expect(LaunchOptions.completionScript(for: "tcsh") == nil)
    }

    @Test func filesOpenEachInAWindow() throws {
        let options = try LaunchOptions.parse(["--debug", "harbours.tsv", "tasks.sqlite", "--report", "r.json"])
        #expect(options.files == ["harbours.tsv", "tasks.sqlite"])
        #expect(options.debug && options.reportPath == "r.json" && options.dataPath == nil)
        #expect(try LaunchOptions.parse([]).files.isEmpty)
    }

    @Test func usageListsEveryFlag() {
        for flag in ["--rows <N>", "--data <FILE>", "--table <NAME>", "--sort <COLUMN[:desc]>", ":asc", "--debug", "--report <FILE>",
                     "-h, --help", "--version", "10000000"] {
            #expect(LaunchOptions.usage.contains(flag), "\(flag)")
        }
        #expect(LaunchOptions.usage.contains("USAGE: ListDemo"))
    }

    @Test(arguments: [
        (["--rowz", "5"], "Unknown option '--rowz'"),
        (["--rowz=5"], "Unknown option '--rowz'"),
        (["-r", "5"], "Unknown option '-r'"),
        (["--rows", "5", "6"], "--rows cannot be combined with FILE arguments (they open as from the desktop)"),
        (["--data", "a.csv", "b.csv"], "--data cannot be combined with FILE arguments (they open as from the desktop)"),
        (["--sort", "name", "b.csv"], "--sort cannot be combined with FILE arguments (they open as from the desktop)"),
        (["--rows"], "Missing value for '--rows <N>'"),
        (["--rows", "--debug"], "Missing value for '--rows <N>'"),
        (["--rows", "abc"], "--rows needs a positive integer, got 'abc'"),
        (["--rows", "0"], "--rows needs a positive integer, got '0'"),
        (["--rows=2.5"], "--rows needs a positive integer, got '2.5'"),
        (["--rows", "1e6"], "--rows needs a positive integer, got '1e6'"),
        (["--rows", "10000001"], "--rows is limited to 10000000, got '10000001'"),
        (["--rows", "99999999999999999999999"], "--rows is limited to 10000000, got '99999999999999999999999'"),
        (["--data"], "Missing value for '--data <FILE>'"),
        (["--table", "tasks"], "--table needs --data FILE (an SQLite database)"),
        (["--data="], "Missing value for '--data <FILE>'"),
        (["--report"], "Missing value for '--report <FILE>'"),
        (["--sort"], "Missing value for '--sort <COLUMN[:desc]>'"),
        (["--sort", ":desc"], "--sort needs a column name, got ':desc'"),
        (["--sort", "name:down"], "--sort direction must be 'asc' or 'desc', got 'down'"),
        (["--sort=name:"], "--sort direction must be 'asc' or 'desc', got ''"),
        (["--debug=yes"], "'--debug' does not take any value"),
        (["--rows", "5", "--data", "x.csv"], "--rows and --data cannot be combined"),
        (["--data=x.csv", "--rows=5"], "--rows and --data cannot be combined"),
        (["--rows", "-1"], "--rows needs a positive integer, got '-1'"),
        (["--rows", "-5", "--debug"], "--rows needs a positive integer, got '-5'"),
        (["--report", "a.json", "--report", "b.json"], "--report is given more than once"),
        (["--report=a.json", "--debug", "--report", "b.json"], "--report is given more than once"),
        (["--rows", "5", "--rows", "6"], "--rows is given more than once"),
        (["--debug", "--debug"], "--debug is given more than once"),
        (["--sort", "name", "--sort=name:desc"], "--sort is given more than once"),
    ])
    func badCommandLinesGiveOneLineErrors(_ arguments: [String], _ reason: String) {
        #expect {
            try LaunchOptions.parse(arguments)
        } throws: { error in
            guard let error = error as? LaunchError else { return false }
            return error.message.contains(reason) && !error.message.contains("\n")
        }
    }

    @Test func errorDescriptionIsTheMessage() {
        #expect(LaunchError("--rows and --data cannot be combined").description == "--rows and --data cannot be combined")
    }
}
