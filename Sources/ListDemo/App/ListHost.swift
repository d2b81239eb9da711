import Foundation
import ListCore
import ListData

/// The core of one window (`ListScene`: the list, its pages and behaviours, the input
/// recognisers) plus what only a host can supply: the worker thread long work runs on and the
/// report written on exit. Owns no GTK state; views read the scene's frame and forward input to it.
@MainActor
final class ListHost {
    let scene: ListScene
    var list: ListController { scene.list }
    var navigation: NavigationModel { scene.navigation }
    var schema: ColumnSchema { scene.schema }
    var animator: BatchAnimator { scene.animator }
    var dragSelect: DragSelectBehavior { scene.dragSelect }
    var header: HeaderResize { scene.header }
    var live: LiveUpdates { scene.live }
    var sorter: AnimatedSort { scene.sorter }
    /// Called on the main thread when work done on the worker (a sort, a live update) has
    /// landed and needs frames.
    var onBackgroundWorkLanded: (() -> Void)?
    /// Sorting, planning and freeing long lists happen here, never on the main thread.
    private let worker = DispatchQueue(label: "list-demo.worker", qos: .userInitiated)

    init(rows: [Row], schema: ColumnSchema, debug: Bool) {
        scene = ListScene(rows: rows, schema: schema, isDebug: debug)
        scene.animator.discard = { [worker] old in worker.async { withExtendedLifetime(old) {} } }
        scene.live.offload = { [worker, weak self] job in
            worker.async {
                let prepared = job.run()
                MainLoop.post {
                    self?.live.finish(prepared, at: MainLoop.now)
                    self?.onBackgroundWorkLanded?()
                }
            }
        }
    }

    /// Removes the selected rows (the selection bar's Delete), animated. For long lists the
    /// new order and its plan are made on the worker; if the list changes meanwhile the delete
    /// is made again from the current rows (never half-applied).
    func deleteSelected(at time: Double) {
        let selected = list.selection
        let rows = list.rows
        guard list.count > BatchAnimator.backgroundThreshold else {
            animator.apply(rows.filter { !selected.contains($0.id) }, at: time)
            return
        }
        worker.async {
            let prepared = BatchAnimator.prepare(old: rows, new: rows.filter { !selected.contains($0.id) })
            MainLoop.post { [weak self] in
                guard let self else { return }
                if !animator.commit(prepared, at: MainLoop.now) {
                    list.setSelection(selected)
                    deleteSelected(at: MainLoop.now)
                    return
                }
                onBackgroundWorkLanded?()
            }
        }
    }

    // MARK: Sorting

    private var sortInFlight = false
    /// The latest sort asked for while one was running; it runs (with its own `done`) next.
    private var pendingSort: (descriptor: ListCore.SortDescriptor?, done: @MainActor () -> Void)?

    /// Sorts by `descriptor`, animated. Long lists are sorted and planned on a worker thread and
    /// animated when ready, so frames keep coming; `done` runs on the main thread either way.
    /// `nil` restores the original order.
    func sort(by descriptor: ListCore.SortDescriptor?, at time: Double, done: @escaping @MainActor () -> Void) {
        guard sorter.shouldSortInBackground else {
            sorter.sort(by: descriptor, at: time)
            done()
            return
        }
        guard !sortInFlight else {
            pendingSort = (descriptor, done)   // the latest request wins once the running one lands
            return
        }
        guard let job = sorter.job(by: descriptor) else { return }
        sortInFlight = true
        list.emit("sort.started", [("rows", .number(Double(list.count)))])
        worker.async {
            let prepared = job.run()
            MainLoop.post { [self] in
                sortInFlight = false
                let now = MainLoop.now
                if !sorter.commit(prepared, at: now) {
                    pendingSort = pendingSort ?? (prepared.descriptor, done)   // the list changed: sort again
                }
                if let next = pendingSort {
                    pendingSort = nil
                    sort(by: next.descriptor, at: now, done: next.done)
                } else {
                    done()
                }
            }
        }
    }

    // MARK: Report

    /// The report written on exit (DESIGN.md, "Contract used by tests").
    func report(frames: FrameStats.Summary) -> JSONValue {
        let order = list.layout.ids.prefix(10_000).map { JSONValue.string($0.rawValue) }
        let selected = list.selection.compactMap { list.layout.index(of: $0) }.sorted()
            .map { JSONValue.string(list.layout.ids[$0].rawValue) }
        let sort: JSONValue = sorter.descriptor.map {
            ["column": .string(schema.columns[$0.column].name), "ascending": .bool($0.ascending)]
        } ?? .null
        return [
            "page": .string(navigation.page.name),
            "order": .array(Array(order)),
            "rowCount": .number(Double(list.count)),
            "selected": .array(selected),
            "transition": .string(navigation.lastBackOutcome),
            "headerHeight": .number(list.headerHeight),
            "headerExpanded": .bool(header.isExpanded),
            "sort": sort,
            "liveUpdates": .number(Double(live.updateCount)),
            "scrollOffset": .number(list.scrollOffset),
            "editing": .bool(list.isEditing),
            "frames": frames.json,
        ]
    }
}
