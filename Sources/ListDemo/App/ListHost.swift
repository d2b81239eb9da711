import ListCore

/// The core objects of one window and the behaviours attached to the list — one registration
/// line per behaviour. Owns no GTK state; views read from it and forward input to it.
@MainActor
final class ListHost {
    let list: ListController
    let navigation = NavigationModel()
    let schema: ColumnSchema
    let dragSelect: DragSelectBehavior
    /// Keyboard and tap selection rules (focus, Shift-extension, toggles).
    var commands = SelectionCommands()

    init(rows: [Row], schema: ColumnSchema, debug: Bool) {
        self.schema = schema
        list = ListController(rows: rows)
        var dragOptions = DragSelectBehavior.Options()
        dragOptions.isDebug = debug
        dragSelect = DragSelectBehavior(options: dragOptions)

        list.attach(DeselectionBehavior(transition: navigation.back))
        list.attach(dragSelect)
    }

    /// True while anything in the core still animates.
    var needsFrames: Bool { navigation.needsFrames || list.needsFrames }

    /// Advances every time-driven part of the core to the frame time `time`.
    func advance(to time: Double) {
        navigation.advance(to: time)
        list.advance(to: time)
    }

    /// Removes the selected rows (the selection bar's Delete).
    func deleteSelected(at time: Double) {
        let selected = list.selection
        list.setRows(list.rows.filter { !selected.contains($0.id) })
        list.emit("batch", [("deleted", .number(Double(selected.count)))])
    }

    /// The report written on exit (DESIGN.md, "Contract used by tests").
    func report(frames: FrameStats.Summary) -> JSONValue {
        let order = list.layout.ids.prefix(10_000).map { JSONValue.string($0.rawValue) }
        let selected = list.selection.compactMap { list.layout.index(of: $0) }.sorted()
            .map { JSONValue.string(list.layout.ids[$0].rawValue) }
        return [
            "page": .string(navigation.page.name),
            "order": .array(Array(order)),
            "rowCount": .number(Double(list.count)),
            "selected": .array(selected),
            "transition": .string(navigation.lastBackOutcome),
            "headerHeight": .number(list.headerHeight),
            "scrollOffset": .number(list.scrollOffset),
            "editing": .bool(list.isEditing),
            "frames": frames.json,
        ]
    }
}
