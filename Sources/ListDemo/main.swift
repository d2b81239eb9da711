import ListGtk
import ListWidget
import Foundation
import ListCore
import ListData

/// Entry point. Everything that can go wrong is decided before any window exists — flags, the
/// `--report` path, the display, the data file — each as one line on stderr and exit status 2.
/// SIGTERM, SIGINT and SIGHUP write the report from the first line on (`TerminationSignals`).

/// A large CSV or TSV file loaded on the worker, its progress counted, as `ListWidget.loadRows` takes it:
/// the same load as a small file's before the window (`CSVColumnLoader.load(_:separator:progress:)`).
@Sendable func loadLargeFile(_ file: DataFile, separator: UInt8) -> ListWidget.LoadedRows {
    do throws(FileError) {
        let loaded = try CSVColumnLoader.load(file, separator: separator) { count in ListHost.noteRowsRead(count) }
        return .rows(loaded.rows, schema: loaded.schema)
    } catch {
        return .failed(error.description)
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("ListDemo: \(message)\n".utf8))
    exit(2)
}

// Blocks of 4 MiB or more (megabyte texts, their pages and sort keys) go back to the system when
// freed: with glibc's moving threshold a hostile file's 2 000-action soak kept 60 MiB it had freed
// (+10.6 and +12.0 MiB in two runs with this); 1M- and 10M-row sorts measured no slower with it.
returnLargeFreedBlocks(atLeast: 4 << 20)
Localization.setUp()
// A reader that goes away makes writes fail with EPIPE instead of killing the app.
signal(SIGPIPE, SIG_IGN)
nonisolated(unsafe) var reportFile: ReportFile?
let startupReport = StartupReport()
TerminationSignals.install { _ in
    // Still loading: the report says so, then the process ends at once. A signal before
    // `--report` is checked waits for it (`StartupReport`); a report that cannot be written is
    // status 2, as on a normal exit.
    let report: JSONValue = [
        "page": "list", "order": .array([]), "rowCount": 0, "selected": .array([]), "transition": "none",
        "headerHeight": 0, "loading": true, "rowsLoaded": 0, "frames": FrameStats().summary.json,
    ]
    do throws(FileError) {
        try startupReport.file()?.write(report.serialized() + "\n")
    } catch {
        FileHandle.standardError.write(Data("ListDemo: cannot write the report: \(error)\n".utf8))
        _exit(2)
    }
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

if let reportPath = options.reportPath {
    // A report that could never be written is a bad flag: say so before any window opens.
    let folder = URL(fileURLWithPath: reportPath).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) || !isFolder.boolValue {
        fail("cannot write report to \(reportPath): no folder \(folder)")
    }
    if FileManager.default.fileExists(atPath: reportPath, isDirectory: &isFolder), isFolder.boolValue {
        fail("cannot write report to \(reportPath): it is a folder")
    }
}

let resources = Resources()
let files = options.files.map { URL(fileURLWithPath: $0).standardizedFileURL.path }   // absolute: the primary's folder may differ
let dataPath = options.rows != nil || !files.isEmpty ? nil : options.dataPath ?? resources.path("cities.csv")
do {
    // Neither a file opened nor a database's -wal, -shm or -journal beside one (ReportFile).
    let opened = (dataPath.map { [$0] } ?? []) + files
    reportFile = try options.reportPath.map { path throws(FileError) in try ReportFile(path: path, dataPaths: opened) }
} catch {
    fail("--report \(error.description)")
}
startupReport.decide(reportFile)

// `ListDemo [FILE…]` is one instance per session bus: files open each in a window of their own,
// and a second start hands its files to the first over D-Bus and exits. `--data` and `--rows` runs
// stay in a process of their own, as scripts and tests expect.
let handlesOpen = options.rows == nil && options.dataPath == nil
var uniqueApplication: Application?
if handlesOpen {
    guard Display.open() else {
        fail("cannot open display '\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")' (no graphical session?)")
    }
    uniqueApplication = MainActor.assumeIsolated {
        let application = Application(handlesOpen: true, debug: options.debug, resources: resources)
        switch application.register() {
        case .failure(let error):
            fail("cannot register with the session bus: \(error.message)")
        case .success(true):
            // Another ListDemo runs on this session bus: it opens the files (or comes forward).
            exit(application.run(files: files))
        case .success(false):
            return application
        }
    }
}

if options.rows == nil, files.isEmpty, dataPath == nil {
    fail("no --data given and the bundled cities.csv was not found (set LISTDEMO_RESOURCES)")
}

var loaded: (schema: ColumnSchema, rows: [Row])?   // the launch's rows; nil when started with files
var title = DocumentTitle.builtIn(tr("Rows"), path: nil)   // what the rows are: "302 Cities"
var earlyLoad: EarlyLoad?   // generated rows, loading while GTK starts
var dataFile: DocumentFile?   // a --data file or the bundled cities (DocumentFile.swift)
if let count = options.rows {
    // The rows themselves are made on a worker while GTK starts.
    earlyLoad = EarlyLoad { .rows(RowSource.generated(count: count).rows, schema: nil) }
    loaded = (RowSource.generated(count: 0).schema, [])
} else if let path = dataPath {
    do {
        dataFile = try MainActor.assumeIsolated { () throws(FileError) in try DocumentFile.read(path, table: options.table) }
    } catch let error as FileError {
        fail(error.description)
    } catch {
        fail("\(error)")
    }
    loaded = dataFile!.loaded
    title = .builtIn(options.dataPath == nil ? tr("Cities") : dataFile!.rowsName, path: options.dataPath)
}

guard Display.open() else {
    fail("cannot open display '\(ProcessInfo.processInfo.environment["DISPLAY"] ?? "")' (no graphical session?)")
}

var initialSort: ListCore.SortDescriptor?
if let sort = options.sort, let loaded {
    do {
        initialSort = ListCore.SortDescriptor(column: try sort.resolve(in: loaded.schema), ascending: !sort.descending)
    } catch {
        fail(error.description)
    }
}

let status: Int32 = MainActor.assumeIsolated {
    let application = uniqueApplication ?? Application(handlesOpen: false, debug: options.debug, resources: resources)
    if let loaded {
        let host = ListHost(rows: loaded.rows, schema: loaded.schema, debug: options.debug)
        // The same core sort as the menu, run once the window is up (on the worker for long lists).
        host.launchSort = initialSort
        if let early = earlyLoad { host.list.loadRows { early.result() } }
        dataFile?.attach(to: host)
        application.launch = Application.Launch(host: host, title: title)
    }
    // What the signal thread writes if the main thread ever stops answering (TerminationSignals).
    ReportSnapshot().keep(writingTo: reportFile, debug: options.debug, isAnimating: { application.isAnimating }) {
        application.report()
    }
    // A --data file that failed after the window opened exits with status 2, as one failing before it.
    let ran = application.run(files: files)
    let status = application.launchFailed ? 2 : ran
    TerminationSignals.setHandler { _ in }   // the report is being written anyway
    // The signal thread gave up waiting and is writing the snapshot: it ends the process.
    guard TerminationSignals.beginFinishing() else { while true { sleep(60) } }
    if let reportFile {
        do {
            try reportFile.write(application.report().serialized() + "\n")
        } catch {
            FileHandle.standardError.write(Data("ListDemo: cannot write the report: \(error)\n".utf8))
            return 2
        }
    }
    return status
}
exit(status)
