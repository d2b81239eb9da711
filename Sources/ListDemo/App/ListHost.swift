import ListGtk
import Foundation
import ListCore
import ListData

/// What only a process can give one window's core (`ListScene`): the worker threads long work
/// runs on (the scheduler's executor, the freeing of old rows), the rows loaded there while the
/// window is up (`ListHost+Loading.swift`) and the report written on exit. Owns no GTK state and
/// passes nothing through: the window shows the scene's frame and forwards input to `scene`.
///
///     let host = ListHost(rows: rows, schema: schema, debug: false)
///     host.loadRows { .rows(generated, schema: nil) }
///     host.report(frames: stats)        // at exit
///
/// - Complexity: O(1) per call; `report` is O(min(n, 10 000)).
@MainActor
final class ListHost {
    let scene: ListScene
    /// Called on the main thread when work done on the worker (a sort, a live update) has
    /// landed and needs frames.
    var onBackgroundWorkLanded: (() -> Void)?
    /// Sorting, planning and freeing long lists happen here, never on the main thread (the
    /// core's scheduler decides what runs here; this is only where).
    let worker = DispatchQueue(label: "list-demo.worker", qos: .userInitiated)
    /// The `--sort` launch option: applied without animation once the window is shown.
    var launchSort: ListCore.SortDescriptor?
    /// True while `loadRows` works; `whenRowsLoaded` waits for it (ListHost+Loading.swift).
    var isLoadingRows = false
    var waitingForRows: [@MainActor () -> Void] = []
    /// Why rows loaded after the window opened could not be shown (path, line, reason); the
    /// process then exits with status 2.
    var loadFailure: String?

    init(rows: [Row], schema: ColumnSchema, debug: Bool) {
        scene = ListScene(rows: rows, schema: schema, configuration: .demo, isDebug: debug)
        // Freed on the worker, then handed back to the system: glibc keeps a finished sort's old
        // rows and layouts (tens of MB at a million rows) in its arenas otherwise.
        scene.animator.discard = freeOnWorker
        // Concurrent: the core's scheduler runs at most one user job and one housekeeping job
        // at once, so a sort starts beside a font re-measure instead of after it.
        executor = WorkerExecutor(queue: DispatchQueue(label: "list-demo.scheduler", qos: .userInitiated,
                                                       attributes: .concurrent))
        scene.scheduler.executor = executor
        executor.onDelivered = { [weak self] in self?.onBackgroundWorkLanded?() }
    }

    private let executor: WorkerExecutor

    // MARK: Report

    /// The report written on exit (the fields the GUI tests read; README, "Flags").
    func report(frames: FrameStats.Summary) -> JSONValue {
        let list = scene.list, navigation = scene.navigation, schema = scene.schema
        let order = list.layout.ids.prefix(10_000).map { JSONValue.string($0.rawValue) }
        // Capped like `order`: quitting with a million rows selected stays fast and small.
        let selected = list.selectedIDsInDisplayOrder(limit: 10_000).map { JSONValue.string($0.rawValue) }
        let sort: JSONValue = scene.sorter.descriptor.map {
            ["column": .string(schema.columns[$0.column].name), "ascending": .bool($0.ascending)]
        } ?? .null
        return [
            "page": .string(navigation.page.name),
            "order": .array(Array(order)),
            "rowCount": .number(Double(list.count)),
            // A signal during a load: the rows read so far (none are shown until all are in).
            "loading": .bool(isLoadingRows),
            "rowsLoaded": .number(Double(isLoadingRows ? Self.rowsRead.withLock { $0 } : list.count)),
            "selected": .array(selected),
            "selectedCount": .number(Double(list.selection.count)),
            "transition": .string(navigation.lastBackOutcome),
            "headerHeight": .number(list.headerHeight),
            "headerExpanded": .bool(scene.header.isExpanded),
            "sort": sort,
            "liveUpdates": .number(Double(scene.live.updateCount)),
            "scrollOffset": .number(list.scrollOffset),
            "editing": .bool(list.isEditing),
            "search": scene.search.map { .string($0.text) } ?? .null,
            "canUndo": .bool(scene.history.canUndo),
            "canRedo": .bool(scene.history.canRedo),
            "frames": frames.json,
        ]
    }
}
