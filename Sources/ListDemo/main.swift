import CGtk
import Foundation
import ListCore
import ListData

/// Entry point: flags and data are checked before any window exists, so a bad flag or a bad
/// data file prints one line on stderr and exits with status 2 — no crash, no window.

/// A large CSV file's rows, or why it cannot be shown (the reference path gives the message).
@Sendable func loadLargeFile(_ path: String, _ data: Data) -> ListHost.Loaded {
    if let fast = CSVColumnLoader.load(data) { return .rows(fast.rows, schema: fast.schema) }
    guard let text = String(data: data, encoding: .utf8) else { return .failed("\(path): not UTF-8 text") }
    do {
        let (schema, rows) = try RowSource.rows(from: CSVTable.parse(text))
        return .rows(rows, schema: schema)
    } catch {
        return .failed("\(path): \(error.description)")
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ListDemo: \(message)\n".utf8))
    exit(2)
}

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description)
}
if options.showHelp {
    print(LaunchOptions.usage)
    exit(0)
}

let resources = Resources()
let loaded: (schema: ColumnSchema, rows: [Row])
let title: String  // what the rows are, for the window title and the summary ("302 Cities")
var largeFile: (path: String, data: Data)?
if let count = options.rows {
    // The rows themselves are made on the worker while GTK starts (ListHost.loadRows).
    loaded = (RowSource.generated(count: 0).schema, [])
    title = "Rows"
} else {
    guard let path = options.dataPath ?? resources.path("cities.csv") else {
        fail("no --data given and the bundled Resources/cities.csv was not found (set LISTDEMO_RESOURCES)")
    }
    // Mapped, not read: a large file's pages come in as the loader reaches them.
    guard let data = try? Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped) else {
        fail("\(path): cannot read file")
    }
    if data.count >= CSVColumnLoader.backgroundBytes, let names = CSVColumnLoader.header(of: data) {
        // A large file loads on the worker once the window is up (ListHost.loadRows); until its
        // number columns are known every column counts as text.
        loaded = (ColumnSchema(columns: names.map { .init(name: $0, kind: .text) }), [])
        largeFile = (path, data)
    } else if let fast = CSVColumnLoader.load(data) {
        loaded = fast   // straight into compact columns; anything unusual takes the path below
    } else {
        guard let text = String(data: data, encoding: .utf8) else { fail("\(path): not UTF-8 text") }
        do {
            loaded = try RowSource.rows(from: CSVTable.parse(text))
        } catch {
            fail("\(path): \(error.description)")
        }
    }
    title = options.dataPath == nil ? "Cities" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    // The parsed records are gone (the rows read a compact `ColumnTable`): give their memory back.
    listdemo_release_free_memory()
}

var initialSort: ListCore.SortDescriptor?
if let sort = options.sort {
    do {
        initialSort = ListCore.SortDescriptor(column: try sort.resolve(in: loaded.schema), ascending: !sort.descending)
    } catch {
        fail(error.description)
    }
}

let status: Int32 = MainActor.assumeIsolated {
    let host = ListHost(rows: loaded.rows, schema: loaded.schema, debug: options.debug)
    // The same core sort as the menu, run once the window is up (on the worker for long lists).
    host.launchSort = initialSort
    if let count = options.rows { host.loadRows { .rows(RowSource.generated(count: count).rows, schema: nil) } }
    if let (path, data) = largeFile {
        largeFile = nil   // the load owns the mapping now and lets it go when done
        host.loadRows { loadLargeFile(path, data) }
    }
    let application = Application(host: host, title: title, debug: options.debug, resources: resources)
    // A file that failed after the window opened exits with status 2, as one failing before it.
    let ran = application.run()
    let status = host.loadFailure == nil ? ran : 2
    if let reportPath = options.reportPath {
        let report = host.report(frames: application.frameSummary).serialized() + "\n"
        if !FileManager.default.createFile(atPath: reportPath, contents: Data(report.utf8)) {
            FileHandle.standardError.write(Data("ListDemo: cannot write report to \(reportPath)\n".utf8))
        }
    }
    return status
}
exit(status)
