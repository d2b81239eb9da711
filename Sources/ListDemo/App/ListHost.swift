import Foundation
import ListCore
import ListData

/// The core objects of one window and the behaviours attached to the list — one registration
/// line per behaviour. Owns no GTK state; views read from it and forward input to it.
@MainActor
final class ListHost {
    let list: ListController
    let navigation = NavigationModel()
    let schema: ColumnSchema
    let animator = BatchAnimator()
    let dragSelect: DragSelectBehavior
    let header = HeaderResize(collapsedHeight: 52, expandedHeight: 124)
    let editMode = EditModeAnimation()
    let kinetic = KineticScroll()
    let live: LiveUpdates
    let sorter: AnimatedSort
    /// Keyboard and tap selection rules (focus, Shift-extension, toggles).
    var commands = SelectionCommands()
    /// Called on the main thread when work done on the worker (a sort, a live update) has
    /// landed and needs frames.
    var onBackgroundWorkLanded: (() -> Void)?
    /// Sorting, planning and freeing long lists happen here, never on the main thread.
    private let worker = DispatchQueue(label: "list-demo.worker", qos: .userInitiated)

    init(rows: [Row], schema: ColumnSchema, debug: Bool) {
        self.schema = schema
        list = ListController(rows: rows)
        var dragOptions = DragSelectBehavior.Options()
        dragOptions.isDebug = debug
        dragSelect = DragSelectBehavior(options: dragOptions)
        // Live updates arrive on a GLib timer (AppWindow), not by keeping frames running.
        live = LiveUpdates(animator: animator, schema: schema, options: .init(keepsFramesRunning: false))
        sorter = AnimatedSort(animator: animator, schema: schema)

        animator.discard = { [worker] old in worker.async { withExtendedLifetime(old) {} } }
        live.offload = { [worker, weak self] job in
            worker.async {
                let prepared = job.run()
                MainLoop.post {
                    self?.live.finish(prepared, at: MainLoop.now)
                    self?.onBackgroundWorkLanded?()
                }
            }
        }

        list.attach(animator)
        list.attach(DeselectionBehavior(transition: navigation.back))
        list.attach(dragSelect)
        list.attach(editMode)
        list.attach(kinetic)
        list.attach(header)
        list.attach(live)
    }

    /// True while anything in the core still animates.
    var needsFrames: Bool { navigation.needsFrames || list.needsFrames }

    /// Advances every time-driven part of the core to the frame time `time`.
    func advance(to time: Double) {
        navigation.advance(to: time)
        list.advance(to: time)
    }

    /// Reduced motion (GTK's "enable animations" off): every animation jumps to its end.
    func setReducedMotion(_ reduced: Bool) {
        navigation.reducesMotion = reduced
        header.reducesMotion = reduced
        editMode.reducesMotion = reduced
        animator.options.reducesMotion = reduced
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
        list.emit("delete.started", [("rows", .number(Double(rows.count))), ("deleting", .number(Double(selected.count)))])
        worker.async {
            let prepared = BatchAnimator.prepare(old: rows, new: rows.filter { !selected.contains($0.id) })
            MainLoop.post { [weak self] in
                guard let self else { return }
                if !animator.commit(prepared, at: MainLoop.now) {
                    list.selection = selected.filter { self.list.layout.contains($0) }
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
    private var pendingSort: (descriptor: ListCore.SortDescriptor, done: @MainActor () -> Void)?

    /// Sorts by `descriptor`, animated. Long lists are sorted and planned on a worker thread and
    /// animated when ready, so frames keep coming; `done` runs on the main thread either way.
    func sort(by descriptor: ListCore.SortDescriptor, at time: Double, done: @escaping @MainActor () -> Void) {
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
