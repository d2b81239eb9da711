import Foundation
import ListCore
import ListData

/// Entry point: flags and data are checked before any window exists, so a bad flag or a bad
/// data file prints one line on stderr and exits with status 2 — no crash, no window.

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
let loaded: (schema: ColumnSchema, rows: [Row])
let title: String  // what the rows are, for the window title and the summary ("302 Cities")
if let count = options.rows {
    loaded = RowSource.generated(count: count)
    title = "Rows"
} else {
    guard let path = options.dataPath ?? resources.path("cities.csv") else {
        fail("no --data given and the bundled Resources/cities.csv was not found (set LISTDEMO_RESOURCES)")
    }
    guard let data = FileManager.default.contents(atPath: path) else { fail("\(path): cannot read file") }
    guard let text = String(data: data, encoding: .utf8) else { fail("\(path): not UTF-8 text") }
    do {
        loaded = try RowSource.rows(from: CSVTable.parse(text))
    } catch {
        fail("\(path): \(error.description)")
    }
    title = options.dataPath == nil ? "Cities" : URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
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
    if let reportPath = options.reportPath {
        let report = host.report(frames: application.frameSummary).serialized() + "\n"
        if !FileManager.default.createFile(atPath: reportPath, contents: Data(report.utf8)) {
            FileHandle.standardError.write(Data("ListDemo: cannot write report to \(reportPath)\n".utf8))
            return 2
        }
    }
    return status
}
exit(status)
