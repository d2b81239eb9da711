import CGtk
import Foundation
import ListCore
import ListData

/// Entry point. Everything that can go wrong is decided before any window exists — flags, the
/// `--report` path, the display, the data file — each as one line on stderr and exit status 2.
/// SIGTERM, SIGINT and SIGHUP write the report from the first line on (`TerminationSignals`).

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ListDemo: \(message)\n".utf8))
    exit(2)
}

Localization.setUp()
// A reader that goes away makes writes fail with EPIPE instead of killing the app.
signal(SIGPIPE, SIG_IGN)
nonisolated(unsafe) var reportFile: ReportFile?
TerminationSignals.install { _ in
    // Still loading: the report says so, then the process ends at once.
    let report: JSONValue = [
        "page": "list", "order": .array([]), "rowCount": 0, "selected": .array([]), "transition": "none",
        "headerHeight": 0, "loading": true, "frames": FrameStats().summary.json,
    ]
    try? reportFile?.write(report.serialized() + "\n")
    _exit(0)
}

let options: LaunchOptions
do {
    options = try LaunchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error.description)
}
if let text = options.earlyExit {
    print(text)
    exit(0)
}

let resources = Resources()
let dataPath = options.rows != nil ? nil : options.dataPath ?? resources.path("cities.csv")
if options.rows == nil, dataPath == nil {
    fail("no --data given and the bundled cities.csv was not found (set LISTDEMO_RESOURCES)")
}
do {
    reportFile = try options.reportPath.map { path throws(FileError) in try ReportFile(path: path, dataPath: dataPath) }
} catch {
    fail("--report \(error.description)")
}

let loaded: (schema: ColumnSchema, rows: [Row])
let title: String  // what the rows are, for the window title and the summary ("302 Cities")
if let count = options.rows {
    loaded = RowSource.generated(count: count)
    title = tr("Rows")
} else if let path = dataPath {
    do {
        loaded = try RowSource.rows(from: CSVTable.parse(DataFile.read(path)))
    } catch let error as FileError {
        fail(error.description)
    } catch {
        fail("\(path): \(error)")
    }
    title = options.dataPath == nil ? tr("Cities") : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
} else {
    fatalError("unreachable: checked above")
}

guard gtk_init_check() != 0 else {
    fail("cannot open display '\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")' (no graphical session?)")
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
    if let initialSort {
        // The same core sort as the menu, applied before the window opens.
        host.sorter.sort(by: initialSort, at: 0, animated: false)
    }
    let application = Application(host: host, title: title, debug: options.debug, resources: resources)
    let status = application.run()
    TerminationSignals.setHandler { _ in }   // the report is being written anyway
    if let reportFile {
        do {
            try reportFile.write(host.report(frames: application.frameSummary).serialized() + "\n")
        } catch {
            FileHandle.standardError.write(Data("ListDemo: cannot write the report: \(error)\n".utf8))
            return 2
        }
    }
    return status
}
exit(status)
