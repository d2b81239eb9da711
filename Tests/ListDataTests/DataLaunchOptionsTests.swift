import Testing
@testable import ListData
import ListCore

@Suite struct DataLaunchOptionsTests {
    typealias SortRequest = LaunchOptions.SortRequest

    @Test func noArgumentsGiveDefaults() throws {
        let options = try LaunchOptions.parse([])
        #expect(options == LaunchOptions())
        #expect(options.rows == nil && options.dataPath == nil && options.sort == nil && options.reportPath == nil)
        #expect(!options.debug && !options.showHelp)
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

    @Test(arguments: [["--help"], ["-h"], ["--rows", "5", "-h"], ["--rowz", "--help"], ["--rows", "0", "--help"]])
    func helpWinsOverEverythingElse(_ arguments: [String]) throws {
        #expect(try LaunchOptions.parse(arguments) == LaunchOptions(showHelp: true))
    }

    @Test func usageListsEveryFlag() {
        for flag in ["--rows N", "--data FILE.csv", "--sort COLUMN[:desc]", ":asc", "--debug", "--report FILE",
                     "-h, --help", "--option=value", "10000000"] {
            #expect(LaunchOptions.usage.contains(flag), "\(flag)")
        }
        #expect(LaunchOptions.usage.hasPrefix("Usage: ListDemo"))
    }

    @Test(arguments: [
        (["--rowz", "5"], "unknown option '--rowz' (see --help)"),
        (["--rowz=5"], "unknown option '--rowz' (see --help)"),
        (["-r", "5"], "unknown option '-r' (see --help)"),
        (["--"], "unknown option '--' (see --help)"),
        (["cities.csv"], "unexpected argument 'cities.csv' (see --help)"),
        (["--rows", "5", "6"], "unexpected argument '6' (see --help)"),
        (["--rows"], "--rows needs a positive integer"),
        (["--rows="], "--rows needs a positive integer"),
        (["--rows", "--debug"], "--rows needs a positive integer"),
        (["--rows", "abc"], "--rows needs a positive integer, got 'abc'"),
        (["--rows", "0"], "--rows needs a positive integer, got '0'"),
        (["--rows", "-5"], "--rows needs a positive integer, got '-5'"),
        (["--rows=2.5"], "--rows needs a positive integer, got '2.5'"),
        (["--rows", "1e6"], "--rows needs a positive integer, got '1e6'"),
        (["--rows", "10000001"], "--rows is limited to 10000000, got '10000001'"),
        (["--rows", "99999999999999999999999"], "--rows is limited to 10000000, got '99999999999999999999999'"),
        (["--data"], "--data needs a CSV file path"),
        (["--data="], "--data needs a CSV file path"),
        (["--report"], "--report needs a file path"),
        (["--report", "--debug"], "--report needs a file path"),
        (["--sort"], "--sort needs a column name, optionally followed by :asc or :desc"),
        (["--sort", ":desc"], "--sort needs a column name, got ':desc'"),
        (["--sort", "name:down"], "--sort direction must be 'asc' or 'desc', got 'down'"),
        (["--sort=name:"], "--sort direction must be 'asc' or 'desc', got ''"),
        (["--debug=yes"], "--debug takes no value"),
        (["--rows", "5", "--data", "x.csv"], "--rows and --data cannot be combined"),
        (["--data=x.csv", "--rows=5"], "--rows and --data cannot be combined"),
        (["--rows", "5", "--rows=6"], "--rows given more than once"),
        (["--data", "a.csv", "--data", "b.csv"], "--data given more than once"),
        (["--sort", "a", "--sort", "b"], "--sort given more than once"),
        (["--debug", "--debug"], "--debug given more than once"),
        (["--report", "a", "--report=b"], "--report given more than once"),
    ])
    func badCommandLinesGiveOneLineErrors(_ arguments: [String], _ message: String) {
        #expect(throws: LaunchError(message)) { try LaunchOptions.parse(arguments) }
        // What the demo prints is the thrown error's description: the message, on one line.
        do {
            _ = try LaunchOptions.parse(arguments)
        } catch {
            #expect(error.description == message)
            #expect(!error.description.contains("\n") && !error.description.isEmpty)
        }
    }

    @Test func errorDescriptionIsTheMessage() {
        #expect(LaunchError("--rows and --data cannot be combined").description == "--rows and --data cannot be combined")
    }
}
