import ListGtk
import ListWidget
import ListCore
import ListData
import Synchronization

/// The list and what the process keeps around it: the `--sort` launch option, the progress of a
/// load (`rowsRead`) and the report written on exit. Made before the window, so rows can start
/// loading on the worker while GTK starts (`ListWidget.loadRows`) and a signal's report has the
/// list to read; the window shows `list` and sends its commands there.
///
///     let host = ListHost(rows: rows, schema: schema, debug: false)
///     host.list.loadRows { .rows(generated, schema: nil) }
///     host.report(frames: stats)        // at exit
///
/// - Complexity: O(1) per call; `report` is O(min(n, 10 000)).
@MainActor
final class ListHost {
    /// The list widget: it owns the core, runs its long work on workers and wakes it.
    let list: ListWidget
    /// The database table the list shows, when it shows one: loaded and followed on workers,
    /// its load cancelled and its table reopened from the window (`AppWindow+Database.swift`).
    var database: SQLiteWatch?
    /// The `--sort` launch option: applied without animation once the window is shown.
    var launchSort: ListCore.SortDescriptor?
    /// Records read so far by the load under way (the report's `rowsLoaded` while `loading`).
    nonisolated static let rowsRead = Mutex<Int>(0)
    /// The records read when the load first said how far it was (nil: not yet), and who waits for that.
    private static var readingStarted: Int?
    private static var whenReading: [(Int) -> Void] = []

    /// The load under way has read `count` records (any thread): the report's `rowsLoaded`, and
    /// the first time, `whenReadingStarts` on the main thread.
    nonisolated static func noteRowsRead(_ count: Int) {
        let first = rowsRead.withLock { read in
            defer { read = count }
            return read == 0
        }
        guard first else { return }
        MainLoop.post {
            readingStarted = count
            let waiting = whenReading
            whenReading = []
            for body in waiting { body(count) }
        }
    }

    /// Runs `body` once the launch's large file has read its first records (at once if it has):
    /// `--debug`'s `load.reading` event, which a test waits for to change the file mid-load.
    static func whenReadingStarts(_ body: @escaping (Int) -> Void) {
        if let readingStarted { body(readingStarted) } else { whenReading.append(body) }
    }

    init(rows: [Row], schema: ColumnSchema, debug: Bool) {
        list = ListWidget(rows: rows, schema: schema, configuration: .demo, isDebug: debug)
    }

    // MARK: Report

    /// The report before any list exists (a signal while GTK starts with files still to open).
    static var emptyReport: JSONValue {
        ["page": "list", "order": .array([]), "rowCount": 0, "selected": .array([]), "transition": "none",
         "headerHeight": 0, "loading": true, "rowsLoaded": 0, "frames": FrameStats().summary.json]
    }

    /// The report written on exit (the fields the GUI tests read; README, "Flags").
    func report(frames: FrameStats.Summary) -> JSONValue {
        // Ids capped: quitting with a million rows (selected) stays fast and small.
        let state = list.state(limit: 10_000), schema = list.schema
        let sort: JSONValue = state.sort.map {
            ["column": .string(schema.columns[$0.column].name), "ascending": .bool($0.ascending)]
        } ?? .null
        return [
            "page": .string(state.page.name),
            "order": .array(state.order.map { .string($0.rawValue) }),
            "rowCount": .number(Double(state.rowCount)),
            // A signal during a load: the rows read so far (none are shown until all are in).
            "loading": .bool(state.isLoadingRows),
            "rowsLoaded": .number(Double(state.isLoadingRows ? Self.rowsRead.withLock { $0 } : state.rowCount)),
            "selected": .array(state.selected.map { .string($0.rawValue) }),
            "selectedCount": .number(Double(state.selectedCount)),
            "transition": .string(state.lastBackOutcome?.rawValue ?? "none"),
            "headerHeight": .number(state.headerHeight),
            "headerExpanded": .bool(state.isHeaderExpanded),
            "sort": sort,
            "liveUpdates": .number(Double(state.liveUpdateCount)),
            "scrollOffset": .number(state.scrollOffset),
            "editing": .bool(state.isEditing),
            "search": state.searchText.map { .string($0) } ?? .null,
            "canUndo": .bool(state.canUndo),
            "canRedo": .bool(state.canRedo),
            // A followed database that cannot be read as it was: why (the rows shown are stale).
            "sourceTrouble": list.sourceTrouble.map { .string($0.message) } ?? .null,
            "frames": frames.json,
        ]
    }
}
